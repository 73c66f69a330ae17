import type { FormRule } from 'antd';
import { checkByCode } from '../api/checkRule.ts';

/**
 * A form rule checking the value by the 编码校验规则 `ruleCode` on the server (spec §5 "rule-code
 * check"): skipped when the code or the value is empty; the broken rule's message is the field's error.
 * Checked on blur (and on submit), not on every key.
 */
export function checkRuleValidator(ruleCode: string): FormRule {
  return {
    validateTrigger: 'onBlur',
    async validator(_rule, value: unknown) {
      const text = typeof value === 'string' ? value.trim() : '';
      if (!ruleCode || !text) return;
      let res: Awaited<ReturnType<typeof checkByCode>>;
      try {
        res = await checkByCode(ruleCode, text);
      } catch {
        // The request client has shown why the call failed.
        return;
      }
      if (!res.success) throw new Error(res.message);
    },
  };
}
