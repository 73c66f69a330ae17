import { DatePicker, Input, Skeleton } from 'antd';
import type { Dayjs } from 'dayjs';
import { lazy, Suspense, useState } from 'react';
import { useMediaQuery } from '../../utils/useMediaQuery.ts';
import { type FieldAria, fieldAria } from '../form/fieldAria.ts';

// The sheet and its calendar load only on touch screens, when first opened.
const TouchDateSheet = lazy(() => import('./TouchDateSheet.tsx'));

/** A finger, not a mouse: the date is chosen in a sheet from the bottom edge. */
export const TOUCH_QUERY = '(pointer: coarse)';

export interface DateFieldProps extends FieldAria {
  id?: string;
  value?: Dayjs | null;
  onChange?: (value: Dayjs | null) => void;
  /** Also a time of day (hour and minute). */
  showTime?: boolean;
  format: string;
  placeholder?: string;
  disabledDate?: (date: Dayjs) => boolean;
  disabled?: boolean;
  allowClear?: boolean;
  style?: React.CSSProperties;
  'aria-label'?: string;
}

/**
 * A date (or date and time) field of a form: antd's picker under a mouse; on a touch screen a read-only
 * field that opens a full-width sheet from the bottom with 今天 / 明天 / 本周五, the month's calendar and,
 * for a time, hour and minute — the dropdown would run off a phone's edge.
 */
export function DateField(props: DateFieldProps) {
  const touch = useMediaQuery(TOUCH_QUERY);
  const [open, setOpen] = useState(false);
  const { id, value, onChange, showTime, format, placeholder, disabledDate, disabled, allowClear, style } =
    props;
  if (!touch) {
    return (
      <DatePicker
        {...(id ? { id } : {})}
        {...fieldAria(props)}
        value={value ?? null}
        onChange={(date) => onChange?.(date ?? null)}
        showTime={showTime ? { format: 'HH:mm' } : false}
        format={format}
        {...(placeholder ? { placeholder } : {})}
        {...(disabledDate ? { disabledDate } : {})}
        {...(disabled ? { disabled } : {})}
        {...(allowClear === false ? { allowClear: false } : {})}
        {...(props['aria-label'] ? { 'aria-label': props['aria-label'] } : {})}
        style={{ width: '100%', ...style }}
      />
    );
  }
  return (
    <>
      <Input
        {...(id ? { id } : {})}
        {...fieldAria(props)}
        readOnly
        inputMode="none"
        value={value ? value.format(format) : ''}
        {...(placeholder ? { placeholder } : {})}
        {...(disabled ? { disabled } : {})}
        {...(props['aria-label'] ? { 'aria-label': props['aria-label'] } : {})}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === ' ') {
            event.preventDefault();
            setOpen(true);
          }
        }}
        style={{ width: '100%', ...style }}
      />
      {open ? (
        <Suspense fallback={<Skeleton active />}>
          <TouchDateSheet
            title={placeholder ?? '请选择日期'}
            value={value ?? null}
            showTime={showTime === true}
            allowClear={allowClear !== false}
            {...(disabledDate ? { disabledDate } : {})}
            onDone={(date) => {
              setOpen(false);
              if (date !== undefined) onChange?.(date);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
