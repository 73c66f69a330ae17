import type { CheckRuleItem } from '@hcs/shared';
import { getAction } from './request.ts';

/**
 * GET /sys/checkRule/checkByCode: success, or success:false with the broken rule's message (and the
 * rule as the result). The value goes URL-encoded (spec §5), the server decodes it.
 */
export function checkByCode(ruleCode: string, value: string): Promise<CheckRuleItem | null> {
  return getAction<CheckRuleItem | null>('/sys/checkRule/checkByCode', {
    ruleCode,
    value: encodeURIComponent(value),
  });
}
