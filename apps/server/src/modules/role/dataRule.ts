import type { AppContext } from '../../core/context.ts';
import {
  checkedRuleIds,
  enabledRules,
  type RuleChoice,
  ruleChoice,
} from '../../core/permission/dataRuleChoice.ts';
import { BusinessError } from '../../core/result.ts';

const grantOf = (ctx: AppContext, permissionId: string, roleId: string) =>
  ctx.db.kysely
    .selectFrom('sysRolePermission')
    .select(['id', 'dataRuleIds'])
    .where('roleId', '=', roleId)
    .where('permissionId', '=', permissionId)
    .executeTakeFirst();

/** The data rules of a menu and those the role's grant of it applies (GET /sys/role/datarule). */
export async function roleDataRule(
  ctx: AppContext,
  permissionId: string,
  roleId: string,
): Promise<RuleChoice> {
  const rules = await enabledRules(ctx.db.kysely, permissionId);
  const grant = rules.length > 0 ? await grantOf(ctx, permissionId, roleId) : undefined;
  return ruleChoice(rules, grant?.dataRuleIds);
}

/** Chooses the data rules of the role's grant of a menu; the role must hold the menu already. */
export async function saveRoleDataRule(
  ctx: AppContext,
  input: { permissionId: string; roleId: string; dataRuleIds: string },
): Promise<void> {
  const grant = await grantOf(ctx, input.permissionId, input.roleId);
  if (!grant) throw new BusinessError('请先保存角色授权');
  const dataRuleIds = checkedRuleIds(
    await enabledRules(ctx.db.kysely, input.permissionId),
    input.dataRuleIds,
  );
  await ctx.db.kysely
    .updateTable('sysRolePermission')
    .set({ dataRuleIds })
    .where('id', '=', grant.id)
    .execute();
}
