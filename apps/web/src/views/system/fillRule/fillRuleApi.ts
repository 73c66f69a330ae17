import { fillRuleResource, type ResourceRow } from '@hcs/shared';
import { getAction } from '../../../api/request.ts';

/** 填值规则 as the list answers it (GET /sys/fillRule/list). */
export type FillRule = ResourceRow<typeof fillRuleResource>;

/** A generator a rule may use (GET /sys/fillRule/generators). */
export interface FillRuleGeneratorInfo {
  name: string;
  title: string;
  paramsHint: string;
}

const BASE = fillRuleResource.path;

/** The server numbers work orders with this rule: it keeps its code and generator (the server refuses both). */
export const SYSTEM_RULE_CODE = 'work_order_no';

export const fillRuleGenerators = () => getAction<FillRuleGeneratorInfo[]>(`${BASE}/generators`);
/** The value the rule would give now (测试); a sequence rule's number is not taken. */
export const testFillRule = (ruleCode: string) => getAction<string>(`${BASE}/testFillRule`, { ruleCode });
