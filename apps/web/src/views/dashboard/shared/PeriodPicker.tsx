import { DatePicker } from 'antd';
import { type Period, periodPresets } from './period.ts';

interface Props {
  /** Distinguishes the pickers of one page. */
  id: string;
  value: Period;
  onChange(period: Period): void;
}

/** 统计期间: a range of whole days, with the usual periods one click away. */
export function PeriodPicker({ id, value, onChange }: Props) {
  return (
    <span className="hcs-dashboard__period">
      <label htmlFor={`${id}-begin`}>统计期间</label>
      <DatePicker.RangePicker
        id={{ start: `${id}-begin`, end: `${id}-end` }}
        value={value}
        allowClear={false}
        presets={periodPresets()}
        placeholder={['开始日期', '结束日期']}
        onChange={(dates) => {
          if (dates?.[0] && dates[1]) onChange([dates[0], dates[1]]);
        }}
      />
    </span>
  );
}
