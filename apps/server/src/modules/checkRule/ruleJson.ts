import { CHECK_RULE_GRID_COLUMNS, checkGridRows } from '@hcs/shared';
import { BusinessError } from '../../core/result.ts';
import { isRecord } from '../../core/validation.ts';
import { MAX_PATTERN_LENGTH, riskOf } from './patternSafety.ts';

/** One segment of a check rule: `digits` characters ('*': the whole value) must match `pattern`. */
export interface CheckRuleItem {
  digits: string;
  pattern: string;
  message: string;
}

export const MAX_RULE_ITEMS = 20;
const MAX_MESSAGE_LENGTH = 100;

const asText = (v: unknown): string =>
  typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '';

/** Compiles a rule's pattern as a whole-value match (the reference's Pattern.matches). */
export function compilePattern(pattern: string): RegExp {
  return new RegExp(`^(?:${pattern})$`);
}

/** A segment's fields as the grid holds them (texts trimmed; the pattern as typed). */
function fieldsOf(item: Record<string, unknown>): CheckRuleItem {
  return {
    digits: asText(item.digits),
    pattern: typeof item.pattern === 'string' ? item.pattern : '',
    message: asText(item.message),
  };
}

/** What only the server checks of a segment the grid's rules passed: lengths and the pattern's safety. */
function checkItem(item: CheckRuleItem, at: string): CheckRuleItem {
  const { digits, pattern, message } = item;
  if (pattern.length > MAX_PATTERN_LENGTH) {
    throw new BusinessError(`${at}正则表达式不能超过${MAX_PATTERN_LENGTH}个字符`);
  }
  try {
    compilePattern(pattern);
  } catch {
    throw new BusinessError(`${at}正则表达式有误`);
  }
  const risk = riskOf(pattern);
  if (risk) throw new BusinessError(`${at}正则表达式可能导致校验卡死：${risk}`);
  if (message.length > MAX_MESSAGE_LENGTH) {
    throw new BusinessError(`${at}提示文本不能超过${MAX_MESSAGE_LENGTH}个字符`);
  }
  return { digits: digits === '*' ? '*' : String(Number(digits)), pattern, message };
}

/**
 * The rules of a rule_json text (or an already parsed array), each checked in order against the
 * editor grid's rules (shared with the web) and then the server's; refused with the first problem.
 */
export function parseRuleJson(json: unknown): CheckRuleItem[] {
  let raw: unknown = json;
  if (typeof json === 'string') {
    try {
      raw = JSON.parse(json);
    } catch {
      throw new BusinessError('校验规则必须是JSON数组');
    }
  }
  if (!Array.isArray(raw)) throw new BusinessError('校验规则必须是JSON数组');
  if (raw.length === 0) throw new BusinessError('请至少添加一条校验规则');
  if (raw.length > MAX_RULE_ITEMS) throw new BusinessError(`校验规则最多${MAX_RULE_ITEMS}条`);
  const items = raw.map((item) => (isRecord(item) ? fieldsOf(item) : null));
  const failures = checkGridRows(
    CHECK_RULE_GRID_COLUMNS,
    items.map((item) => item ?? {}),
  );
  return items.map((item, i) => {
    const at = `第${i + 1}条规则：`;
    if (!item) throw new BusinessError(`${at}格式有误`);
    const failure = failures[i]?.[0];
    if (failure) throw new BusinessError(`${at}${failure.message}`);
    return checkItem(item, at);
  });
}
