import { useMemo } from 'react';
import type { PickerUser } from '../../api/pickers.ts';
import { RecordSelectModal } from './RecordSelectModal.tsx';
import type { PickerOk } from './types.ts';
import { userPickers } from './userPicker.ts';

export interface UserSelectModalProps {
  open: boolean;
  /** Default true: row clicks toggle; false: a row click replaces the selection. */
  multiple?: boolean;
  /** Only users of this department. */
  departId?: string;
  /** Shown in the title (<name>选择) and the card (已选<name>); default 用户. */
  name?: string;
  /** The chosen users; the dialog stays open while it runs and closes when it resolves true. */
  onOk: PickerOk<PickerUser>;
  onCancel(): void;
}

/** The user-selection dialog on its own (e.g. 添加已有用户): the user picker's configuration of the generic dialog. */
export function UserSelectModal({
  open,
  multiple = true,
  departId,
  name,
  onOk,
  onCancel,
}: UserSelectModalProps) {
  const config = useMemo(() => (name ? { ...userPickers.id, name } : userPickers.id), [name]);
  return (
    <RecordSelectModal<PickerUser>
      config={config}
      open={open}
      multiple={multiple}
      extraParams={departId ? { departId } : undefined}
      onOk={onOk}
      onCancel={onCancel}
    />
  );
}
