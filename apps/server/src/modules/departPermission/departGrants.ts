import type { AppContext } from '../../core/context.ts';
import { newId } from '../../core/ids.ts';
import {
  checkedRuleIds,
  enabledRules,
  type RuleChoice,
  ruleChoice,
} from '../../core/permission/dataRuleChoice.ts';
import { replaceGrants } from '../../core/permission/grantSet.ts';
import { BusinessError } from '../../core/result.ts';
import { requireLiveDepart } from '../departRole/service.ts';

/** The menus and buttons a department holds (部门权限): its roles may be given these and no others. */
export async function departPermissionIds(ctx: AppContext, departId: string): Promise<string[]> {
  const rows = await ctx.db.kysely
    .selectFrom('sysDepartPermission')
    .select('permissionId')
    .where('departId', '=', departId)
    .execute();
  return rows.map((r) => r.permissionId);
}

export async function assertPermissionsExist(ctx: AppContext, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  const known = await ctx.db.kysely
    .selectFrom('sysPermission')
    .select('id')
    .where('id', 'in', ids)
    .where('delFlag', '=', 0)
    .execute();
  if (known.length !== ids.length) throw new BusinessError('权限不存在');
}

/**
 * Replaces a department's permissions with the given menus and buttons; data-rule choices of those it
 * keeps stay. What it loses, its roles lose too.
 */
export async function saveDepartPermissions(
  ctx: AppContext,
  departId: string,
  permissionIds: string[],
): Promise<void> {
  await requireLiveDepart(ctx, departId);
  const wanted = [...new Set(permissionIds)];
  await assertPermissionsExist(ctx, wanted);
  await ctx.db.kysely.transaction().execute(async (trx) => {
    const removed = await replaceGrants(trx, 'sysDepartPermission', departId, wanted, (permissionId) => ({
      id: newId(),
      departId,
      permissionId,
      dataRuleIds: null,
    }));
    if (removed.length > 0) {
      await trx
        .deleteFrom('sysDepartRolePermission')
        .where('departId', '=', departId)
        .where('permissionId', 'in', removed)
        .execute();
    }
  });
}

export const departGrantOf = (ctx: AppContext, permissionId: string, departId: string) =>
  ctx.db.kysely
    .selectFrom('sysDepartPermission')
    .select(['id', 'dataRuleIds'])
    .where('departId', '=', departId)
    .where('permissionId', '=', permissionId)
    .executeTakeFirst();

/** The data rules of a menu and those the department's grant of it offers its roles. */
export async function departDataRule(
  ctx: AppContext,
  permissionId: string,
  departId: string,
): Promise<RuleChoice> {
  const rules = await enabledRules(ctx.db.kysely, permissionId);
  const grant = rules.length > 0 ? await departGrantOf(ctx, permissionId, departId) : undefined;
  return ruleChoice(rules, grant?.dataRuleIds);
}

export async function saveDepartDataRule(
  ctx: AppContext,
  input: { permissionId: string; departId: string; dataRuleIds: string },
): Promise<void> {
  const grant = await departGrantOf(ctx, input.permissionId, input.departId);
  if (!grant) throw new BusinessError('请先保存部门权限');
  const dataRuleIds = checkedRuleIds(
    await enabledRules(ctx.db.kysely, input.permissionId),
    input.dataRuleIds,
  );
  await ctx.db.kysely
    .updateTable('sysDepartPermission')
    .set({ dataRuleIds })
    .where('id', '=', grant.id)
    .execute();
}
