import { cellKind } from '../cellKinds.tsx';
import type { CellEditorProps } from './cellProps.ts';

/** The editing control of one value cell: its kind's editor (cellKinds.tsx). */
export function CellEditor(props: CellEditorProps) {
  return cellKind(props.column).editor(props);
}
