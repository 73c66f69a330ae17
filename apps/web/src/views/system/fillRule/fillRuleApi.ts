import { getAction, postAction, putAction } from '../../../api/request.ts';
import type { ListUrls } from '../../../components/list/index.ts';

/** 填值规则 as the list answers it (GET /sys/fillRule/list). */
export interface FillRule {
  id: string;
  ruleName: string;
  ruleCode: string;
  /** The name of a generator of the server's registry. */
  ruleClass: string;
  /** The generator's parameters as a JSON object text. */
  ruleParams: string | null;
  createTime?: string;
}

export interface FillRuleInput {
  ruleName: string;
  ruleCode: string;
  ruleClass: string;
  ruleParams: string | null;
}

/** A generator a rule may use (GET /sys/fillRule/generators). */
export interface FillRuleGeneratorInfo {
  name: string;
  title: string;
  paramsHint: string;
}

const BASE = '/sys/fillRule';

export const FILL_RULE_URLS: ListUrls = {
  list: `${BASE}/list`,
  delete: `${BASE}/delete`,
  deleteBatch: `${BASE}/deleteBatch`,
};

export const addFillRule = (input: FillRuleInput) => postAction<null>(`${BASE}/add`, input);
export const editFillRule = (input: FillRuleInput & { id: string }) => putAction<null>(`${BASE}/edit`, input);
export const fillRuleGenerators = () => getAction<FillRuleGeneratorInfo[]>(`${BASE}/generators`);
/** The value the rule would give now (测试); a sequence rule's number is not taken. */
export const testFillRule = (ruleCode: string) => getAction<string>(`${BASE}/testFillRule`, { ruleCode });
