import { BusinessError } from '../../core/result.ts';
import { MAX_PATTERN_LENGTH, riskOf } from './patternSafety.ts';

/** One segment of a check rule: `digits` characters ('*': the whole value) must match `pattern`. */
export interface CheckRuleItem {
  digits: string;
  pattern: string;
  message: string;
}

export const MAX_RULE_ITEMS = 20;
const MAX_DIGITS = 999;
const MAX_MESSAGE_LENGTH = 100;

const asText = (v: unknown): string =>
  typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '';

/** Compiles a rule's pattern as a whole-value match (the reference's Pattern.matches). */
export function compilePattern(pattern: string): RegExp {
  return new RegExp(`^(?:${pattern})$`);
}

function parseItem(raw: unknown, n: number): CheckRuleItem {
  const at = `第${n}条规则：`;
  if (typeof raw !== 'object' || raw === null) throw new BusinessError(`${at}格式有误`);
  const item = raw as Record<string, unknown>;
  const digits = asText(item.digits);
  if (digits !== '*' && !(/^\d{1,3}$/.test(digits) && Number(digits) >= 1 && Number(digits) <= MAX_DIGITS)) {
    throw new BusinessError(`${at}位数只能是*或1到${MAX_DIGITS}的整数`);
  }
  const pattern = typeof item.pattern === 'string' ? item.pattern : '';
  if (pattern.trim() === '') throw new BusinessError(`${at}请输入正则表达式`);
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
  const message = asText(item.message);
  if (message === '') throw new BusinessError(`${at}请输入提示文本`);
  if (message.length > MAX_MESSAGE_LENGTH) {
    throw new BusinessError(`${at}提示文本不能超过${MAX_MESSAGE_LENGTH}个字符`);
  }
  return { digits: digits === '*' ? '*' : String(Number(digits)), pattern, message };
}

/** The rules of a rule_json text (or an already parsed array), each checked; refused with the first problem. */
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
  return raw.map((item, i) => parseItem(item, i + 1));
}
