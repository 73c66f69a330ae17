import type { ApiResult } from '@hcs/shared';
import type { CheckRuleItem } from '../../../api/checkRule.ts';
import { postAction, putAction } from '../../../api/request.ts';
import type { ListUrls } from '../../../components/list/index.ts';

/** A check rule as the list answers it (GET /sys/checkRule/list). */
export interface CheckRule {
  id: string;
  ruleName: string;
  ruleCode: string;
  /** A JSON array of {digits, pattern, message}. */
  ruleJson: string;
  ruleDescription: string | null;
  createTime?: string;
}

export interface CheckRuleInput {
  ruleName: string;
  ruleCode: string;
  ruleJson: string;
  ruleDescription: string;
}

export const CHECK_RULE_URLS: ListUrls = {
  list: '/sys/checkRule/list',
  delete: '/sys/checkRule/delete',
  deleteBatch: '/sys/checkRule/deleteBatch',
  exportXls: '/sys/checkRule/exportXls',
};

/** The segments of a stored rule_json; [] when it cannot be read. */
export function ruleItemsOf(ruleJson: string | null | undefined): CheckRuleItem[] {
  try {
    const parsed: unknown = JSON.parse(ruleJson ?? '[]');
    return Array.isArray(parsed) ? (parsed as CheckRuleItem[]) : [];
  } catch {
    return [];
  }
}

export function addCheckRule(input: CheckRuleInput): Promise<ApiResult<null>> {
  return postAction<null>('/sys/checkRule/add', input);
}

export function editCheckRule(input: CheckRuleInput & { id: string }): Promise<ApiResult<null>> {
  return putAction<null>('/sys/checkRule/edit', input);
}
