import { App } from 'antd';
import { type CSSProperties, useCallback, useEffect } from 'react';
import { loadTreeData } from '../../api/dict.ts';
import { Refusal } from '../../api/refusal.ts';
import type { FieldAria } from '../form/fieldAria.ts';
import { type CommaValue, joinValue, splitValue } from './commaValue.ts';
import { lookUpLabels } from './dictLabels.ts';
import { fieldProps, TreeValueSelect } from './TreeValueSelect.tsx';
import { CONDITION_ERROR, isConditionValid } from './treeNodes.ts';
import type { LevelLoader } from './useLazyTree.ts';

export interface TreeDictSelectProps extends FieldAria {
  /** `table,textColumn,codeColumn` of a registered tree table, e.g. sys_depart,depart_name,id. */
  dict: string;
  /** The parent column (the table's registered one when left out). */
  pidField?: string;
  /** The parent value of the roots ('' = the table's roots). */
  pidValue?: string;
  hasChildField?: string;
  /** A JSON object text of column → value that every level is filtered by. */
  condition?: string;
  multiple?: boolean;
  /** The chosen code(s), comma-joined. */
  value?: CommaValue;
  onChange?: (value: string | undefined) => void;
  placeholder?: string;
  disabled?: boolean;
  id?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  style?: CSSProperties;
}

/** A tree dictionary select (the family's JTreeSelect): levels load when expanded (GET /sys/dict/loadTreeData). */
export function TreeDictSelect(props: TreeDictSelectProps) {
  const { dict, pidField, pidValue = '', hasChildField, condition, onChange } = props;
  const { message } = App.useApp();
  const [tableName = '', text = '', code = ''] = dict.split(',');
  const conditionValid = isConditionValid(condition);

  useEffect(() => {
    if (!conditionValid) message.error(CONDITION_ERROR);
  }, [conditionValid, message]);

  const loadLevel = useCallback<LevelLoader>(
    async (parentKey) => {
      if (!conditionValid) return [];
      const nodes = await loadTreeData({
        pid: parentKey ?? pidValue,
        tableName,
        text,
        code,
        ...(pidField ? { pidField } : {}),
        ...(hasChildField ? { hasChildField } : {}),
        ...(condition ? { condition } : {}),
      }).catch((error: unknown) => {
        if (error instanceof Refusal) message.warning(error.message);
        throw error;
      });
      if (!Array.isArray(nodes)) throw new Refusal('');
      return nodes;
    },
    [conditionValid, pidValue, tableName, text, code, pidField, hasChildField, condition, message],
  );

  const lookupLabels = useCallback(
    (values: string[]) => lookUpLabels(`${tableName},${text},${code}`, values),
    [tableName, text, code],
  );

  return (
    <TreeValueSelect
      {...fieldProps(props)}
      values={splitValue(props.value)}
      onValues={(values) => onChange?.(joinValue(values))}
      loadLevel={loadLevel}
      lookupLabels={lookupLabels}
      sourceKey={JSON.stringify([dict, pidField, pidValue, hasChildField, condition])}
      invalid={!conditionValid}
    />
  );
}
