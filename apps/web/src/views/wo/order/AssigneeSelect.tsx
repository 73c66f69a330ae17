import type { PickerUser } from '../../../api/pickers.ts';
import { type FieldAria, fieldAria } from '../../../components/form/fieldAria.ts';
import { RecordSelect } from '../../../components/pickers/index.ts';
import { AssigneeModal } from './AssigneeModal.tsx';
import { assigneePicker } from './assigneePicker.ts';

interface Props extends FieldAria {
  /** The order's department: only its users and those of the departments below it can be chosen. */
  departId: string | undefined;
  id?: string;
  value?: string | null;
  onChange?: (value: string) => void;
  'aria-label'?: string;
}

/** 处理人: one user of the order's department or below, chosen in the user-by-department dialog. */
export function AssigneeSelect({ departId, id, value, onChange, ...rest }: Props) {
  return (
    <RecordSelect<PickerUser>
      id={id}
      config={assigneePicker}
      value={value}
      onChange={(v) => onChange?.(v)}
      disabled={!departId}
      placeholder={departId ? '请选择处理人' : '请先选择所属部门'}
      aria-label={rest['aria-label']}
      {...fieldAria(rest)}
      extraParams={{ departId }}
      Dialog={AssigneeModal}
    />
  );
}
