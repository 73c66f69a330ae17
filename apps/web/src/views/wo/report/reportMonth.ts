/** `2026-11` → 2026年11月. */
export const monthText = (month: string) => `${month.slice(0, 4)}年${Number(month.slice(5, 7))}月`;

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Whether the month (YYYY-MM) is still running (or yet to come) by `now`, the user's clock, and its last
 * day (YYYY-MM-DD): a report of such a month holds only the days so far.
 */
export function monthNotOver(month: string, now: Date = new Date()): { notOver: boolean; lastDay: string } {
  const year = Number(month.slice(0, 4));
  const m = Number(month.slice(5, 7));
  const lastDay = `${month}-${pad(new Date(year, m, 0).getDate())}`;
  const today = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  return { notOver: today <= lastDay, lastDay };
}
