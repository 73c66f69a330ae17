import type { ApiResult } from '@hcs/shared';
import { getAction } from './request.ts';

/** One segment of a check rule: `digits` characters ('*': the whole value) must match `pattern`. */
export interface CheckRuleItem {
  digits: string;
  pattern: string;
  message: string;
}

/**
 * GET /sys/checkRule/checkByCode: success, or success:false with the broken rule's message (and the
 * rule as the result). The value goes URL-encoded (spec §5), the server decodes it.
 */
export function checkByCode(ruleCode: string, value: string): Promise<ApiResult<CheckRuleItem | null>> {
  return getAction<CheckRuleItem | null>('/sys/checkRule/checkByCode', {
    ruleCode,
    value: encodeURIComponent(value),
  });
}
