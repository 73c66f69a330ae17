import { DatePicker, Progress, Switch, TimePicker } from 'antd';
import dayjs from 'dayjs';
import { DepartSelect } from '../../pickers/DepartSelect.tsx';
import { UserSelect } from '../../pickers/UserSelect.tsx';
import { PopupField } from '../../report/PopupField.tsx';
import { SWITCH_DEFAULT } from '../columns.ts';
import { asText, type CellEditorProps } from './cellProps.ts';

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
      aria-label={label}
      className="hcs-grid__control"
      disabled={disabled}
      placeholder={placeholder}
      showTime={format === 'datetime'}
      format={pattern}
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
      aria-label={label}
      className="hcs-grid__control"
      disabled={disabled}
      placeholder={placeholder}
      format={DATE_FORMATS.time}
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
      aria-label={label}
      checkedChildren="是"
      unCheckedChildren="否"
      disabled={disabled}
      checked={value === on}
      onChange={(checked) => onChange(checked ? on : off)}
    />
  );
}

export function ProgressCell(props: CellEditorProps) {
  const percent = Number(props.value) || 0;
  return <Progress aria-label={props.label} percent={percent} size="small" />;
}

export function DepartCell(props: CellEditorProps) {
  const { value, disabled, label, placeholder, onChange } = props;
  return (
    <DepartSelect
      aria-label={label}
      disabled={disabled}
      placeholder={placeholder}
      value={asText(value)}
      onChange={(next) => onChange(next)}
      {...props.column.props}
    />
  );
}

export function UserCell(props: CellEditorProps) {
  const { value, disabled, label, placeholder, onChange } = props;
  return (
    <UserSelect
      aria-label={label}
      disabled={disabled}
      placeholder={placeholder}
      value={asText(value)}
      onChange={(next) => onChange(next)}
      {...props.column.props}
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
        id={id}
        code={column.popupCode}
        orgFields={column.orgFields}
        destFields={column.destFields}
        field={column.key}
        param={column.param}
        disabled={disabled}
        placeholder={placeholder}
        value={asText(value)}
        onCallback={(values) => onChange(values[column.key] ?? asText(value), values)}
      />
    </>
  );
}
