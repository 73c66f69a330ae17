import { shorten } from '../../../utils/shorten.ts';
import { useDictLabels } from '../../dict/dictLabels.ts';
import { cellKind, ellipsisLength, SWITCH_DEFAULT } from '../columns.ts';
import type { GridColumn } from '../types.ts';
import { asText, type CellEditorProps, splitComma } from './cellProps.ts';
import { labelDict } from './cellSearch.ts';
import { useCellOptions } from './SelectCell.tsx';

const SELECT_KINDS = new Set(['select', 'selectSearch', 'selectMultiple', 'selectAsync', 'radio']);

function SelectText(props: Pick<CellEditorProps, 'column' | 'value'>) {
  const options = useCellOptions(props);
  const values = splitComma(props.value);
  const labelOf = useDictLabels(labelDict(props.column), values);
  const texts = values.map((v) => options.find((o) => o.value === v)?.label ?? labelOf(v) ?? v);
  return <span>{texts.join(',')}</span>;
}

/** Whether a kind's text comes from its options (a dictionary that may still be loading). */
export const showsOptionText = (column: GridColumn) => SELECT_KINDS.has(cellKind(column));

/** The text of a value of any kind but the option kinds: a switch's 是/否, a normal cell's cut text, or the value. */
export function plainText(column: GridColumn, value: unknown): string {
  const kind = cellKind(column);
  if (kind === 'normal') return shorten(asText(value), ellipsisLength(column));
  if (kind === 'switch') {
    const [on] = column.customValue ?? SWITCH_DEFAULT;
    return value === on ? '是' : '否';
  }
  return asText(value);
}

/** A value cell shown as text: the grid with alwaysEdit off, until the cell is clicked. */
export function ReadCell(props: Pick<CellEditorProps, 'column' | 'value' | 'placeholder'>) {
  const { column, value } = props;
  if (showsOptionText(column)) return <SelectText column={column} value={value} />;
  const text = plainText(column, value);
  return text ? (
    <span>{text}</span>
  ) : (
    <span className="hcs-grid__placeholder">{props.placeholder ?? ''}</span>
  );
}
