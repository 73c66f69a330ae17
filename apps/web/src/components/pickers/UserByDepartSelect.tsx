import type { PickerUser } from '../../api/pickers.ts';
import { RecordSelect, type RecordSelectProps } from './RecordSelect.tsx';
import { UserByDepartModal } from './UserByDepartModal.tsx';
import { type UserValueKey, userPickers } from './userPicker.ts';

export type UserByDepartSelectProps = Omit<
  RecordSelectProps<PickerUser>,
  'config' | 'Dialog' | 'extraParams'
> & {
  /** What the field holds: usernames (default) or ids. */
  valueKey?: UserValueKey;
};

/**
 * A users field chosen department by department (JSelectUserByDep): several users unless `multiple`
 * is false; it emits usernames or ids, comma-joined.
 */
export function UserByDepartSelect({
  valueKey = 'username',
  multiple = true,
  ...props
}: UserByDepartSelectProps) {
  return (
    <RecordSelect<PickerUser>
      config={userPickers[valueKey]}
      multiple={multiple}
      Dialog={UserByDepartModal}
      {...props}
    />
  );
}
