import { Checkbox, type GetProps } from 'antd';
import { Ellipsis } from '../../Ellipsis.tsx';
import { CHECKBOX_DEFAULT, cellKind, ellipsisLength } from '../columns.ts';
import { asText, type CellEditorProps, passedProps } from './cellProps.ts';
import {
  DateCell,
  DepartCell,
  PopupCell,
  ProgressCell,
  SwitchCell,
  TimeCell,
  UserCell,
} from './PickCells.tsx';
import { SelectCell } from './SelectCell.tsx';
import { InputCell, NumberCell, TagsCell, TextareaCell } from './TextCells.tsx';
import { UploadCell } from './UploadCell.tsx';

function CheckboxCell(props: CellEditorProps) {
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

/** The editing control of one value cell, by its column's type. */
export function CellEditor(props: CellEditorProps) {
  const { column } = props;
  switch (cellKind(column)) {
    case 'input':
      return column.number ? <NumberCell {...props} /> : <InputCell {...props} />;
    case 'inputNumber':
      return <NumberCell {...props} />;
    case 'tags':
      return <TagsCell {...props} />;
    case 'textarea':
      return <TextareaCell {...props} />;
    case 'select':
    case 'selectSearch':
    case 'selectMultiple':
    case 'selectAsync':
    case 'radio':
      return <SelectCell {...props} />;
    case 'checkbox':
      return <CheckboxCell {...props} />;
    case 'date':
      return <DateCell {...props} format="date" />;
    case 'datetime':
      return <DateCell {...props} format="datetime" />;
    case 'time':
      return <TimeCell {...props} />;
    case 'switch':
      return <SwitchCell {...props} />;
    case 'progress':
      return <ProgressCell {...props} />;
    case 'file':
    case 'image':
      return <UploadCell {...props} />;
    case 'departSelect':
      return <DepartCell {...props} />;
    case 'userSelect':
      return <UserCell {...props} />;
    case 'popup':
      return <PopupCell {...props} />;
    case 'slot':
      return (
        <>
          {column.render?.({
            row: props.row,
            rowIndex: props.rowIndex,
            column,
            value: props.value,
            disabled: props.disabled,
            setValue: (v) => props.onChange(v),
          })}
        </>
      );
    case 'normal':
      return (
        <Ellipsis
          text={asText(props.value)}
          length={ellipsisLength(column)}
          details={Boolean(column.showDetails)}
        />
      );
    default:
      return <span>{asText(props.value)}</span>;
  }
}
