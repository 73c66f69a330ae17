import {
  Checkbox,
  DatePicker,
  type DatePickerProps,
  type GetProps,
  Progress,
  Switch,
  TimePicker,
  type TimePickerProps,
} from 'antd';
import dayjs from 'dayjs';
import { DepartSelect, type DepartSelectProps } from '../../pickers/DepartSelect.tsx';
import { UserSelect, type UserSelectProps } from '../../pickers/UserSelect.tsx';
import { PopupField, type PopupFieldProps } from '../../report/PopupField.tsx';
import { CHECKBOX_DEFAULT, SWITCH_DEFAULT } from '../columns.ts';
import { asText, type CellEditorProps, passedProps } from './cellProps.ts';

/** Spec §9 date formats. */
export const DATE_FORMATS = {
  date: 'YYYY-MM-DD',
  datetime: 'YYYY-MM-DD HH:mm:ss',
  time: 'HH:mm:ss',
} as const;

export function DateCell(props: CellEditorProps & { format: 'date' | 'datetime' }) {
  const { value, disabled, label, placeholder, onChange, onBlur, format } = props;
  const pattern = DATE_FORMATS[format];
  const parsed = asText(value) ? dayjs(asText(value), pattern) : null;
  return (
    <DatePicker
      className="hcs-grid__control"
      placeholder={placeholder}
      showTime={format === 'datetime'}
      format={pattern}
      {...passedProps<Omit<DatePickerProps, 'multiple'>>(props.column)}
      aria-label={label}
      disabled={disabled}
      value={parsed?.isValid() ? parsed : null}
      onChange={(next) => onChange(next ? next.format(pattern) : '')}
      onBlur={onBlur}
    />
  );
}

export function TimeCell(props: CellEditorProps) {
  const { value, disabled, label, placeholder, onChange, onBlur } = props;
  const parsed = asText(value) ? dayjs(asText(value), DATE_FORMATS.time) : null;
  return (
    <TimePicker
      className="hcs-grid__control"
      placeholder={placeholder}
      format={DATE_FORMATS.time}
      {...passedProps<TimePickerProps>(props.column)}
      aria-label={label}
      disabled={disabled}
      value={parsed?.isValid() ? parsed : null}
      onChange={(next) => onChange(next ? next.format(DATE_FORMATS.time) : '')}
      onBlur={onBlur}
    />
  );
}

/** switch cells: the pair of customValue (default Y/N), shown 是/否. */
export function SwitchCell(props: CellEditorProps) {
  const { column, value, disabled, label, onChange } = props;
  const [on, off] = column.customValue ?? SWITCH_DEFAULT;
  return (
    <Switch
      checkedChildren="是"
      unCheckedChildren="否"
      {...passedProps<GetProps<typeof Switch>>(column)}
      aria-label={label}
      disabled={disabled}
      checked={value === on}
      onChange={(checked) => onChange(checked ? on : off)}
    />
  );
}

/** checkbox cells: the pair of customValue (default true/false). */
export function CheckboxCell(props: CellEditorProps) {
  const { column, value, disabled, label, onChange } = props;
  const [on, off] = column.customValue ?? CHECKBOX_DEFAULT;
  return (
    <Checkbox
      {...passedProps<GetProps<typeof Checkbox>>(column)}
      aria-label={label}
      disabled={disabled}
      checked={value === on}
      onChange={(e) => onChange(e.target.checked ? on : off)}
    />
  );
}

export function ProgressCell(props: CellEditorProps) {
  const percent = Number(props.value) || 0;
  return (
    <Progress
      size="small"
      {...passedProps<GetProps<typeof Progress>>(props.column)}
      aria-label={props.label}
      percent={percent}
    />
  );
}

export function DepartCell(props: CellEditorProps) {
  const { value, disabled, label, placeholder, onChange } = props;
  return (
    <DepartSelect
      placeholder={placeholder}
      {...passedProps<DepartSelectProps>(props.column)}
      aria-label={label}
      disabled={disabled}
      value={asText(value)}
      onChange={(next) => onChange(next)}
    />
  );
}

export function UserCell(props: CellEditorProps) {
  const { value, disabled, label, placeholder, onChange } = props;
  return (
    <UserSelect
      placeholder={placeholder}
      {...passedProps<UserSelectProps>(props.column)}
      aria-label={label}
      disabled={disabled}
      value={asText(value)}
      onChange={(next) => onChange(next)}
    />
  );
}

/** popup cells: a report popup whose chosen columns (orgFields) fill the row's fields (destFields). */
export function PopupCell(props: CellEditorProps) {
  const { column, value, disabled, label, placeholder, onChange } = props;
  const id = `hcs-grid-popup-${props.row.id}-${column.key}`;
  return (
    <>
      <label className="hcs-grid__sr-only" htmlFor={id}>
        {label}
      </label>
      <PopupField
        code={column.popupCode}
        orgFields={column.orgFields}
        destFields={column.destFields}
        field={column.key}
        param={column.param}
        placeholder={placeholder}
        {...passedProps<PopupFieldProps>(column)}
        id={id}
        disabled={disabled}
        value={asText(value)}
        onCallback={(values) => onChange(values[column.key] ?? asText(value), values)}
      />
    </>
  );
}
