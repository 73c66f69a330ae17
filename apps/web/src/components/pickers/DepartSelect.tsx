import { useMemo, useState } from 'react';
import type { DepartNode } from '../../api/depart.ts';
import { type FieldAria, fieldAria } from '../form/fieldAria.ts';
import { DepartPickerModal } from './DepartPickerModal.tsx';
import { type DepartValueKey, departValue, flattenDeparts } from './departTree.ts';
import { PickerField } from './PickerField.tsx';
import { useDepartTreeData } from './useDepartTreeData.ts';
import { splitValue } from './useRecordLabels.ts';

export interface DepartSelectProps extends FieldAria {
  /** The chosen departments' ids (or org codes), comma-joined. */
  value?: string | null;
  onChange?: (value: string, departs: DepartNode[]) => void;
  /** Default false: one department (the newest checked). */
  multiple?: boolean;
  /** What the field holds: ids (default) or org codes. */
  valueKey?: DepartValueKey;
  disabled?: boolean;
  placeholder?: string;
  id?: string;
  'aria-label'?: string;
}

/**
 * A department field: the names of its departments (from the tree) and the 选择部门 dialog. It emits
 * the chosen ids or org codes, comma-joined.
 */
export function DepartSelect(props: DepartSelectProps) {
  const { value, onChange, multiple = false, valueKey = 'id', disabled, placeholder, id } = props;
  const tree = useDepartTreeData();
  const [open, setOpen] = useState(false);
  const byValue = useMemo(
    () => new Map(flattenDeparts(tree.nodes).map((d) => [departValue(d, valueKey), d])),
    [tree.nodes, valueKey],
  );
  const values = splitValue(value);
  const chosen = values.flatMap((v) => {
    const node = byValue.get(v);
    return node ? [node] : [];
  });

  return (
    <>
      <PickerField
        id={id}
        name="部门"
        labels={values.map((v) => byValue.get(v)?.departName ?? (tree.loading ? '' : v))}
        disabled={disabled}
        placeholder={placeholder}
        aria-label={props['aria-label']}
        {...fieldAria(props)}
        onOpen={() => setOpen(true)}
        onClear={() => onChange?.('', [])}
      />
      <DepartPickerModal
        open={open}
        tree={tree}
        multiple={multiple}
        initialIds={chosen.map((d) => d.key)}
        onOk={(departs) => onChange?.(departs.map((d) => departValue(d, valueKey)).join(','), departs)}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}
