import { defineResource } from '../resource/define.ts';
import { codePattern } from '../resource/fields.ts';
import { CHECK_RULE_GRID_COLUMNS } from '../validation/checkRuleGridRules.ts';
import { checkGridRows } from '../validation/gridRowCheck.ts';

/** One segment of a check rule: `digits` characters ('*': the whole value) must match `pattern`. */
export interface CheckRuleItem {
  digits: string;
  pattern: string;
  message: string;
}

export const CHECK_RULE_LIMITS = { items: 20, pattern: 200, message: 100 } as const;

/** A rule's pattern as a whole-value match (the reference's Pattern.matches). */
export const compileCheckPattern = (pattern: string): RegExp => new RegExp(`^(?:${pattern})$`);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const asText = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';

/** A segment as the grid holds it: texts trimmed, the pattern as typed. */
const itemOf = (item: Record<string, unknown>): CheckRuleItem => ({
  digits: asText(item.digits),
  pattern: typeof item.pattern === 'string' ? item.pattern : '',
  message: asText(item.message),
});

/** The first problem of one segment the grid's rules passed, or null. */
function itemProblem({ pattern, message }: CheckRuleItem): string | null {
  if (pattern.length > CHECK_RULE_LIMITS.pattern) {
    return `正则表达式不能超过${CHECK_RULE_LIMITS.pattern}个字符`;
  }
  try {
    compileCheckPattern(pattern);
  } catch {
    return '正则表达式有误';
  }
  if (message.length > CHECK_RULE_LIMITS.message) return `提示文本不能超过${CHECK_RULE_LIMITS.message}个字符`;
  return null;
}

/**
 * The segments of a rule_json text in their stored form (digits '*' or a plain number), or its first
 * problem: checked in order against the editor grid's cell rules, then the lengths and the pattern.
 * Both ends run it; the server also refuses a pattern that could make the matcher backtrack for ever.
 */
export function readCheckRuleJson(json: string): { items: CheckRuleItem[] } | { problem: string } {
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    return { problem: '校验规则必须是JSON数组' };
  }
  if (!Array.isArray(raw)) return { problem: '校验规则必须是JSON数组' };
  if (raw.length === 0) return { problem: '请至少添加一条校验规则' };
  if (raw.length > CHECK_RULE_LIMITS.items) return { problem: `校验规则最多${CHECK_RULE_LIMITS.items}条` };
  const items = raw.map((item: unknown) => (isRecord(item) ? itemOf(item) : null));
  const failures = checkGridRows(
    CHECK_RULE_GRID_COLUMNS,
    items.map((item) => item ?? {}),
  );
  const stored: CheckRuleItem[] = [];
  for (const [i, item] of items.entries()) {
    const at = `第${i + 1}条规则：`;
    if (!item) return { problem: `${at}格式有误` };
    const problem = failures[i]?.[0]?.message ?? itemProblem(item);
    if (problem) return { problem: `${at}${problem}` };
    stored.push({ ...item, digits: item.digits === '*' ? '*' : String(Number(item.digits)) });
  }
  return { items: stored };
}

const ruleJsonProblem = (json: string): string | null => {
  const read = readCheckRuleJson(json);
  return 'problem' in read ? read.problem : null;
};

/** 编码校验规则 (系统管理 → 编码校验规则): rules of segments that form fields check values by (checkByCode). */
export const checkRuleResource = defineResource({
  title: '编码校验规则',
  table: 'sys_check_rule',
  path: '/sys/checkRule',
  permissionPrefix: 'system:checkRule',
  menuComponent: 'system/CheckRuleList',
  defaultSort: 'createTime',
  without: ['import'],
  fields: {
    ruleName: {
      label: '规则名称',
      type: 'string',
      input: { required: true, max: 100 },
      list: { width: 180 },
      search: true,
      superQuery: true,
      detail: true,
      sheet: { width: 20 },
    },
    ruleCode: {
      label: '规则编码',
      type: 'string',
      input: {
        required: true,
        max: 100,
        pattern: codePattern('规则编码'),
        unique: true,
      },
      list: { width: 180 },
      search: true,
      superQuery: true,
      detail: true,
      sheet: { width: 20 },
    },
    ruleDescription: {
      label: '规则描述',
      type: 'string',
      multiline: { minRows: 2, maxRows: 4 },
      input: { max: 200 },
      list: { width: 320 },
      superQuery: true,
      detail: true,
      sheet: { width: 30 },
    },
    ruleJson: {
      label: '校验规则',
      type: 'string',
      input: {
        required: true,
        max: 4000,
        json: true,
        check: ruleJsonProblem,
        hint: '按顺序校验：位数为 * 时校验整个值；为数字 N 时校验接下来的 N 位（* 不占位）。第一条不通过的规则给出提示。',
      },
      detail: true,
      sheet: { width: 60 },
    },
    createBy: { label: '创建人', type: 'string' },
    createTime: { label: '创建时间', type: 'datetime', list: { width: 180 }, superQuery: true, detail: true },
    updateTime: { label: '更新时间', type: 'datetime' },
  },
});
