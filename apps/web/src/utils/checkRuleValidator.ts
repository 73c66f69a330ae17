import type { FormRule } from 'antd';
import { checkByCode } from '../api/checkRule.ts';
import { refusalOf } from './serverAction.ts';

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
      try {
        await checkByCode(ruleCode, text);
      } catch (error) {
        // A refusal names the broken rule; an HTTP failure (already shown) does not block the field.
        const refusal = refusalOf(error);
        if (refusal) throw new Error(refusal.message);
      }
    },
  };
}
