import { averageOf, sumOf } from './cellInput.ts';
import { isNumberColumn } from './cellKinds.tsx';
import type { GridLayoutColumn } from './gridLayout.ts';
import type { GridRow, GridStatistic } from './types.ts';

const WORDS: Record<GridStatistic, string> = { sum: '合计', average: '平均' };

/** Spec §9: statistics belong to number columns (inputNumber, or input/normal declared `number`). */
const statisticsOf = (layout: GridLayoutColumn): readonly GridStatistic[] => {
  const s = layout.column?.statistics;
  if (s === undefined || !layout.column || !isNumberColumn(layout.column)) return [];
  return typeof s === 'string' ? [s] : s;
};

export const hasStatistics = (columns: readonly GridLayoutColumn[]) =>
  columns.some((c) => statisticsOf(c).length > 0);

/** The sticky statistics row: sum and/or average of the number columns that ask for them. */
export function GridStatisticsRow(props: {
  columns: readonly GridLayoutColumn[];
  rows: readonly GridRow[];
  rowCount: number;
}) {
  const { columns, rows } = props;
  return (
    <tfoot className="hcs-grid__foot">
      <tr aria-rowindex={props.rowCount} className="hcs-grid__row-cells">
        {columns.map((layout, i) => {
          const kinds = statisticsOf(layout);
          const values = kinds.length ? rows.map((r) => r[layout.column?.key ?? '']) : [];
          return (
            <td
              key={layout.id}
              aria-colindex={i + 1}
              data-statistic={layout.column?.key}
              className="hcs-grid__cell hcs-grid__cell--foot"
            >
              {i === 0 && kinds.length === 0 ? '统计' : null}
              {kinds.map((kind) => (
                <div key={kind}>
                  {WORDS[kind]}：{kind === 'sum' ? sumOf(values) : averageOf(values)}
                </div>
              ))}
            </td>
          );
        })}
      </tr>
    </tfoot>
  );
}
