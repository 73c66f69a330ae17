import { type FieldAria, fieldAria } from '../../../components/form/fieldAria.ts';
import { RecordSelect } from '../../../components/pickers/index.ts';
import { audiencePicker, IN_REGISTER, type PickerAudience } from './audiencePicker.ts';

interface Props extends FieldAria {
  id?: string;
  value?: string | null;
  onChange?: (value: string) => void;
  disabled?: boolean;
}

/** 服务对象 of an order: the record-selection dialog over the audiences in the register. */
export function AudienceSelect({ id, value, onChange, disabled, ...aria }: Props) {
  return (
    <RecordSelect<PickerAudience>
      id={id}
      {...fieldAria(aria)}
      config={audiencePicker}
      value={value}
      onChange={(v) => onChange?.(v)}
      disabled={disabled}
      extraParams={IN_REGISTER}
    />
  );
}
