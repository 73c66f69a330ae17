import type { Kysely } from 'kysely';
import type { AppContext } from '../../core/context.ts';
import type { Database } from '../../core/db/schema.ts';
import type { AuthContext } from '../../core/http/fastifyTypes.ts';
import { newId } from '../../core/ids.ts';
import {
  checkedRuleIds,
  enabledRules,
  type RuleChoice,
  ruleChoice,
} from '../../core/permission/dataRuleChoice.ts';
import { replaceGrants } from '../../core/permission/grantSet.ts';
import { BusinessError } from '../../core/result.ts';
import { changeInDeparts, departById } from '../depart/service.ts';

/** The menus and buttons a department holds (部门权限): its roles may be given these and no others. */
export async function departPermissionIds(db: Kysely<Database>, departId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('sysDepartPermission')
    .select('permissionId')
    .where('departId', '=', departId)
    .execute();
  return rows.map((r) => r.permissionId);
}

/** What a department the caller may see holds (GET /sys/permission/queryDepartPermission). */
export async function departPermissionsOf(
  ctx: AppContext,
  auth: AuthContext,
  departId: string,
): Promise<string[]> {
  await departById(ctx, auth, departId);
  return departPermissionIds(ctx.db.kysely, departId);
}

async function assertPermissionsExist(db: Kysely<Database>, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  const known = await db
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
  auth: AuthContext,
  departId: string,
  permissionIds: string[],
): Promise<void> {
  const wanted = [...new Set(permissionIds)];
  await changeInDeparts(ctx, auth, [departId], async (trx) => {
    await assertPermissionsExist(trx, wanted);
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

export const departGrantOf = (db: Kysely<Database>, permissionId: string, departId: string) =>
  db
    .selectFrom('sysDepartPermission')
    .select(['id', 'dataRuleIds'])
    .where('departId', '=', departId)
    .where('permissionId', '=', permissionId)
    .executeTakeFirst();

/** The data rules of a menu and those the department's grant of it offers its roles. */
export async function departDataRule(
  ctx: AppContext,
  auth: AuthContext,
  permissionId: string,
  departId: string,
): Promise<RuleChoice> {
  await departById(ctx, auth, departId);
  const rules = await enabledRules(ctx.db.kysely, permissionId);
  const grant = rules.length > 0 ? await departGrantOf(ctx.db.kysely, permissionId, departId) : undefined;
  return ruleChoice(rules, grant?.dataRuleIds);
}

export async function saveDepartDataRule(
  ctx: AppContext,
  auth: AuthContext,
  input: { permissionId: string; departId: string; dataRuleIds: string },
): Promise<void> {
  await changeInDeparts(ctx, auth, [input.departId], async (trx) => {
    const grant = await departGrantOf(trx, input.permissionId, input.departId);
    if (!grant) throw new BusinessError('请先保存部门权限');
    const dataRuleIds = checkedRuleIds(await enabledRules(trx, input.permissionId), input.dataRuleIds);
    await trx.updateTable('sysDepartPermission').set({ dataRuleIds }).where('id', '=', grant.id).execute();
  });
}
