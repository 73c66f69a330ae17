import { type CheckRuleItem, compileCheckPattern } from '@hcs/shared';

/**
 * The first rule the value breaks, or null (reference §6): a '*' rule tests the whole value; a rule
 * of N digits tests the next N characters from a running offset (cut short at the value's end, empty
 * past it), which '*' rules do not advance.
 */
export function firstFailure(rules: readonly CheckRuleItem[], value: string): CheckRuleItem | null {
  let begin = 0;
  for (const rule of rules) {
    let part = value;
    if (rule.digits !== '*') {
      const n = Number(rule.digits);
      part = value.slice(Math.min(begin, value.length), Math.min(begin + n, value.length));
      begin += n;
    }
    if (!compileCheckPattern(rule.pattern).test(part)) return rule;
  }
  return null;
}
