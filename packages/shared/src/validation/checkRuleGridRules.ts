import type { GridRuleColumn } from './gridRowCheck.ts';

/**
 * The rules of the check-rule editor's grid (编码校验规则): each row is one segment. The grid shows them on
 * its cells and the server checks a saved rule_json against them again; pattern safety stays the server's.
 */
export const CHECK_RULE_GRID_RULES = {
  digits: {
    key: 'digits',
    title: '位数',
    defaultValue: '*',
    validateRules: [
      { required: true, message: '请输入位数' },
      { pattern: /^(\*|[1-9]\d{0,2})$/, message: '位数只能是*或1到999的整数' },
    ],
  },
  pattern: {
    key: 'pattern',
    title: '规则（正则表达式）',
    validateRules: [{ required: true, message: '请输入正则表达式' }],
  },
  message: {
    key: 'message',
    title: '提示文本',
    validateRules: [{ required: true, message: '请输入提示文本' }],
  },
} as const satisfies Record<string, GridRuleColumn>;

export const CHECK_RULE_GRID_COLUMNS: readonly GridRuleColumn[] = Object.values(CHECK_RULE_GRID_RULES);
