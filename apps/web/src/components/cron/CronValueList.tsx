import { CRON_YEAR_MIN, type CronFieldKey, cronFieldSpec } from '@hcs/shared';
import { Checkbox, Select } from 'antd';
import { WEEKDAY_OPTIONS } from './cronFieldWords.ts';

/** The years the 指定 list offers: 2019 to 2118 (spec §9). */
const YEAR_OPTIONS = Array.from({ length: 100 }, (_, i) => ({
  value: CRON_YEAR_MIN + i,
  label: String(CRON_YEAR_MIN + i),
}));

function options(field: CronFieldKey) {
  if (field === 'week') return WEEKDAY_OPTIONS;
  const { min, max } = cronFieldSpec(field);
  return Array.from({ length: max - min + 1 }, (_, i) => ({ value: min + i, label: String(min + i) }));
}

interface CronValueListProps {
  field: CronFieldKey;
  /** The accessible name of the whole list, e.g. 指定秒. */
  label: string;
  value: number[];
  disabled: boolean;
  onChange(values: number[]): void;
}

/**
 * The 指定 mode's values: a checkbox per value, or a multiple select for the hundred years. At least
 * one stays chosen (an empty list is no expression).
 */
export function CronValueList({ field, label, value, disabled, onChange }: CronValueListProps) {
  const change = (values: number[]) => {
    if (values.length > 0) onChange(values);
  };
  if (field === 'year') {
    return (
      <Select<number[]>
        mode="multiple"
        aria-label={label}
        className="hcs-cron-years"
        size="small"
        value={value}
        options={YEAR_OPTIONS}
        disabled={disabled}
        onChange={change}
      />
    );
  }
  return (
    <fieldset className={`hcs-cron-list hcs-cron-list--${field}`} aria-label={label} disabled={disabled}>
      <Checkbox.Group value={value} options={options(field)} disabled={disabled} onChange={change} />
    </fieldset>
  );
}
