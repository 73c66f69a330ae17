import type { FormRule } from 'antd';
import { uniqueRule } from '../../../utils/uniqueRule.ts';

const isJsonObject = (text: string): boolean => {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value);
  } catch {
    return false;
  }
};

/** The server's rules for a fill rule (apps/server fillRule schema), plus the code's uniqueness on blur. */
export function fillRuleFormRules(
  ruleId: string | undefined,
): Record<'ruleName' | 'ruleCode' | 'ruleClass' | 'ruleParams', FormRule[]> {
  return {
    ruleName: [
      { required: true, whitespace: true, message: '请输入规则名称' },
      { max: 100, message: '规则名称不能超过100个字符' },
    ],
    ruleCode: [
      { required: true, whitespace: true, message: '请输入规则编码' },
      { max: 64, message: '规则编码不能超过64个字符' },
      { pattern: /^[A-Za-z0-9_]+$/, message: '规则编码只能包含字母、数字和下划线' },
      uniqueRule({
        tableName: 'sys_fill_rule',
        fieldName: 'rule_code',
        ...(ruleId ? { dataId: ruleId } : {}),
      }),
    ],
    ruleClass: [{ required: true, message: '请选择规则实现' }],
    ruleParams: [
      { max: 1000, message: '规则参数不能超过1000个字符' },
      {
        validator: (_rule, value: string | undefined) =>
          !value?.trim() || isJsonObject(value)
            ? Promise.resolve()
            : Promise.reject(new Error('规则参数必须是 JSON 对象，例如 {"prefix":"GD"}')),
      },
    ],
  };
}
