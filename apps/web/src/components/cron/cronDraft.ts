import {
  CRON_FIELD_KEYS,
  CRON_YEAR_MIN,
  type CronFieldKey,
  type CronTerm,
  cronFieldSpec,
  parseCron,
  parseCronField,
} from '@hcs/shared';

/**
 * How one field of the builder is set (spec §4 "Cron editor"): every, range (周期 a-b), increment
 * (从 a 开始每 b, `a/b`), a list (指定), and the day's and week's special forms. `custom` is a field
 * typed into the expression that none of these can show (e.g. `1-5,10`); it is kept as typed.
 */
export type CronMode =
  | 'every'
  | 'unset'
  | 'range'
  | 'step'
  | 'list'
  | 'last'
  | 'lastWorkday'
  | 'nearestWorkday'
  | 'beforeEnd'
  | 'lastWeekday'
  | 'nthWeekday'
  | 'custom';

/** One field as the builder holds it: the chosen mode, its text, and every mode's inputs (kept while switching). */
export interface FieldDraft {
  mode: CronMode;
  /** The field's part of the expression; '' only for a year left out (6 fields). */
  text: string;
  range: [from: number, to: number];
  step: [start: number, interval: number];
  list: number[];
  /** nW: the day whose nearest workday runs. */
  nearestDay: number;
  /** L-n: days before the month's last day. */
  beforeEnd: number;
  /** nL: the weekday whose last occurrence runs. */
  lastWeekday: number;
  /** n#k as [k, n]: the k-th (1-5) weekday n. */
  nth: [nth: number, weekday: number];
}

export type CronDrafts = Record<CronFieldKey, FieldDraft>;

/** The modes each tab offers, in display order. */
export const FIELD_MODES: Record<CronFieldKey, readonly CronMode[]> = {
  second: ['every', 'range', 'step', 'list'],
  minute: ['every', 'range', 'step', 'list'],
  hour: ['every', 'range', 'step', 'list'],
  day: ['unset', 'every', 'range', 'step', 'list', 'last', 'lastWorkday', 'nearestWorkday', 'beforeEnd'],
  month: ['every', 'range', 'step', 'list'],
  week: ['unset', 'every', 'range', 'step', 'list', 'lastWeekday', 'nthWeekday'],
  year: ['every', 'range', 'step', 'list'],
};

/** The year editor's range starts at this year and ends 100 years on (spec §9). */
export const thisYear = () => new Date().getFullYear();

function defaultDraft(key: CronFieldKey): FieldDraft {
  const spec = cronFieldSpec(key);
  const base: FieldDraft = {
    mode: key === 'week' ? 'unset' : 'every',
    text: key === 'week' ? '?' : '*',
    range: [spec.min, spec.min + 1],
    step: [spec.min, 1],
    list: [spec.min],
    nearestDay: 1,
    beforeEnd: 1,
    lastWeekday: 2,
    nth: [1, 2],
  };
  switch (key) {
    case 'hour':
      return { ...base, range: [9, 17], step: [0, 2] };
    case 'day':
      // Spec §9: "The default day range is 1-31".
      return { ...base, range: [1, 31], step: [1, 2] };
    case 'week':
      return { ...base, range: [2, 6], step: [2, 1], list: [2] };
    case 'year': {
      const year = Math.max(thisYear(), CRON_YEAR_MIN);
      return { ...base, range: [year, year + 100], step: [year, 1], list: [year] };
    }
    default:
      return { ...base, step: [spec.min, key === 'month' ? 3 : 5] };
  }
}

/** Every field at its default: `* * * * * ? *`. */
export function defaultDrafts(): CronDrafts {
  return Object.fromEntries(CRON_FIELD_KEYS.map((key) => [key, defaultDraft(key)])) as CronDrafts;
}

/** The field's text for a draft's mode and inputs. */
export function draftText(draft: FieldDraft): string {
  switch (draft.mode) {
    case 'every':
      return '*';
    case 'unset':
      return '?';
    case 'range':
      return `${draft.range[0]}-${draft.range[1]}`;
    case 'step':
      return `${draft.step[0]}/${draft.step[1]}`;
    case 'list':
      return [...draft.list].sort((a, b) => a - b).join(',');
    case 'last':
      return 'L';
    case 'lastWorkday':
      return 'LW';
    case 'nearestWorkday':
      return `${draft.nearestDay}W`;
    case 'beforeEnd':
      return `L-${draft.beforeEnd}`;
    case 'lastWeekday':
      return `${draft.lastWeekday}L`;
    case 'nthWeekday':
      return `${draft.nth[1]}#${draft.nth[0]}`;
    case 'custom':
      return draft.text;
  }
}

/** The same draft in another mode (its inputs kept), or with changed inputs; the text follows. */
export function updateDraft(draft: FieldDraft, change: Partial<Omit<FieldDraft, 'text'>>): FieldDraft {
  const next = { ...draft, ...change };
  return { ...next, text: draftText(next) };
}

/** The mode and inputs a single term shows as, or null when it needs `custom`. */
function fromTerm(term: CronTerm, min: number): Partial<FieldDraft> | null {
  switch (term.kind) {
    case 'any':
      return { mode: 'every' };
    case 'unset':
      return { mode: 'unset' };
    case 'value':
      return { mode: 'list', list: [term.value] };
    case 'range':
      return term.step === null ? { mode: 'range', range: [term.from, term.to] } : null;
    case 'step':
      return { mode: 'step', step: [term.start ?? min, term.step] };
    case 'lastDay':
      if (term.workday) return term.offset === 0 ? { mode: 'lastWorkday' } : null;
      return term.offset === 0 ? { mode: 'last' } : { mode: 'beforeEnd', beforeEnd: term.offset };
    case 'nearestWorkday':
      return { mode: 'nearestWorkday', nearestDay: term.day };
    case 'lastWeekday':
      return { mode: 'lastWeekday', lastWeekday: term.weekday };
    case 'nthWeekday':
      return { mode: 'nthWeekday', nth: [term.nth, term.weekday] };
  }
}

/**
 * A field's text read back into the builder, on top of `previous` (whose other modes' inputs stay).
 * The text is kept exactly as written.
 */
export function draftFromText(
  key: CronFieldKey,
  text: string,
  previous: FieldDraft = defaultDraft(key),
): FieldDraft {
  if (key === 'year' && text === '') return { ...previous, mode: 'every', text: '' };
  const parsed = parseCronField(key, text);
  const custom = { ...previous, mode: 'custom' as const, text };
  if (!parsed.ok) return custom;
  const { terms } = parsed;
  const values = terms.flatMap((t) => (t.kind === 'value' ? [t.value] : []));
  if (terms.length > 1)
    return values.length === terms.length ? { ...previous, mode: 'list', list: values, text } : custom;
  const [term] = terms;
  const change = term ? fromTerm(term, cronFieldSpec(key).min) : null;
  return change ? { ...previous, ...change, text } : custom;
}

/** All fields of a valid expression read into the builder, or null when the expression is invalid. */
export function draftsFromExpression(
  expression: string,
  previous: CronDrafts = defaultDrafts(),
): CronDrafts | null {
  const parsed = parseCron(expression);
  if (!parsed.ok) return null;
  const { fields, hasYear } = parsed.cron;
  const drafts = { ...previous };
  for (const key of CRON_FIELD_KEYS) {
    const text = key === 'year' && !hasYear ? '' : fields[key].text;
    // An unchanged field keeps its draft (and the tab showing it need not redraw).
    if (previous[key].text !== text) drafts[key] = draftFromText(key, text, previous[key]);
  }
  return drafts;
}

/** The expression the drafts make (a year left out stays out). */
export function expressionOf(drafts: CronDrafts): string {
  return CRON_FIELD_KEYS.map((key) => drafts[key].text)
    .filter((text) => text !== '')
    .join(' ');
}

/**
 * One field changed in the builder. Day and week exclude each other (spec §4): setting one sets the
 * other to 不设置 (?); setting one to 不设置 while the other is too makes the other 每 (*).
 */
export function changeField(drafts: CronDrafts, key: CronFieldKey, next: FieldDraft): CronDrafts {
  const result = { ...drafts, [key]: next };
  if (key !== 'day' && key !== 'week') return result;
  const other = key === 'day' ? 'week' : 'day';
  if (next.mode !== 'unset') result[other] = updateDraft(drafts[other], { mode: 'unset' });
  else if (drafts[other].mode === 'unset') result[other] = updateDraft(drafts[other], { mode: 'every' });
  return result;
}
