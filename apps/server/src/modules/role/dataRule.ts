import type { Kysely } from 'kysely';
import type { AppContext } from '../../core/context.ts';
import type { Database } from '../../core/db/schema.ts';
import type { AuthContext } from '../../core/http/fastifyTypes.ts';
import {
  checkedRuleIds,
  enabledRules,
  type RuleChoice,
  ruleChoice,
} from '../../core/permission/dataRuleChoice.ts';
import { BusinessError } from '../../core/result.ts';
import type { RoleRecords } from './service.ts';

const grantOf = (db: Kysely<Database>, permissionId: string, roleId: string) =>
  db
    .selectFrom('sysRolePermission')
    .select(['id', 'dataRuleIds'])
    .where('roleId', '=', roleId)
    .where('permissionId', '=', permissionId)
    .executeTakeFirst();

/** The data rules of a menu and those the role's grant of it applies (GET /sys/role/datarule). */
export async function roleDataRule(
  ctx: AppContext,
  roles: RoleRecords,
  auth: AuthContext,
  permissionId: string,
  roleId: string,
): Promise<RuleChoice> {
  await roles.one(ctx, auth, roleId);
  const rules = await enabledRules(ctx.db.kysely, permissionId);
  const grant = rules.length > 0 ? await grantOf(ctx.db.kysely, permissionId, roleId) : undefined;
  return ruleChoice(rules, grant?.dataRuleIds);
}

/** Chooses the data rules of the role's grant of a menu; the role must hold the menu already. */
export async function saveRoleDataRule(
  ctx: AppContext,
  roles: RoleRecords,
  auth: AuthContext,
  input: { permissionId: string; roleId: string; dataRuleIds: string },
): Promise<void> {
  await roles.change(ctx, auth, [input.roleId], async (trx) => {
    const grant = await grantOf(trx, input.permissionId, input.roleId);
    if (!grant) throw new BusinessError('请先保存角色授权');
    const dataRuleIds = checkedRuleIds(await enabledRules(trx, input.permissionId), input.dataRuleIds);
    await trx.updateTable('sysRolePermission').set({ dataRuleIds }).where('id', '=', grant.id).execute();
  });
}
