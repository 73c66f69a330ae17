import type { PickerRole } from '../../api/pickers.ts';
import { RecordSelect, type RecordSelectProps } from './RecordSelect.tsx';
import { type RoleValueKey, rolePickers } from './rolePicker.ts';

export type RoleSelectProps = Omit<RecordSelectProps<PickerRole>, 'config'> & {
  /** What the field holds: role codes (default) or ids. */
  valueKey?: RoleValueKey;
};

/** A role field: the role dialog (角色选择) as a form control. */
export function RoleSelect({ valueKey = 'roleCode', ...props }: RoleSelectProps) {
  return <RecordSelect<PickerRole> config={rolePickers[valueKey]} {...props} />;
}
