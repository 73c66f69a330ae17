import { type CronFieldKey, type CronFieldSpec, cronFieldSpecs } from './fields.ts';

/** One comma-separated part of a field, as Quartz reads it. */
export type CronTerm =
  /** `*`: every value. */
  | { kind: 'any' }
  /** `?`: not set (day or week only; the other one decides). */
  | { kind: 'unset' }
  | { kind: 'value'; value: number }
  /** `a-b` or `a-b/c`; `to` below `from` wraps around (22-2 = 22,23,0,1,2), except for years. */
  | { kind: 'range'; from: number; to: number; step: number | null }
  /** `a/b` from `a`, or `* /b` from the field's minimum (start null). */
  | { kind: 'step'; start: number | null; step: number }
  /** Day only: `L` (offset 0), `L-n` (n days before the month's last day); with `W` the nearest workday to it. */
  | { kind: 'lastDay'; offset: number; workday: boolean }
  /** Day only: `nW`, the workday nearest to day n, within its month. */
  | { kind: 'nearestWorkday'; day: number }
  /** Week only: `nL`, the last weekday n of the month. */
  | { kind: 'lastWeekday'; weekday: number }
  /** Week only: `n#k`, the k-th weekday n of the month. */
  | { kind: 'nthWeekday'; weekday: number; nth: number };

export interface CronField {
  key: CronFieldKey;
  /** The field as written. */
  text: string;
  terms: CronTerm[];
}

export interface QuartzCron {
  /** The fields joined by single spaces. */
  expression: string;
  fields: Record<CronFieldKey, CronField>;
  /** False for a 6-field expression (no year: every year). */
  hasYear: boolean;
}

export type CronFieldParse = { ok: true; terms: CronTerm[] } | { ok: false; error: string };
export type CronParse = { ok: true; cron: QuartzCron } | { ok: false; error: string; field?: CronFieldKey };

export interface CronParseOptions {
  /** The year's upper limit is this date's year plus 100. */
  now?: Date;
}

/** The largest N of `L-N` (days before the month's last day). */
export const CRON_MAX_LAST_DAY_OFFSET = 30;
/** The largest k of `n#k` (spec §5: nth weekday count 1-5). */
export const CRON_MAX_NTH_WEEKDAY = 5;

/** A field's value that Quartz refuses; its message is the Chinese text shown to the user. */
class FieldSyntaxError extends Error {}

const fail = (message: string): never => {
  throw new FieldSyntaxError(message);
};

function readNumber(token: string, spec: CronFieldSpec): number {
  if (!/^\d+$/.test(token)) fail(`${spec.label}的值“${token}”无法识别`);
  const value = Number(token);
  if (value < spec.min || value > spec.max) {
    fail(`${spec.label}的取值应在${spec.min}-${spec.max}之间，“${token}”超出范围`);
  }
  return value;
}

function readStep(token: string, spec: CronFieldSpec): number {
  const step = /^\d+$/.test(token) ? Number(token) : Number.NaN;
  if (!(step >= 1 && step <= spec.maxStep)) {
    fail(`${spec.label}的间隔应在1-${spec.maxStep}之间，“${token}”不符合`);
  }
  return step;
}

function readRange(token: string, spec: CronFieldSpec): { from: number; to: number } {
  const bounds = token.split('-');
  if (bounds.length !== 2 || bounds.includes('')) fail(`${spec.label}的范围“${token}”无法识别`);
  const from = readNumber(bounds[0] ?? '', spec);
  const to = readNumber(bounds[1] ?? '', spec);
  if (spec.key === 'year' && from > to) fail(`年的范围开始不能大于结束：“${token}”`);
  return { from, to };
}

/** One item of a comma list: a value, `a-b`, `a/b`, `* /b` or `a-b/c`. */
function readItem(item: string, spec: CronFieldSpec): CronTerm {
  if (item === '') fail(`${spec.label}中有空的值，请检查逗号`);
  if (item === '*') fail(`${spec.label}的“*”必须单独使用`);
  const slash = item.split('/');
  if (slash.length > 2) fail(`${spec.label}的值“${item}”无法识别`);
  if (slash.length === 2) {
    const [left = '', right = ''] = slash;
    const step = readStep(right, spec);
    if (left === '' || left === '*') return { kind: 'step', start: null, step };
    if (left.includes('-')) return { kind: 'range', ...readRange(left, spec), step };
    return { kind: 'step', start: readNumber(left, spec), step };
  }
  if (item.includes('-')) return { kind: 'range', ...readRange(item, spec), step: null };
  return { kind: 'value', value: readNumber(item, spec) };
}

/** The day's forms that stand alone: L, L-n, LW, L-nW, nW. */
function readDaySpecial(text: string, spec: CronFieldSpec): CronTerm | null {
  const last = /^L(?:-(\d+))?(W)?$/.exec(text);
  if (last) {
    const offset = last[1] === undefined ? 0 : Number(last[1]);
    if (last[1] !== undefined && !(offset >= 1 && offset <= CRON_MAX_LAST_DAY_OFFSET)) {
      fail(`日的“L-n”中n应在1-${CRON_MAX_LAST_DAY_OFFSET}之间，“${text}”不符合`);
    }
    return { kind: 'lastDay', offset, workday: last[2] === 'W' };
  }
  const nearest = /^(\d+)W$/.exec(text);
  if (nearest) return { kind: 'nearestWorkday', day: readNumber(nearest[1] ?? '', spec) };
  if (/[LW]/.test(text)) {
    fail(`日的“L”“W”只能单独使用，如 L、LW、L-3、15W，“${text}”不符合`);
  }
  return null;
}

/** The week's forms that stand alone: L (= 7, Saturday), nL, n#k. */
function readWeekSpecial(text: string, spec: CronFieldSpec): CronTerm | null {
  if (text === 'L') return { kind: 'value', value: 7 };
  const last = /^(\d+)L$/.exec(text);
  if (last) return { kind: 'lastWeekday', weekday: readNumber(last[1] ?? '', spec) };
  const nth = /^(\d+)#(\d+)$/.exec(text);
  if (nth) {
    const weekday = readNumber(nth[1] ?? '', spec);
    const count = Number(nth[2]);
    if (!(count >= 1 && count <= CRON_MAX_NTH_WEEKDAY)) {
      fail(`周的“#”后应为1-${CRON_MAX_NTH_WEEKDAY}（第几个），“${text}”不符合`);
    }
    return { kind: 'nthWeekday', weekday, nth: count };
  }
  if (/[L#]/.test(text)) fail(`周的“L”“#”只能单独使用，如 6L、2#3，“${text}”不符合`);
  return null;
}

/** JAN…DEC and SUN…SAT become their numbers (Quartz reads names in any case). */
function replaceNames(text: string, spec: CronFieldSpec): string {
  const names = spec.names;
  if (!names) return text;
  return text.replace(/[A-Z]{3}/g, (word) => (word in names ? String(names[word]) : word));
}

function readField(raw: string, spec: CronFieldSpec): CronTerm[] {
  const text = replaceNames(raw.toUpperCase(), spec);
  if (text === '*') return [{ kind: 'any' }];
  if (text.includes('?')) {
    if (spec.key !== 'day' && spec.key !== 'week') fail(`“?”只能用在日或周，不能用在${spec.label}`);
    if (text !== '?') fail(`${spec.label}的“?”必须单独使用`);
    return [{ kind: 'unset' }];
  }
  if (spec.key !== 'day' && /W/.test(text)) fail(`“W”只能用在日，不能用在${spec.label}`);
  if (spec.key !== 'day' && spec.key !== 'week' && /L/.test(text)) {
    fail(`“L”只能用在日或周，不能用在${spec.label}`);
  }
  if (spec.key !== 'week' && text.includes('#')) fail(`“#”只能用在周，不能用在${spec.label}`);
  const special =
    spec.key === 'day'
      ? readDaySpecial(text, spec)
      : spec.key === 'week'
        ? readWeekSpecial(text, spec)
        : null;
  if (special) return [special];
  return text.split(',').map((item) => readItem(item, spec));
}

/** The spec of one field (the year's maximum follows `now`). */
export function cronFieldSpec(key: CronFieldKey, now?: Date): CronFieldSpec {
  const spec = cronFieldSpecs(now).find((s) => s.key === key);
  if (!spec) throw new Error(`unknown cron field ${key}`);
  return spec;
}

/** Reads one field's text (e.g. the hour's `9-17/2`), without the checks that involve other fields. */
export function parseCronField(
  key: CronFieldKey,
  text: string,
  options: CronParseOptions = {},
): CronFieldParse {
  const spec = cronFieldSpec(key, options.now);
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, error: `请填写${spec.label}` };
  if (/\s/.test(trimmed)) return { ok: false, error: `${spec.label}的值不能包含空格` };
  try {
    return { ok: true, terms: readField(trimmed, spec) };
  } catch (error) {
    if (error instanceof FieldSyntaxError) return { ok: false, error: error.message };
    throw error;
  }
}

/**
 * Reads and checks a Quartz expression: seconds minutes hours day month week [year], the ranges of
 * spec §5 "Cron", and exactly one of day and week set to `?`.
 */
export function parseCron(expression: string, options: CronParseOptions = {}): CronParse {
  const texts = expression.trim().split(/\s+/).filter(Boolean);
  if (texts.length === 0) return { ok: false, error: '请输入Cron表达式' };
  if (texts.length !== 6 && texts.length !== 7) {
    return {
      ok: false,
      error: `Cron表达式应有6或7个以空格分隔的部分（秒 分 时 日 月 周 年），当前有${texts.length}个`,
    };
  }
  const specs = cronFieldSpecs(options.now);
  const fields = {} as Record<CronFieldKey, CronField>;
  for (const spec of specs) {
    const text = texts[specs.indexOf(spec)] ?? '*';
    const parsed = parseCronField(spec.key, text, options);
    if (!parsed.ok) return { ok: false, error: parsed.error, field: spec.key };
    fields[spec.key] = { key: spec.key, text, terms: parsed.terms };
  }
  const dayUnset = fields.day.terms[0]?.kind === 'unset';
  const weekUnset = fields.week.terms[0]?.kind === 'unset';
  if (dayUnset && weekUnset) return { ok: false, error: '日和周不能同时为“?”', field: 'week' };
  if (!dayUnset && !weekUnset) {
    return { ok: false, error: '日和周不能同时指定，其中一个必须为“?”', field: 'week' };
  }
  return { ok: true, cron: { expression: texts.join(' '), fields, hasYear: texts.length === 7 } };
}

/** The error message of an invalid expression, or null when it is valid (for form and schema checks). */
export function cronError(expression: string, options: CronParseOptions = {}): string | null {
  const parsed = parseCron(expression, options);
  return parsed.ok ? null : parsed.error;
}

/**
 * The sorted values that value/range/step terms select, Quartz's way (a wrapped range runs past the
 * maximum back to the minimum); null when the field is `*` or `?`.
 */
export function expandCronTerms(terms: readonly CronTerm[], spec: CronFieldSpec): number[] | null {
  const chosen = new Set<number>();
  const size = spec.max - spec.min + 1;
  const walk = (from: number, to: number, step: number) => {
    const end = to < from ? to + size : to;
    for (let i = from; i <= end; i += step) chosen.add(spec.min + ((i - spec.min) % size));
  };
  for (const term of terms) {
    switch (term.kind) {
      case 'any':
      case 'unset':
        return null;
      case 'value':
        chosen.add(term.value);
        break;
      case 'range':
        walk(term.from, term.to, term.step ?? 1);
        break;
      case 'step':
        walk(term.start ?? spec.min, spec.max, term.step);
        break;
      default:
        throw new Error(`${term.kind} selects days by the calendar, not a list of values`);
    }
  }
  return [...chosen].sort((a, b) => a - b);
}
