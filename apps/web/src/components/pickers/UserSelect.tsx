import type { PickerUser } from '../../api/pickers.ts';
import { RecordSelect, type RecordSelectProps } from './RecordSelect.tsx';
import { type UserValueKey, userPickers } from './userPicker.ts';

export type UserSelectProps = Omit<RecordSelectProps<PickerUser>, 'config'> & {
  /** What the field holds: usernames (default, as in the family) or ids. */
  valueKey?: UserValueKey;
};

/** A user field: the user dialog (用户选择, 1250 wide) as a form control. */
export function UserSelect({ valueKey = 'username', ...props }: UserSelectProps) {
  return <RecordSelect<PickerUser> config={userPickers[valueKey]} {...props} />;
}
