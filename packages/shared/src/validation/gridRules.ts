import { EMAIL_PATTERN } from '../rules.ts';

/** A pattern keyword of the editable grid's cell rules (spec §5 "Grid cell rules"). */
export interface GridPatternPreset {
  key: string;
  /** What the keyword stands for, e.g. for a rule editor's options. */
  title: string;
  /** Absent for `*`, which only asks for a value. */
  pattern?: RegExp;
  message: string;
}

export const GRID_PATTERN_PRESETS: readonly GridPatternPreset[] = [
  { key: '*', title: '非空', message: '该项不能为空' },
  { key: 'n6-16', title: '6到16位数字', pattern: /^\d{6,16}$/, message: '请输入6到16位数字' },
  { key: '*6-16', title: '6到16位任意字符', pattern: /^.{6,16}$/su, message: '请输入6到16位任意字符' },
  { key: 's6-18', title: '6到18位字母', pattern: /^[A-Za-z]{6,18}$/, message: '请输入6到18位字母' },
  {
    key: 'url',
    title: '网址',
    pattern: /^(https?|ftp):\/\/[^\s/?#:.]+(\.[^\s/?#:.]+)*(:\d{1,5})?([/?#]\S*)?$/i,
    message: '请输入正确的网址',
  },
  { key: 'e', title: '电子邮件', pattern: EMAIL_PATTERN, message: '请输入正确的电子邮件' },
  { key: 'm', title: '手机号码', pattern: /^1[3-9]\d{9}$/, message: '请输入正确的手机号码' },
  { key: 'p', title: '邮政编码', pattern: /^[1-9]\d{5}$/, message: '请输入正确的邮政编码' },
  { key: 's', title: '字母', pattern: /^[A-Za-z]+$/, message: '请输入字母' },
  { key: 'n', title: '数字', pattern: /^-?\d+(\.\d+)?$/, message: '请输入数字' },
  { key: 'z', title: '整数', pattern: /^-?\d+$/, message: '请输入整数' },
  {
    key: 'money',
    title: '金额',
    pattern: /^(0|[1-9]\d*)(\.\d{1,2})?$/,
    message: '请输入正确的金额（最多两位小数）',
  },
];

/** The message of a rule whose own pattern is a regular expression and has no message. */
export const GRID_PATTERN_DEFAULT_MESSAGE = '格式不正确';
export const GRID_PATTERN_INVALID_MESSAGE = '校验规则有误：无效的正则表达式';

/** No value at all: nothing, an empty text or an empty list. */
export const isEmptyCellValue = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** For `*`: only spaces is no value either. */
/** Empty, or text of spaces only: what a required cell refuses. */
export const isBlankCellValue = (value: unknown) =>
  isEmptyCellValue(value) || (typeof value === 'string' && value.trim() === '');

const asText = (value: unknown) => (Array.isArray(value) ? value.join(',') : String(value));

/** A pattern that is not a keyword: a regular expression, as `^\d+$` or in slashes `/^\d+$/i`. */
function toRegExp(pattern: string): RegExp | null {
  const slashed = /^\/(.+)\/([imsu]*)$/s.exec(pattern);
  try {
    return slashed ? new RegExp(slashed[1] ?? '', slashed[2]) : new RegExp(pattern);
  } catch {
    return null;
  }
}

/**
 * Checks one cell value against a grid rule's pattern: a keyword of `GRID_PATTERN_PRESETS` or any
 * other text read as a regular expression. Pattern checks skip empty values, except `*`, whose whole
 * meaning is "not empty". Returns null when the value passes, else the message (the rule's own
 * `message` when given).
 */
export function checkGridPattern(pattern: string | RegExp, value: unknown, message?: string): string | null {
  const preset =
    typeof pattern === 'string' ? GRID_PATTERN_PRESETS.find((p) => p.key === pattern) : undefined;
  if (preset && !preset.pattern) return isBlankCellValue(value) ? (message ?? preset.message) : null;
  if (isEmptyCellValue(value)) return null;
  const regExp = preset?.pattern ?? (typeof pattern === 'string' ? toRegExp(pattern) : pattern);
  if (!regExp) return GRID_PATTERN_INVALID_MESSAGE;
  // A global or sticky expression remembers where it stopped; a fresh copy tests from the start.
  const fresh = new RegExp(regExp.source, regExp.flags.replace(/[gy]/g, ''));
  return fresh.test(asText(value)) ? null : (message ?? preset?.message ?? GRID_PATTERN_DEFAULT_MESSAGE);
}

/** Fills `${title}`, `${key}` and `${defaultValue}` of a rule's message or a cell's placeholder. */
export function fillRuleText(
  text: string,
  column: { title?: string; key?: string; defaultValue?: unknown },
): string {
  const values: Record<string, string> = {
    title: column.title ?? '',
    key: column.key ?? '',
    defaultValue:
      column.defaultValue === undefined || column.defaultValue === null ? '' : String(column.defaultValue),
  };
  return text.replace(/\$\{(title|key|defaultValue)\}/g, (_, name: string) => values[name] ?? '');
}
