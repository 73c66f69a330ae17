import { cellKind, SWITCH_DEFAULT } from '../columns.ts';
import { asText, type CellEditorProps, splitComma } from './cellProps.ts';
import { useCellOptions } from './SelectCell.tsx';

const SELECT_KINDS = new Set(['select', 'selectSearch', 'selectMultiple', 'selectAsync', 'radio']);

function SelectText(props: Pick<CellEditorProps, 'column' | 'value'>) {
  const options = useCellOptions(props);
  const texts = splitComma(props.value).map((v) => options.find((o) => o.value === v)?.label ?? v);
  return <span>{texts.join(',')}</span>;
}

/** A value cell shown as text: the grid with alwaysEdit off, until the cell is clicked. */
export function ReadCell(props: Pick<CellEditorProps, 'column' | 'value' | 'placeholder'>) {
  const { column, value } = props;
  const kind = cellKind(column);
  if (SELECT_KINDS.has(kind)) return <SelectText column={column} value={value} />;
  if (kind === 'switch') {
    const [on] = column.customValue ?? SWITCH_DEFAULT;
    return <span>{value === on ? '是' : '否'}</span>;
  }
  const text = asText(value);
  return text ? (
    <span>{text}</span>
  ) : (
    <span className="hcs-grid__placeholder">{props.placeholder ?? ''}</span>
  );
}
