import { cellKind } from '../cellKinds.tsx';
import type { CellEditorProps } from './cellProps.ts';

/** A value cell shown as its kind's reader has it: alwaysEdit off, until the cell is clicked. */
export function ReadCell(props: Pick<CellEditorProps, 'column' | 'value' | 'placeholder'>) {
  const read = cellKind(props.column).reader(props.column, props.value);
  if (typeof read !== 'string') return read;
  return read ? (
    <span>{read}</span>
  ) : (
    <span className="hcs-grid__placeholder">{props.placeholder ?? ''}</span>
  );
}
