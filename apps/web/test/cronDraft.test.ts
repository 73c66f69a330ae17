import { describe, expect, it } from 'vitest';
import {
  changeField,
  defaultDrafts,
  draftFromText,
  draftsFromExpression,
  expressionOf,
  updateDraft,
} from '../src/components/cron/cronDraft.ts';

describe('the cron builder model', () => {
  it('starts from * * * * * ? * (spec §3: every part *, the week ?)', () => {
    const drafts = defaultDrafts();
    expect(expressionOf(drafts)).toBe('* * * * * ? *');
    expect(drafts.week.mode).toBe('unset');
    expect(drafts.day.mode).toBe('every');
  });

  it('the day range starts as 1-31 (spec §9)', () => {
    const drafts = defaultDrafts();
    const byRange = changeField(drafts, 'day', updateDraft(drafts.day, { mode: 'range' }));
    expect(expressionOf(byRange)).toBe('* * * 1-31 * ? *');
  });

  it('reads each field of an expression into its mode and inputs', () => {
    const drafts = draftsFromExpression('0 0/5 9-17 L-3 1,6 ? 2026-2030');
    expect(drafts).not.toBeNull();
    if (!drafts) return;
    expect(drafts.second).toMatchObject({ mode: 'list', list: [0] });
    expect(drafts.minute).toMatchObject({ mode: 'step', step: [0, 5] });
    expect(drafts.hour).toMatchObject({ mode: 'range', range: [9, 17] });
    expect(drafts.day).toMatchObject({ mode: 'beforeEnd', beforeEnd: 3 });
    expect(drafts.month).toMatchObject({ mode: 'list', list: [1, 6] });
    expect(drafts.week).toMatchObject({ mode: 'unset' });
    expect(drafts.year).toMatchObject({ mode: 'range', range: [2026, 2030] });
  });

  it.each([
    ['* * * * * ? *', { second: 'every' }],
    ['*/10 * * * * ?', { second: 'step' }],
    ['0 0 12 L * ?', { day: 'last' }],
    ['0 0 12 LW * ?', { day: 'lastWorkday' }],
    ['0 0 12 15W * ?', { day: 'nearestWorkday' }],
    ['0 0 12 ? * 6L', { week: 'lastWeekday', day: 'unset' }],
    ['0 0 12 ? * 2#3', { week: 'nthWeekday' }],
    ['0 0 12 ? * MON-FRI', { week: 'range' }],
    ['0 0 12 ? * 2/2', { week: 'step' }],
    ['0 0 12 ? * 1,7', { week: 'list' }],
    ['0 0 12 1-5,10 * ?', { day: 'custom' }],
    ['0 0 10-20/2 * * ?', { hour: 'custom' }],
    ['0 0 12 L-2W * ?', { day: 'custom' }],
  ])('%s keeps its text exactly and shows as %j', (expression, modes) => {
    const drafts = draftsFromExpression(expression);
    expect(drafts && expressionOf(drafts)).toBe(expression);
    for (const [key, mode] of Object.entries(modes)) {
      expect(drafts?.[key as keyof typeof drafts].mode, key).toBe(mode);
    }
  });

  it('refuses an invalid expression (the tabs keep what they had)', () => {
    expect(draftsFromExpression('0 0 25 * * ?')).toBeNull();
    expect(draftsFromExpression('0 0 12 * * *')).toBeNull();
  });

  it('a 6-field expression leaves the year out until the year is set', () => {
    const drafts = draftsFromExpression('0 0 12 * * ?');
    expect(drafts?.year).toMatchObject({ mode: 'every', text: '' });
    if (!drafts) return;
    expect(expressionOf(drafts)).toBe('0 0 12 * * ?');
    const withYear = changeField(
      drafts,
      'year',
      updateDraft(drafts.year, { mode: 'list', list: [2030, 2028] }),
    );
    expect(expressionOf(withYear)).toBe('0 0 12 * * ? 2028,2030');
  });

  it('switching modes keeps each mode’s inputs', () => {
    let hour = draftFromText('hour', '8-18');
    hour = updateDraft(hour, { mode: 'step' });
    expect(hour.text).toBe('0/2');
    hour = updateDraft(hour, { step: [6, 3] });
    expect(hour.text).toBe('6/3');
    hour = updateDraft(hour, { mode: 'range' });
    expect(hour.text).toBe('8-18');
    hour = updateDraft(hour, { mode: 'step' });
    expect(hour.text).toBe('6/3');
  });

  it('writes every mode’s text', () => {
    const day = draftFromText('day', '*');
    expect(updateDraft(day, { mode: 'nearestWorkday', nearestDay: 15 }).text).toBe('15W');
    expect(updateDraft(day, { mode: 'beforeEnd', beforeEnd: 5 }).text).toBe('L-5');
    expect(updateDraft(day, { mode: 'lastWorkday' }).text).toBe('LW');
    expect(updateDraft(day, { mode: 'list', list: [20, 3, 11] }).text).toBe('3,11,20');
    const week = draftFromText('week', '?');
    expect(updateDraft(week, { mode: 'lastWeekday', lastWeekday: 6 }).text).toBe('6L');
    expect(updateDraft(week, { mode: 'nthWeekday', nth: [2, 4] }).text).toBe('4#2');
  });

  it('choosing a day mode sets the week to ?, and the other way round (spec §4)', () => {
    const drafts = defaultDrafts();
    const byWeek = changeField(drafts, 'week', updateDraft(drafts.week, { mode: 'nthWeekday', nth: [1, 2] }));
    expect(expressionOf(byWeek)).toBe('* * * ? * 2#1 *');
    expect(byWeek.day.mode).toBe('unset');
    const byDay = changeField(byWeek, 'day', updateDraft(byWeek.day, { mode: 'last' }));
    expect(expressionOf(byDay)).toBe('* * * L * ? *');
    // The week's inputs are kept for when it is chosen again.
    expect(byDay.week.nth).toEqual([1, 2]);
  });

  it('setting one of day and week to 不设置 while the other is too makes the other 每', () => {
    const drafts = draftsFromExpression('0 0 12 ? * 2') ?? defaultDrafts();
    const dayUnset = changeField(drafts, 'day', updateDraft(drafts.day, { mode: 'unset' }));
    expect(expressionOf(dayUnset)).toBe('0 0 12 ? * 2');
    const weekUnset = changeField(drafts, 'week', updateDraft(drafts.week, { mode: 'unset' }));
    expect(expressionOf(weekUnset)).toBe('0 0 12 * * ?');
  });
});
