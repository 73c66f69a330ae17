import { useRef } from 'react';
import { type GridSort, sortedOrder } from './gridSort.ts';
import { sameIds } from './rowOps.ts';
import type { GridRow } from './types.ts';

interface Sorted {
  sort: GridSort;
  order: number[];
  /** The rows `shown` was taken from; the order is taken again only when rows come, go or move. */
  rows: readonly GridRow[];
  shown: GridRow[];
}

/**
 * The rows in the displayed order; the grid's own order is untouched. The order is taken when the sort
 * is chosen and when rows are added or removed, not on every edit: a row does not run away from the
 * cell being typed in (and a keystroke in a sorted 10,000-row grid pays for no sort).
 */
export function useSortedRows(rows: GridRow[], sort: GridSort | null): GridRow[] {
  const cache = useRef<Sorted | null>(null);
  if (!sort) {
    cache.current = null;
    return rows;
  }
  let current = cache.current;
  if (!current || current.sort !== sort || !sameIds(current.rows, rows)) {
    const order = sortedOrder(rows, sort);
    current = { sort, order, rows, shown: order.map((i) => rows[i] as GridRow) };
    cache.current = current;
  } else if (current.rows !== rows) {
    const fresh = rows;
    current = { ...current, rows, shown: current.order.map((i) => fresh[i] as GridRow) };
    cache.current = current;
  }
  return current.shown;
}
