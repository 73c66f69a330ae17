import { cellKind, columnWidth, fixedWidth } from './cellKinds.tsx';
import type { GridColumn } from './types.ts';

export type GridLayoutKind = 'selection' | 'subTable' | 'rowNumber' | 'expand' | 'dragSort' | 'value';

/** A drawn column: a value column or one of the row's controls. */
export interface GridLayoutColumn {
  id: string;
  kind: GridLayoutKind;
  title: string;
  /** Its width; a sharing column's floor. */
  width: number;
  /** No width of its own: takes an equal share of the grid's width (columnWidths). */
  shares: boolean;
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
      shares: false,
      disabled: false,
    });
  if (subTable)
    drawn.push({
      id: '$subTable',
      kind: 'subTable',
      title: '子表',
      width: SELECTION_WIDTH,
      shares: false,
      disabled: false,
    });
  for (const column of columns) {
    const { role } = cellKind(column);
    if (role === 'hidden') continue;
    const { hidden, disabled } = access(column);
    if (hidden) continue;
    drawn.push({
      id: column.key,
      kind: role,
      title: column.title,
      width: columnWidth(column),
      shares: fixedWidth(column) === undefined,
      disabled: disabled || Boolean(column.disabled),
      column,
    });
  }
  return drawn;
}

/** Spec §9: the columns without a width of their own divide this part of the grid's visible width. */
export const SHARED_PART = 0.92;

/**
 * The drawn widths: what is left of 92% of the visible width after the columns with widths of their own,
 * divided equally among the others, never under their floor. Unmeasured (0): the floors.
 */
export function columnWidths(columns: readonly GridLayoutColumn[], visibleWidth: number): number[] {
  let sharing = 0;
  let fixed = 0;
  for (const c of columns) {
    if (c.shares) sharing++;
    else fixed += c.width;
  }
  if (sharing === 0 || visibleWidth <= 0) return columns.map((c) => c.width);
  const share = Math.floor((visibleWidth * SHARED_PART - fixed) / sharing);
  return columns.map((c) => (c.shares ? Math.max(c.width, share) : c.width));
}
