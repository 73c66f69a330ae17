import type { GridColumn, GridRow } from '../components/grid/index.ts';

export const BENCH_ROW_COUNT = 10_000;
export const BENCH_COLUMN_COUNT = 20;

/** 20 value columns: two of text for every one of numbers, as the gallery's big grid. */
export const BENCH_COLUMNS: readonly GridColumn[] = Array.from(
  { length: BENCH_COLUMN_COUNT },
  (_, i): GridColumn => ({
    key: `c${i}`,
    title: `列${i + 1}`,
    type: i % 3 === 1 ? 'inputNumber' : 'input',
  }),
);

export function benchRows(count = BENCH_ROW_COUNT): GridRow[] {
  return Array.from({ length: count }, (_, r) => {
    const row: GridRow = { id: String(r + 1) };
    BENCH_COLUMNS.forEach((column, c) => {
      row[column.key] = column.type === 'inputNumber' ? r * c : `R${r + 1}C${c + 1}`;
    });
    return row;
  });
}
