import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import { type FieldAria, fieldAria } from '../../../components/form/fieldAria.ts';

export const MONTH_FORMAT = 'YYYY-MM';

interface Props extends FieldAria {
  id?: string;
  /** YYYY-MM */
  value?: string | null;
  onChange?: (value: string | undefined) => void;
  /** Months after this one cannot be chosen (default: none after the current month). */
  allowFuture?: boolean;
  'aria-label'?: string;
}

/** A month field holding `YYYY-MM`. */
export function MonthInput({ id, value, onChange, allowFuture = false, ...rest }: Props) {
  return (
    <DatePicker
      id={id}
      picker="month"
      format={MONTH_FORMAT}
      placeholder="请选择月份"
      aria-label={rest['aria-label']}
      {...fieldAria(rest)}
      style={{ width: '100%' }}
      value={value ? dayjs(`${value}-01`) : null}
      disabledDate={allowFuture ? undefined : (d) => d.isAfter(dayjs(), 'month')}
      onChange={(d) => onChange?.(d ? d.format(MONTH_FORMAT) : undefined)}
    />
  );
}
