import type { TreeDictNode } from '@hcs/shared';
import { App } from 'antd';
import { type CSSProperties, useCallback, useEffect } from 'react';
import {
  loadCategoryNames,
  loadCategoryOne,
  loadCategoryRoot,
  loadCategoryTreeData,
} from '../../api/category.ts';
import { Refusal } from '../../api/refusal.ts';
import type { FieldAria } from '../form/fieldAria.ts';
import { type CommaValue, joinValue, splitValue } from './commaValue.ts';
import { fieldProps, TreeValueSelect } from './TreeValueSelect.tsx';
import { CONDITION_ERROR, isConditionValid } from './treeNodes.ts';
import type { LevelLoader } from './useLazyTree.ts';

export interface CategorySelectProps extends FieldAria {
  /** The code of the category whose children are the roots ('0': every top category). */
  pcode: string;
  /** false: the whole subtree at once instead of a level per expand. */
  async?: boolean;
  /** What the field stores of a category: its id (default) or its code. */
  field?: 'id' | 'code';
  /** A JSON object text of column → value the children are filtered by. */
  condition?: string;
  multiple?: boolean;
  /** The chosen categories, comma-joined. */
  value?: CommaValue;
  onChange?: (value: string | undefined) => void;
  placeholder?: string;
  disabled?: boolean;
  id?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  style?: CSSProperties;
}

/** Stores codes instead of ids: each node's value becomes its code. */
function valuesAsCodes(nodes: TreeDictNode[]): TreeDictNode[] {
  return nodes.map((n) => ({
    ...n,
    value: n.code ?? n.value,
    ...(n.children ? { children: valuesAsCodes(n.children) } : {}),
  }));
}

/** The category select (the family's JCategorySelect) over /sys/category/*, rooted at `pcode`. */
export function CategorySelect(props: CategorySelectProps) {
  const { pcode, async = true, field = 'id', condition, onChange } = props;
  const { message } = App.useApp();
  const conditionValid = isConditionValid(condition);

  useEffect(() => {
    if (!conditionValid) message.error(CONDITION_ERROR);
  }, [conditionValid, message]);

  const loadLevel = useCallback<LevelLoader>(
    async (parentKey) => {
      if (!conditionValid) return [];
      const load =
        parentKey === null
          ? loadCategoryRoot(pcode, async)
          : loadCategoryTreeData({ pid: parentKey, ...(condition ? { condition } : {}) });
      const nodes = await load.catch((error: unknown) => {
        // A root that cannot load is an error of the page's set-up (spec §8): an error toast.
        if (error instanceof Refusal) {
          if (parentKey === null) message.error(error.message);
          else message.warning(error.message);
        }
        throw error;
      });
      if (!Array.isArray(nodes)) throw new Refusal('');
      return field === 'code' ? valuesAsCodes(nodes) : nodes;
    },
    [conditionValid, pcode, async, condition, field, message],
  );

  const lookupLabels = useCallback(
    async (values: string[]): Promise<string[] | null> => {
      if (field === 'id') return loadCategoryNames(values);
      // A code the server does not know shows as it is.
      const nameOf = (code: string) =>
        loadCategoryOne('code', code).then(
          (category) => category.name,
          (error: unknown) => {
            if (error instanceof Refusal) return code;
            throw error;
          },
        );
      return Promise.all(values.map(nameOf));
    },
    [field],
  );

  return (
    <TreeValueSelect
      {...fieldProps(props)}
      values={splitValue(props.value)}
      onValues={(values) => onChange?.(joinValue(values))}
      loadLevel={loadLevel}
      lookupLabels={lookupLabels}
      sourceKey={JSON.stringify([pcode, async, field, condition])}
      invalid={!conditionValid}
    />
  );
}
