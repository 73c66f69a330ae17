import { onCentreClock } from './time.ts';

/** What a date field keeps: a day (`YYYY-MM-DD`), a day and time (`YYYY-MM-DD HH:mm:ss`), or either. */
export type DateKind = 'date' | 'dateTime' | 'dateOrDateTime';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;
/** An ISO 8601 date-time as date pickers serialise it (`2000-01-01T00:00:00.000Z`), offset optional. */
const ISO =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:(?<utc>Z)|(?<sign>[+-])(?<oh>\d{2}):?(?<om>\d{2}))?$/i;

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;

type Moment = [year: number, month: number, day: number, hour: number, minute: number, second: number];

/** The numbers of the matched groups, missing ones (no time, no seconds) as 0. */
function momentOf(groups: (string | undefined)[]): Moment {
  const n = (i: number) => Number(groups[i] ?? 0);
  return [n(0), n(1), n(2), n(3), n(4), n(5)];
}

/** Whether the moment exists on the calendar and the clock (no 2000-02-30, no 25:00). */
function realMoment([y, mo, d, h, mi, s]: Moment): boolean {
  if (mo < 1 || mo > 12 || d < 1) return false;
  const days = mo === 2 && isLeap(y) ? 29 : (MONTH_DAYS[mo - 1] ?? 0);
  return d <= days && h <= 23 && mi <= 59 && s <= 59;
}

/**
 * The text a date field stores for what the client sent, or null when it is not a real date in a form
 * the field takes: `YYYY-MM-DD` (date fields), `YYYY-MM-DD HH:mm:ss` (date-time fields), or an ISO
 * date-time. An ISO date-time with an offset (`Z`, `+08:00`) is an instant: it is read on the centre's
 * clock (HCS_TIME_ZONE), so a picker at +08:00 that chose 2000-01-01 and sent
 * `1999-12-31T16:00:00.000Z` gives 2000-01-01. Without an offset it is already a wall-clock time.
 */
export function readDateInput(text: string, kind: DateKind): string | null {
  const day = DAY.exec(text);
  if (day) return kind !== 'dateTime' && realMoment(momentOf(day.slice(1))) ? text : null;
  const dayTime = DAY_TIME.exec(text);
  if (dayTime) return kind !== 'date' && realMoment(momentOf(dayTime.slice(1))) ? text : null;
  const iso = ISO.exec(text);
  if (!iso) return null;
  const moment = momentOf(iso.slice(1, 7));
  if (!realMoment(moment)) return null;
  const [y, mo, d, h, mi, s] = moment;
  const { utc, sign, oh: offsetHours, om: offsetMinutes } = iso.groups ?? {};
  let wallClock: string;
  if (utc || sign) {
    const [oh, om] = [Number(offsetHours ?? 0), Number(offsetMinutes ?? 0)];
    if (oh > 23 || om > 59) return null;
    const offset = (sign === '-' ? -1 : 1) * (oh * 60 + om);
    const instant = new Date(0);
    instant.setUTCFullYear(y, mo - 1, d);
    instant.setUTCHours(h, mi - offset, s, 0);
    wallClock = onCentreClock(instant);
  } else {
    wallClock = `${iso[1]}-${iso[2]}-${iso[3]} ${iso[4]}:${iso[5]}:${iso[6] ?? '00'}`;
  }
  return kind === 'date' ? wallClock.slice(0, 10) : wallClock;
}
