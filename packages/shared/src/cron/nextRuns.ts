import type { Cron as CronJob, CronOptions } from 'croner';
import type { CronFieldKey } from './fields.ts';
import { formatRunTime } from './formatRunTime.ts';
import { type CronTerm, cronFieldSpec, expandCronTerms, parseCron, type QuartzCron } from './parse.ts';

/**
 * Quartz's reading of numbers: without `alternativeWeekdays` croner takes 1 for Monday (Quartz: Sunday);
 * `sloppyRanges` lets it read `a/b`. The year is left out (the preview ignores it, spec §9).
 */
const CRONER_OPTIONS: CronOptions = { sloppyRanges: true, alternativeWeekdays: true, mode: '6-part' };

type CronConstructor = typeof CronJob;

/**
 * croner is loaded on first use: the web app's first load carries the shared package, and croner (the
 * bulk of the cron code) then stays out of it until the builder previews something.
 */
const loadCron = async (): Promise<CronConstructor> => (await import('croner')).Cron;

/** Months searched for an `L-n` day before giving up (it may never fall in the chosen months). */
const MONTHS_SEARCHED = 1200;

/** An expression Quartz refuses; the message is the Chinese text to show. */
export class CronExpressionError extends Error {
  override name = 'CronExpressionError';
}

/** value/range/step terms as the explicit list croner reads the same way (wrapped ranges included). */
function listPart(cron: QuartzCron, key: CronFieldKey): string {
  const values = expandCronTerms(cron.fields[key].terms, cronFieldSpec(key));
  return values === null ? '*' : values.join(',');
}

function dayPart(cron: QuartzCron): string {
  const term = cron.fields.day.terms[0];
  if (term?.kind === 'lastDay') return term.workday ? 'LW' : 'L';
  if (term?.kind === 'nearestWorkday') return `${term.day}W`;
  return listPart(cron, 'day');
}

function weekPart(cron: QuartzCron): string {
  const term = cron.fields.week.terms[0];
  if (term?.kind === 'lastWeekday') return `${term.weekday}L`;
  if (term?.kind === 'nthWeekday') return `${term.weekday}#${term.nth}`;
  return listPart(cron, 'week');
}

/** Seconds, minutes and hours as croner reads them; what remains chooses the days. */
const timeOfDay = (cron: QuartzCron) =>
  `${listPart(cron, 'second')} ${listPart(cron, 'minute')} ${listPart(cron, 'hour')}`;

const daysInMonth = (year: number, month: number) => new Date(year, month, 0).getDate();

/** Quartz's `W`: a Saturday moves to Friday, a Sunday to Monday, never out of the month. */
function nearestWorkday(year: number, month: number, day: number): number {
  const weekday = new Date(year, month - 1, day).getDay();
  if (weekday === 6) return day === 1 ? 3 : day - 1;
  if (weekday === 0) return day === daysInMonth(year, month) ? day - 2 : day + 1;
  return day;
}

/**
 * `L-n` (n days before the month's last day, with `W` the workday nearest to it), which croner lacks:
 * the day of each chosen month is computed here, its times within that day by croner.
 */
function runsBeforeMonthEnd(
  Cron: CronConstructor,
  cron: QuartzCron,
  term: Extract<CronTerm, { kind: 'lastDay' }>,
  count: number,
  from: Date,
): Date[] {
  const months = expandCronTerms(cron.fields.month.terms, cronFieldSpec('month'));
  const times = new Cron(`${timeOfDay(cron)} * * *`, CRONER_OPTIONS);
  const runs: Date[] = [];
  let year = from.getFullYear();
  let month = from.getMonth() + 1;
  for (let searched = 0; searched < MONTHS_SEARCHED && runs.length < count; searched++) {
    const lastDay = daysInMonth(year, month) - term.offset;
    if ((months === null || months.includes(month)) && lastDay >= 1) {
      const day = term.workday ? nearestWorkday(year, month, lastDay) : lastDay;
      const start = new Date(year, month - 1, day);
      const end = new Date(year, month - 1, day + 1);
      let cursor = from > start ? from : new Date(start.getTime() - 1000);
      while (runs.length < count) {
        const next = times.nextRun(cursor);
        if (!next || next >= end) break;
        runs.push(next);
        cursor = next;
      }
    }
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return runs;
}

/**
 * The next `count` run times of a Quartz expression strictly after `from`, in the local time zone; the
 * year field is ignored (spec §9). Fewer come back when the expression stops firing (e.g. 30 February).
 * Rejects with a CronExpressionError carrying the Chinese reason when the expression is invalid.
 */
export async function nextRunDates(expression: string, count = 10, from: Date = new Date()): Promise<Date[]> {
  const parsed = parseCron(expression, { now: from });
  if (!parsed.ok) throw new CronExpressionError(parsed.error);
  const { cron } = parsed;
  if (count <= 0) return [];
  const Cron = await loadCron();
  const day = cron.fields.day.terms[0];
  if (day?.kind === 'lastDay' && day.offset > 0) return runsBeforeMonthEnd(Cron, cron, day, count, from);
  const pattern = `${timeOfDay(cron)} ${dayPart(cron)} ${listPart(cron, 'month')} ${weekPart(cron)}`;
  return new Cron(pattern, CRONER_OPTIONS).nextRuns(count, from);
}

/** `nextRunDates` formatted yyyy-MM-dd HH:mm:ss, as the builder's preview lists them. */
export async function nextRuns(expression: string, count = 10, from: Date = new Date()): Promise<string[]> {
  return (await nextRunDates(expression, count, from)).map(formatRunTime);
}
