import { cellKind, columnWidth } from './columns.ts';
import type { GridColumn } from './types.ts';

export type GridLayoutKind = 'selection' | 'subTable' | 'rowNumber' | 'expand' | 'dragSort' | 'value';

/** A drawn column: a value column or one of the row's controls. */
export interface GridLayoutColumn {
  id: string;
  kind: GridLayoutKind;
  title: string;
  width: number;
  disabled: boolean;
  column?: GridColumn;
}

export const SELECTION_WIDTH = 60;

/**
 * The drawn columns in order: the selection box first, then the sub-table (子表) button when the grid
 * has sub-tables, then the declared ones (hidden ones dropped).
 */
export function layoutColumns(
  columns: readonly GridColumn[],
  selection: 'checkbox' | 'radio' | undefined,
  access: (column: GridColumn) => { hidden: boolean; disabled: boolean },
  subTable = false,
): GridLayoutColumn[] {
  const drawn: GridLayoutColumn[] = [];
  if (selection)
    drawn.push({
      id: '$selection',
      kind: 'selection',
      title: '选择',
      width: SELECTION_WIDTH,
      disabled: false,
    });
  if (subTable)
    drawn.push({ id: '$subTable', kind: 'subTable', title: '子表', width: SELECTION_WIDTH, disabled: false });
  for (const column of columns) {
    const kind = cellKind(column);
    if (kind === 'hidden') continue;
    const { hidden, disabled } = access(column);
    if (hidden) continue;
    const control = kind === 'rowNumber' || kind === 'expand' || kind === 'dragSort';
    drawn.push({
      id: column.key,
      kind: control ? kind : 'value',
      title: column.title,
      width: columnWidth(column),
      disabled: disabled || Boolean(column.disabled),
      column,
    });
  }
  return drawn;
}
