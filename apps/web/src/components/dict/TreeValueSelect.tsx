import { TreeSelect } from 'antd';
import { type CSSProperties, useId } from 'react';
import { type FieldAria, fieldAria } from '../form/fieldAria.ts';
import { SELECT_CLEAR } from '../form/iconNames.tsx';
import { type LevelLoader, useLazyTree } from './useLazyTree.ts';
import { type LabelLookup, useValueLabels } from './useValueLabels.ts';

/** Tree dropdowns are at most 400 px high (spec §9). */
export const TREE_DROPDOWN_MAX_HEIGHT = 400;

type FieldProps = Pick<
  TreeValueSelectProps,
  'multiple' | 'placeholder' | 'disabled' | 'id' | 'aria-label' | 'aria-labelledby' | 'style'
> &
  FieldAria;

export interface TreeValueSelectProps extends FieldAria {
  values: string[];
  onValues: (values: string[]) => void;
  loadLevel: LevelLoader;
  lookupLabels: LabelLookup;
  /** Names what the levels are read from: the tree reloads when it changes. */
  sourceKey: string;
  /** Marked as an error (besides a level that could not be loaded). */
  invalid?: boolean;
  multiple?: boolean;
  placeholder?: string;
  disabled?: boolean;
  id?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  style?: CSSProperties;
}

/** The field props a tree widget hands on to its select. */
export function fieldProps(props: FieldProps): FieldProps {
  const { multiple, placeholder, disabled, id, style } = props;
  return {
    multiple,
    placeholder,
    disabled,
    id,
    style,
    'aria-label': props['aria-label'],
    'aria-labelledby': props['aria-labelledby'],
    ...fieldAria(props),
  };
}

interface Labeled {
  value: string | number;
  label?: unknown;
}

/** The lazily loaded tree select both tree widgets are: values in, values out, labels kept. */
export function TreeValueSelect(props: TreeValueSelectProps) {
  const { values, onValues, multiple = false } = props;
  const generatedId = useId();
  const id = props.id ?? `tree-select-${generatedId}`;
  const tree = useLazyTree(props.loadLevel, props.sourceKey);
  const labeled = useValueLabels(values, tree.titles, props.lookupLabels, props.sourceKey);

  const emit = (next: Labeled | Labeled[] | null | undefined) => {
    const list = next === null || next === undefined ? [] : Array.isArray(next) ? next : [next];
    onValues(list.map((v) => String(v.value)));
  };

  return (
    <TreeSelect
      id={id}
      aria-label={props['aria-label']}
      aria-labelledby={props['aria-labelledby']}
      {...fieldAria(props)}
      style={{ width: '100%', ...props.style }}
      disabled={props.disabled}
      placeholder={props.placeholder ?? '请选择'}
      status={props.invalid || tree.failed ? 'error' : undefined}
      allowClear={SELECT_CLEAR}
      showSearch={false}
      multiple={multiple}
      labelInValue
      loading={tree.loading}
      treeData={tree.treeData}
      loadData={tree.loadChildren}
      listHeight={TREE_DROPDOWN_MAX_HEIGHT}
      styles={{ popup: { root: { maxHeight: TREE_DROPDOWN_MAX_HEIGHT, overflow: 'auto' } } }}
      // The open select's input names `<id>_list` (aria-owns), which the tree popup lacks: give it one.
      popupRender={(menu) => <div id={`${id}_list`}>{menu}</div>}
      value={multiple ? labeled : labeled[0]}
      onChange={emit}
    />
  );
}
