import dayjs from 'dayjs';
import { DateField } from '../date/DateField.tsx';
import { type FieldAria, fieldAria } from '../form/fieldAria.ts';

const FORMATS = { date: 'YYYY-MM-DD', datetime: 'YYYY-MM-DD HH:mm:ss' } as const;

interface Props extends FieldAria {
  id?: string;
  kind: keyof typeof FORMATS;
  value?: string | null;
  onChange?: (value: string | null) => void;
  placeholder: string;
  disabled?: boolean;
}

/** A date or date-time field of a resource form, holding the text the server stores. */
export default function ResourceDateInput({
  id,
  kind,
  value,
  onChange,
  placeholder,
  disabled = false,
  ...aria
}: Props) {
  const format = FORMATS[kind];
  return (
    <DateField
      {...(id ? { id } : {})}
      {...fieldAria(aria)}
      showTime={kind === 'datetime'}
      format={format}
      placeholder={placeholder}
      disabled={disabled}
      value={value ? dayjs(value, format) : null}
      onChange={(date) => onChange?.(date ? date.format(format) : null)}
    />
  );
}
