import { DatePicker } from 'antd';
import type { Dayjs } from 'dayjs';
import { useMediaQuery } from '../../utils/useMediaQuery.ts';
import { DateField, TOUCH_QUERY } from './DateField.tsx';

type Range = [Dayjs | null, Dayjs | null];

interface DateRangeFieldProps {
  /** The start field's id (the end's is `${id}-end`). */
  id?: string;
  value: Range;
  onChange: (value: Range) => void;
  format: string;
  className?: string;
}

/**
 * A range of dates, either end optional: antd's range picker under a mouse; on a touch screen two date
 * fields (开始日期, 结束日期), each choosing in its own sheet — the range dropdown is two months wide.
 */
export function DateRangeField({ id, value, onChange, format, className }: DateRangeFieldProps) {
  const touch = useMediaQuery(TOUCH_QUERY);
  if (!touch) {
    return (
      <DatePicker.RangePicker
        {...(id ? { id: { start: id, end: `${id}-end` } } : {})}
        {...(className ? { className } : {})}
        value={value}
        format={format}
        allowEmpty={[true, true]}
        placeholder={['开始日期', '结束日期']}
        onChange={(dates) => onChange(dates ? [dates[0] ?? null, dates[1] ?? null] : [null, null])}
        // One end typed and confirmed with Enter counts at once: either end is optional, and antd would
        // otherwise drop a start date whose end is never chosen.
        onCalendarChange={(dates) => onChange(dates ? [dates[0] ?? null, dates[1] ?? null] : [null, null])}
      />
    );
  }
  return (
    <div
      {...(className ? { className } : {})}
      style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 8 }}
    >
      <DateField
        {...(id ? { id } : {})}
        format={format}
        placeholder="开始日期"
        aria-label="开始日期"
        value={value[0]}
        onChange={(start) => onChange([start, value[1]])}
      />
      <DateField
        {...(id ? { id: `${id}-end` } : {})}
        format={format}
        placeholder="结束日期"
        aria-label="结束日期"
        value={value[1]}
        onChange={(end) => onChange([value[0], end])}
      />
    </div>
  );
}
