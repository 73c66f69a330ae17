import { type Done, getAction, httpAction, postAction, putAction } from '../../../api/request.ts';

/** A data rule (数据规则) of a menu. */
export interface DataRule {
  id: string;
  permissionId: string;
  ruleName: string;
  ruleColumn: string;
  /** Dictionary rule_conditions: =, !=, >, >=, <, <=, IN, LIKE, LEFT_LIKE, RIGHT_LIKE. */
  ruleConditions: string;
  ruleValue: string;
  /** '1' 有效, '0' 无效. */
  status: string;
}

export type DataRuleInput = Omit<DataRule, 'id'>;

export interface DataRuleFilter {
  ruleName?: string;
  ruleColumn?: string;
}

/** GET /sys/permission/queryPermissionRule: the menu's rules whose name and column contain the texts. */
export function queryDataRules(permissionId: string, filter: DataRuleFilter): Promise<DataRule[]> {
  const params: Record<string, string> = { permissionId };
  if (filter.ruleName?.trim()) params.ruleName = filter.ruleName.trim();
  if (filter.ruleColumn?.trim()) params.ruleColumn = filter.ruleColumn.trim();
  return getAction<DataRule[]>('/sys/permission/queryPermissionRule', params);
}

export function addDataRule(input: DataRuleInput): Promise<Done<null>> {
  return postAction<null>('/sys/permission/addPermissionRule', input);
}

export function editDataRule(input: DataRule): Promise<Done<null>> {
  return putAction<null>('/sys/permission/editPermissionRule', input);
}

export function deleteDataRule(id: string): Promise<Done<null>> {
  return httpAction<null>('/sys/permission/deletePermissionRule', { id }, 'GET');
}
