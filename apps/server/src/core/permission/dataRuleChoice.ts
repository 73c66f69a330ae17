import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/schema.ts';
import { BusinessError } from '../result.ts';

/** An enabled data rule (数据规则) of a menu, as the grant dialogs list it. */
export interface MenuRule {
  id: string;
  permissionId: string;
  ruleName: string;
  ruleColumn: string;
  ruleConditions: string;
  ruleValue: string;
  status: string;
}

/** What the data-rule pane of a grant shows: the rules to choose from and the chosen ids ("id1,id2"). */
export interface RuleChoice {
  datarule: MenuRule[];
  drChecked: string;
}

const id = (message: string) => z.string({ message }).trim().min(1, message).max(32, message);

/** The path parameters and the body of the data-rule routes of role and department grants. */
export const ruleParams = {
  permissionId: id('请选择菜单'),
  roleId: id('请选择角色'),
  departId: id('请选择部门'),
  dataRuleIds: z.string({ message: '数据规则格式不正确' }).max(2000, '所选数据规则过多').default(''),
};

export const NO_RULES_MESSAGE = '未找到权限配置信息';

/** The enabled data rules of a menu, oldest first. */
export function enabledRules(db: Kysely<Database>, permissionId: string): Promise<MenuRule[]> {
  return db
    .selectFrom('sysPermissionDataRule')
    .select(['id', 'permissionId', 'ruleName', 'ruleColumn', 'ruleConditions', 'ruleValue', 'status'])
    .where('permissionId', '=', permissionId)
    .where('status', '=', '1')
    .orderBy('createTime')
    .orderBy('id')
    .execute();
}

/** "a,b," → ["a", "b"]. */
export function ruleIdList(ids: string | null | undefined): string[] {
  return [
    ...new Set(
      (ids ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter((s) => s !== ''),
    ),
  ];
}

/** The rules a grant may choose from, limited to `allowed` ids when that list is not empty. */
export function limitRules(rules: MenuRule[], allowed: string | null | undefined): MenuRule[] {
  const only = new Set(ruleIdList(allowed));
  return only.size === 0 ? rules : rules.filter((r) => only.has(r.id));
}

/** The pane's answer; a menu without (choosable) rules has nothing to configure. */
export function ruleChoice(rules: MenuRule[], checked: string | null | undefined): RuleChoice {
  if (rules.length === 0) throw new BusinessError(NO_RULES_MESSAGE);
  return { datarule: rules, drChecked: ruleIdList(checked).join(',') };
}

/**
 * The chosen ids as stored ("a,b"; null for none), each one a rule the grant may choose from.
 */
export function checkedRuleIds(
  rules: MenuRule[],
  chosen: string | null | undefined,
  refusal = '所选数据规则不属于该菜单',
): string | null {
  const ids = ruleIdList(chosen);
  const known = new Set(rules.map((r) => r.id));
  if (ids.some((id) => !known.has(id))) throw new BusinessError(refusal);
  return ids.length === 0 ? null : ids.join(',');
}
