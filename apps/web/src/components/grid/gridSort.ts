import type { GridRow } from './types.ts';

export type GridSortOrder = 'ascending' | 'descending';

/** The column the displayed rows are sorted by (a `sorter` column's header). */
export interface GridSort {
  key: string;
  order: GridSortOrder;
}

/** Shown by the move controls while the rows are sorted. */
export const MOVE_LOCKED = '排序时不能移动';

/** A header click: ascending, then descending, then unsorted; another column starts ascending. */
export function nextSort(current: GridSort | null, key: string): GridSort | null {
  if (current?.key !== key) return { key, order: 'ascending' };
  return current.order === 'ascending' ? { key, order: 'descending' } : null;
}

const collator = new Intl.Collator('zh-CN');

const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

function asNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

/** Numbers (and number texts) by value, other values as Chinese text; empty cells come last either way. */
export function compareCells(a: unknown, b: unknown, order: GridSortOrder = 'ascending'): number {
  if (isEmpty(a) || isEmpty(b)) return Number(isEmpty(a)) - Number(isEmpty(b));
  const x = asNumber(a);
  const y = asNumber(b);
  const result = x !== null && y !== null ? x - y : collator.compare(String(a), String(b));
  return order === 'ascending' ? result : -result;
}

/** The row positions in sorted order (a stable sort: equal cells keep the rows' own order). */
export function sortedOrder(rows: readonly GridRow[], sort: GridSort): number[] {
  const values = rows.map((row) => row[sort.key]);
  return values.map((_, i) => i).sort((i, j) => compareCells(values[i], values[j], sort.order));
}
