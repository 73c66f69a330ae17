/** The seven fields of a Quartz cron expression (spec §3 "Cron", §5 "Cron"), in their order. */
export type CronFieldKey = 'second' | 'minute' | 'hour' | 'day' | 'month' | 'week' | 'year';

export interface CronFieldSpec {
  key: CronFieldKey;
  /** The field's Chinese name, as the builder's tab and every error message call it. */
  label: string;
  min: number;
  /** The largest value; for the year it depends on the current year (see `cronYearMax`). */
  max: number;
  /** The largest interval of `a/b`. */
  maxStep: number;
  /** Names Quartz accepts instead of numbers (JAN…DEC, SUN…SAT). */
  names?: Readonly<Record<string, number>>;
}

/** The first year the builder offers (spec §9: the years list runs from 2019). */
export const CRON_YEAR_MIN = 2019;

/** Quartz accepts years up to the current one plus 100 (spec §5: 2019-2119, written in 2019). */
export function cronYearMax(now: Date = new Date()): number {
  return now.getFullYear() + 100;
}

const MONTH_NAMES = {
  JAN: 1,
  FEB: 2,
  MAR: 3,
  APR: 4,
  MAY: 5,
  JUN: 6,
  JUL: 7,
  AUG: 8,
  SEP: 9,
  OCT: 10,
  NOV: 11,
  DEC: 12,
} as const;

/** Quartz numbers the days of the week from 1 = Sunday. */
const WEEKDAY_NAMES = { SUN: 1, MON: 2, TUE: 3, WED: 4, THU: 5, FRI: 6, SAT: 7 } as const;

/** The Chinese names of Quartz's weekdays 1 (Sunday) … 7 (Saturday). */
export const CRON_WEEKDAY_LABELS: Readonly<Record<number, string>> = {
  1: '周日',
  2: '周一',
  3: '周二',
  4: '周三',
  5: '周四',
  6: '周五',
  7: '周六',
};

/** The fields in expression order; the year's `max` is the one of `now`. */
export function cronFieldSpecs(now: Date = new Date()): readonly CronFieldSpec[] {
  return [
    { key: 'second', label: '秒', min: 0, max: 59, maxStep: 60 },
    { key: 'minute', label: '分', min: 0, max: 59, maxStep: 60 },
    { key: 'hour', label: '时', min: 0, max: 23, maxStep: 24 },
    { key: 'day', label: '日', min: 1, max: 31, maxStep: 31 },
    { key: 'month', label: '月', min: 1, max: 12, maxStep: 12, names: MONTH_NAMES },
    { key: 'week', label: '周', min: 1, max: 7, maxStep: 7, names: WEEKDAY_NAMES },
    { key: 'year', label: '年', min: CRON_YEAR_MIN, max: cronYearMax(now), maxStep: 99 },
  ];
}

export const CRON_FIELD_KEYS: readonly CronFieldKey[] = [
  'second',
  'minute',
  'hour',
  'day',
  'month',
  'week',
  'year',
];

/** Every part is * except the week, which is ? (spec §3 "Cron"). */
export const DEFAULT_CRON = '* * * * * ? *';
