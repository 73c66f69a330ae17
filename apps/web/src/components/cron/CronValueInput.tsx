import { InputNumber, Select } from 'antd';
import { WEEKDAY_OPTIONS } from './cronFieldWords.ts';

interface CronValueInputProps {
  /** The accessible name, e.g. 周期开始（秒）. */
  label: string;
  value: number;
  /** A weekday chosen by name (周一…周日) instead of a number. */
  weekday?: boolean;
  min?: number;
  max?: number;
  disabled: boolean;
  onChange(value: number): void;
}

/** One number of a builder mode: a whole number within the field's limits, or a weekday by name. */
export function CronValueInput({ label, value, weekday, min, max, disabled, onChange }: CronValueInputProps) {
  if (weekday) {
    return (
      <Select<number>
        aria-label={label}
        className="hcs-cron-value hcs-cron-value--weekday"
        size="small"
        value={value}
        options={WEEKDAY_OPTIONS}
        disabled={disabled}
        onChange={onChange}
      />
    );
  }
  return (
    <InputNumber<number>
      aria-label={label}
      className="hcs-cron-value"
      size="small"
      value={value}
      min={min}
      max={max}
      precision={0}
      disabled={disabled}
      onChange={(next) => {
        if (typeof next === 'number') onChange(next);
      }}
    />
  );
}
