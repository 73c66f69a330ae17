import { describe, expect, it } from 'vitest';
import {
  CronExpressionError,
  cronError,
  cronFieldSpec,
  DEFAULT_CRON,
  expandCronTerms,
  formatRunTime,
  nextRunDates,
  nextRuns,
  parseCron,
  parseCronField,
} from '../src/cron/index.ts';

/**
 * Every expected time below was read off a calendar of 2026-2028 by hand (1 January 2026 is a
 * Thursday). Start and results are local times, so the assertions hold in any time zone; the times
 * chosen avoid the small hours when clocks change.
 */
const FROM = new Date(2026, 0, 1, 10, 30, 0); // 2026-01-01 10:30:00, a Thursday

const cases: Array<[expression: string, expected: string[]]> = [
  // Every second, every minute, steps and lists of seconds and minutes.
  ['* * * * * ?', ['2026-01-01 10:30:01', '2026-01-01 10:30:02', '2026-01-01 10:30:03']],
  ['0 * * * * ?', ['2026-01-01 10:31:00', '2026-01-01 10:32:00', '2026-01-01 10:33:00']],
  [
    '*/15 * * * * ?',
    ['2026-01-01 10:30:15', '2026-01-01 10:30:30', '2026-01-01 10:30:45', '2026-01-01 10:31:00'],
  ],
  [
    '5/20 * * * * ?',
    ['2026-01-01 10:30:05', '2026-01-01 10:30:25', '2026-01-01 10:30:45', '2026-01-01 10:31:05'],
  ],
  ['0 0/20 * * * ?', ['2026-01-01 10:40:00', '2026-01-01 11:00:00', '2026-01-01 11:20:00']],
  // A list of minutes within a range of hours.
  [
    '0 15,45 9-11 * * ?',
    ['2026-01-01 10:45:00', '2026-01-01 11:15:00', '2026-01-01 11:45:00', '2026-01-02 09:15:00'],
  ],
  // A range of hours with a step: 8, 12, 16.
  ['30 10 8-18/4 * * ?', ['2026-01-01 12:10:30', '2026-01-01 16:10:30', '2026-01-02 08:10:30']],
  // A range that wraps past midnight: 22, 23, 0, 1, 2.
  [
    '0 0 22-2 * * ?',
    [
      '2026-01-01 22:00:00',
      '2026-01-01 23:00:00',
      '2026-01-02 00:00:00',
      '2026-01-02 01:00:00',
      '2026-01-02 02:00:00',
      '2026-01-02 22:00:00',
    ],
  ],
  ['0 0 12 * * ?', ['2026-01-01 12:00:00', '2026-01-02 12:00:00', '2026-01-03 12:00:00']],
  // A run exactly at the start is not "next".
  ['0 30 10 * * ?', ['2026-01-02 10:30:00', '2026-01-03 10:30:00']],
  // Week days, Quartz numbering (1 = Sunday … 7 = Saturday): Monday to Friday.
  [
    '0 0 12 ? * 2-6',
    ['2026-01-01 12:00:00', '2026-01-02 12:00:00', '2026-01-05 12:00:00', '2026-01-06 12:00:00'],
  ],
  [
    '0 0 9 ? * MON,WED,FRI',
    ['2026-01-02 09:00:00', '2026-01-05 09:00:00', '2026-01-07 09:00:00', '2026-01-09 09:00:00'],
  ],
  ['0 0 9 ? * 1', ['2026-01-04 09:00:00', '2026-01-11 09:00:00', '2026-01-18 09:00:00']],
  ['0 0 9 ? * 7', ['2026-01-03 09:00:00', '2026-01-10 09:00:00', '2026-01-17 09:00:00']],
  // L alone in the week is 7, Saturday.
  ['0 0 9 ? * L', ['2026-01-03 09:00:00', '2026-01-10 09:00:00', '2026-01-17 09:00:00']],
  // From Monday every 3 days of the week: Monday and Thursday.
  ['0 0 9 ? * 2/3', ['2026-01-05 09:00:00', '2026-01-08 09:00:00', '2026-01-12 09:00:00']],
  // Every other weekday from Sunday: Sunday, Tuesday, Thursday, Saturday.
  [
    '0 0 9 ? * */2',
    ['2026-01-03 09:00:00', '2026-01-04 09:00:00', '2026-01-06 09:00:00', '2026-01-08 09:00:00'],
  ],
  // L: the last day of the month.
  [
    '0 0 12 L * ?',
    ['2026-01-31 12:00:00', '2026-02-28 12:00:00', '2026-03-31 12:00:00', '2026-04-30 12:00:00'],
  ],
  // LW: the last workday (31 Jan and 28 Feb are Saturdays, 31 May a Sunday).
  [
    '0 0 12 LW * ?',
    [
      '2026-01-30 12:00:00',
      '2026-02-27 12:00:00',
      '2026-03-31 12:00:00',
      '2026-04-30 12:00:00',
      '2026-05-29 12:00:00',
    ],
  ],
  // 15W: 15 Feb and 15 Mar are Sundays, so the Monday after.
  [
    '0 0 12 15W * ?',
    ['2026-01-15 12:00:00', '2026-02-16 12:00:00', '2026-03-16 12:00:00', '2026-04-15 12:00:00'],
  ],
  // 1W: never back into the month before (1 Feb and 1 Mar are Sundays).
  [
    '0 0 12 1W * ?',
    [
      '2026-01-01 12:00:00',
      '2026-02-02 12:00:00',
      '2026-03-02 12:00:00',
      '2026-04-01 12:00:00',
      '2026-05-01 12:00:00',
      '2026-06-01 12:00:00',
    ],
  ],
  // 31W: months without a 31st are skipped; 31 May is a Sunday and the month's last day, so Friday 29.
  [
    '0 0 12 31W * ?',
    [
      '2026-01-30 12:00:00',
      '2026-03-31 12:00:00',
      '2026-05-29 12:00:00',
      '2026-07-31 12:00:00',
      '2026-08-31 12:00:00',
    ],
  ],
  // L-3: three days before the month's last day (croner lacks it).
  [
    '0 0 12 L-3 * ?',
    ['2026-01-28 12:00:00', '2026-02-25 12:00:00', '2026-03-28 12:00:00', '2026-04-27 12:00:00'],
  ],
  // L-1W: the workday nearest the second-last day (30 May is a Saturday).
  [
    '0 0 12 L-1W * ?',
    [
      '2026-01-30 12:00:00',
      '2026-02-27 12:00:00',
      '2026-03-30 12:00:00',
      '2026-04-29 12:00:00',
      '2026-05-29 12:00:00',
    ],
  ],
  // L-3 in February only: 2028 is a leap year.
  ['0 0 12 L-3 2 ?', ['2026-02-25 12:00:00', '2027-02-25 12:00:00', '2028-02-26 12:00:00']],
  // Several times a day on an L-n day, starting part-way through the first one.
  [
    '0 0 9,18 L-30 1 ?',
    ['2026-01-01 18:00:00', '2027-01-01 09:00:00', '2027-01-01 18:00:00', '2028-01-01 09:00:00'],
  ],
  // 6L: the last Friday of the month.
  [
    '0 0 12 ? * 6L',
    ['2026-01-30 12:00:00', '2026-02-27 12:00:00', '2026-03-27 12:00:00', '2026-04-24 12:00:00'],
  ],
  // 2#1: the first Monday.
  [
    '0 0 12 ? * 2#1',
    ['2026-01-05 12:00:00', '2026-02-02 12:00:00', '2026-03-02 12:00:00', '2026-04-06 12:00:00'],
  ],
  // FRI#2 in lower case: the second Friday.
  ['0 0 12 ? * fri#2', ['2026-01-09 12:00:00', '2026-02-13 12:00:00', '2026-03-13 12:00:00']],
  // 2#5: months with a fifth Monday only.
  [
    '0 0 12 ? * 2#5',
    ['2026-03-30 12:00:00', '2026-06-29 12:00:00', '2026-08-31 12:00:00', '2026-11-30 12:00:00'],
  ],
  // Days of the month: a range and a value, then a step from the 1st.
  [
    '0 0 12 5-7,20 * ?',
    [
      '2026-01-05 12:00:00',
      '2026-01-06 12:00:00',
      '2026-01-07 12:00:00',
      '2026-01-20 12:00:00',
      '2026-02-05 12:00:00',
    ],
  ],
  [
    '0 0 12 1/10 * ?',
    [
      '2026-01-01 12:00:00',
      '2026-01-11 12:00:00',
      '2026-01-21 12:00:00',
      '2026-01-31 12:00:00',
      '2026-02-01 12:00:00',
    ],
  ],
  // A range of days that wraps past the month's end: 28 … 31, 1, 2.
  [
    '0 0 12 28-2 * ?',
    [
      '2026-01-01 12:00:00',
      '2026-01-02 12:00:00',
      '2026-01-28 12:00:00',
      '2026-01-29 12:00:00',
      '2026-01-30 12:00:00',
      '2026-01-31 12:00:00',
      '2026-02-01 12:00:00',
    ],
  ],
  // Months: a step, names, and a range over the year's end.
  [
    '0 0 0 1 */3 ?',
    ['2026-04-01 00:00:00', '2026-07-01 00:00:00', '2026-10-01 00:00:00', '2027-01-01 00:00:00'],
  ],
  ['0 0 0 1 JAN,JUL ?', ['2026-07-01 00:00:00', '2027-01-01 00:00:00', '2027-07-01 00:00:00']],
  [
    '0 0 0 1 11-2 ?',
    ['2026-02-01 00:00:00', '2026-11-01 00:00:00', '2026-12-01 00:00:00', '2027-01-01 00:00:00'],
  ],
  // The year is ignored by the preview (spec §9), whatever it says.
  ['0 0 12 * * ? 2030', ['2026-01-01 12:00:00', '2026-01-02 12:00:00', '2026-01-03 12:00:00']],
  [
    '0 0 10,14 ? * 2-6 2027-2028',
    ['2026-01-01 14:00:00', '2026-01-02 10:00:00', '2026-01-02 14:00:00', '2026-01-05 10:00:00'],
  ],
  ['0 0 12 29 2 ?', ['2028-02-29 12:00:00', '2032-02-29 12:00:00']],
];

describe('nextRuns: the next run times of a Quartz expression', () => {
  it.each(cases)('%s', async (expression, expected) => {
    expect(await nextRuns(expression, expected.length, FROM)).toEqual(expected);
  });

  it('has more than 30 hand-checked expressions', () => {
    expect(cases.length).toBeGreaterThanOrEqual(30);
  });

  it('gives 10 by default, one second apart for the default expression', async () => {
    const runs = await nextRuns(DEFAULT_CRON, undefined, FROM);
    expect(runs).toHaveLength(10);
    expect(runs[0]).toBe('2026-01-01 10:30:01');
    expect(runs[9]).toBe('2026-01-01 10:30:10');
  });

  it('1W in a month starting on a Saturday moves forward to Monday the 3rd', async () => {
    expect(await nextRuns('0 0 12 1W * ?', 1, new Date(2026, 6, 15))).toEqual(['2026-08-03 12:00:00']);
  });

  it('6 and 7 fields give the same runs', async () => {
    expect(await nextRuns('0 0 12 * * ?', 5, FROM)).toEqual(await nextRuns('0 0 12 * * ? *', 5, FROM));
  });

  it('gives fewer or none when the expression stops firing', async () => {
    expect(await nextRuns('0 0 12 30 2 ?', 10, FROM)).toEqual([]);
    expect(await nextRuns('0 0 12 L-29 2 ?', 10, FROM)).toEqual([]);
    expect(await nextRuns('0 0 12 * * ?', 0, FROM)).toEqual([]);
  });

  it('returns dates, the same instants as the formatted texts', async () => {
    const dates = await nextRunDates('0 0 12 L * ?', 2, FROM);
    expect(dates.map(formatRunTime)).toEqual(['2026-01-31 12:00:00', '2026-02-28 12:00:00']);
    expect(dates[0]).toEqual(new Date(2026, 0, 31, 12, 0, 0));
  });

  it('formats with zero padding in the local time zone', () => {
    expect(formatRunTime(new Date(2026, 2, 4, 5, 6, 7))).toBe('2026-03-04 05:06:07');
  });
});

const refused: Array<[expression: string, message: string]> = [
  ['', '请输入Cron表达式'],
  ['   ', '请输入Cron表达式'],
  ['* * * * *', 'Cron表达式应有6或7个以空格分隔的部分（秒 分 时 日 月 周 年），当前有5个'],
  ['* * * * * ? * *', '当前有8个'],
  ['60 * * * * ?', '秒的取值应在0-59之间，“60”超出范围'],
  ['* 60 * * * ?', '分的取值应在0-59之间'],
  ['* * 24 * * ?', '时的取值应在0-23之间'],
  ['* * * 0 * ?', '日的取值应在1-31之间'],
  ['* * * 32 * ?', '日的取值应在1-31之间'],
  ['* * * * 13 ?', '月的取值应在1-12之间'],
  ['* * * ? * 0', '周的取值应在1-7之间'],
  ['* * * ? * 8', '周的取值应在1-7之间'],
  ['0 0 12 * * ? 2018', '年的取值应在2019-2126之间，“2018”超出范围'],
  ['0 0 12 * * ? 2127', '年的取值应在2019-2126之间'],
  ['0 0 12 * * ? 2030-2025', '年的范围开始不能大于结束'],
  ['* * * * * *', '日和周不能同时指定，其中一个必须为“?”'],
  ['0 0 12 5 * 2', '日和周不能同时指定'],
  ['* * * ? * ?', '日和周不能同时为“?”'],
  ['? * * * * *', '“?”只能用在日或周，不能用在秒'],
  ['0 0 12 ?,5 * *', '日的“?”必须单独使用'],
  ['0 0/0 * * * ?', '分的间隔应在1-60之间，“0”不符合'],
  ['0 0/61 * * * ?', '分的间隔应在1-60之间'],
  ['0 0 0/25 * * ?', '时的间隔应在1-24之间'],
  ['0 0 12 ? * 1/8', '周的间隔应在1-7之间'],
  ['0 0 12 ? * 2#6', '周的“#”后应为1-5（第几个）'],
  ['0 0 12 ? * 2#0', '周的“#”后应为1-5'],
  ['0 0 12 ? * 8#1', '周的取值应在1-7之间'],
  ['0 0 12 ? * 2L,3', '周的“L”“#”只能单独使用'],
  ['0 0 12 ? * MON#2,WED', '周的“L”“#”只能单独使用'],
  ['0 0 12 L-31 * ?', '日的“L-n”中n应在1-30之间'],
  ['0 0 12 LW,5 * ?', '日的“L”“W”只能单独使用'],
  ['0 0 12 1-5W * ?', '日的“L”“W”只能单独使用'],
  ['0 0 12 32W * ?', '日的取值应在1-31之间'],
  ['0 0 L * * ?', '“L”只能用在日或周，不能用在时'],
  ['0 0 12 * 5W ?', '“W”只能用在日，不能用在月'],
  ['0 0 12 2#1 * ?', '“#”只能用在周，不能用在日'],
  ['0 0 12 * JUX ?', '月的值“JUX”无法识别'],
  ['a * * * * ?', '秒的值“A”无法识别'],
  ['1,,2 * * * * ?', '秒中有空的值'],
  ['*,5 * * * * ?', '秒的“*”必须单独使用'],
  ['-5 * * * * ?', '秒的范围“-5”无法识别'],
  ['1-2-3 * * * * ?', '秒的范围“1-2-3”无法识别'],
  ['1/2/3 * * * * ?', '秒的值“1/2/3”无法识别'],
];

describe('invalid expressions are refused with a Chinese reason', () => {
  const now = new Date(2026, 5, 1);
  it.each(refused)('%j', async (expression, message) => {
    expect(cronError(expression, { now })).toContain(message);
    await expect(nextRuns(expression, 10, now)).rejects.toThrow(CronExpressionError);
  });

  it('names the field at fault', () => {
    expect(parseCron('0 0 25 * * ?')).toMatchObject({ ok: false, field: 'hour' });
    expect(parseCron('0 0 12 * * *')).toMatchObject({ ok: false, field: 'week' });
  });

  it('the year limit follows the current year plus 100 (Quartz; spec §5 says 2119 as of 2019)', () => {
    expect(cronError('0 0 12 * * ? 2119', { now: new Date(2019, 0, 1) })).toBeNull();
    expect(cronError('0 0 12 * * ? 2120', { now: new Date(2019, 0, 1) })).toContain('2019-2119');
  });
});

describe('parseCron reads the fields into terms', () => {
  it('keeps the text and whether a year was given', () => {
    const parsed = parseCron('  0  0/5 9-17 ? * 2-6  ');
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.cron.expression).toBe('0 0/5 9-17 ? * 2-6');
    expect(parsed.cron.hasYear).toBe(false);
    expect(parsed.cron.fields.minute.terms).toEqual([{ kind: 'step', start: 0, step: 5 }]);
    expect(parsed.cron.fields.hour.terms).toEqual([{ kind: 'range', from: 9, to: 17, step: null }]);
    expect(parsed.cron.fields.day.terms).toEqual([{ kind: 'unset' }]);
  });

  it('reads the special day and week forms', () => {
    const terms = (key: Parameters<typeof parseCronField>[0], text: string) => {
      const parsed = parseCronField(key, text);
      return parsed.ok ? parsed.terms : parsed.error;
    };
    expect(terms('day', 'L')).toEqual([{ kind: 'lastDay', offset: 0, workday: false }]);
    expect(terms('day', 'LW')).toEqual([{ kind: 'lastDay', offset: 0, workday: true }]);
    expect(terms('day', 'L-5')).toEqual([{ kind: 'lastDay', offset: 5, workday: false }]);
    expect(terms('day', '15W')).toEqual([{ kind: 'nearestWorkday', day: 15 }]);
    expect(terms('week', '6L')).toEqual([{ kind: 'lastWeekday', weekday: 6 }]);
    expect(terms('week', 'FRIL')).toEqual([{ kind: 'lastWeekday', weekday: 6 }]);
    expect(terms('week', '2#3')).toEqual([{ kind: 'nthWeekday', weekday: 2, nth: 3 }]);
    expect(terms('week', 'L')).toEqual([{ kind: 'value', value: 7 }]);
    expect(terms('second', '*/5')).toEqual([{ kind: 'step', start: null, step: 5 }]);
    expect(terms('second', '1,3-4,10-20/5')).toEqual([
      { kind: 'value', value: 1 },
      { kind: 'range', from: 3, to: 4, step: null },
      { kind: 'range', from: 10, to: 20, step: 5 },
    ]);
    expect(terms('hour', '')).toBe('请填写时');
    expect(terms('hour', '1, 2')).toBe('时的值不能包含空格');
  });

  it('expands value, range and step terms the way Quartz counts them', () => {
    const expand = (key: Parameters<typeof parseCronField>[0], text: string) => {
      const parsed = parseCronField(key, text);
      if (!parsed.ok) throw new Error(parsed.error);
      return expandCronTerms(parsed.terms, cronFieldSpec(key));
    };
    expect(expand('hour', '22-2')).toEqual([0, 1, 2, 22, 23]);
    expect(expand('hour', '20-4/3')).toEqual([2, 20, 23]);
    expect(expand('day', '1/10')).toEqual([1, 11, 21, 31]);
    expect(expand('week', 'SAT-MON')).toEqual([1, 2, 7]);
    expect(expand('month', '*/4')).toEqual([1, 5, 9]);
    expect(expand('minute', '*')).toBeNull();
  });
});
