import { type MonthlyReportStats, snapshotCovers } from '@hcs/shared';

export interface TrendSeries {
  /** Every day of the month (DD), so a month still running shows the days still to come. */
  days: string[];
  /** Orders created / completed per day; `null` (not drawn) for the days after the snapshot. */
  created: (number | null)[];
  completed: (number | null)[];
  /** The snapshot's day (YYYY-MM-DD) when it falls before the month's last day, else null. */
  until: string | null;
}

/**
 * The daily trend as the chart draws it: a day after the snapshot was taken has not happened yet (or
 * was not counted), so it is left out rather than drawn as zero.
 */
export function trendSeries(stats: Pick<MonthlyReportStats, 'trend' | 'generatedAt'>): TrendSeries {
  const snapshotDay = stats.generatedAt.slice(0, 10);
  const known = (date: string) => snapshotCovers(stats, date);
  const last = stats.trend.at(-1)?.date;
  return {
    days: stats.trend.map((d) => d.date.slice(8)),
    created: stats.trend.map((d) => (known(d.date) ? d.created : null)),
    completed: stats.trend.map((d) => (known(d.date) ? d.completed : null)),
    until:
      last !== undefined && snapshotDay < last && snapshotDay >= (stats.trend[0]?.date ?? '')
        ? snapshotDay
        : null,
  };
}
