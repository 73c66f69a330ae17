import type { Kysely } from 'kysely';
import type { AppContext } from '../../core/context.ts';
import type { Database } from '../../core/db/schema.ts';
import type { AuthContext } from '../../core/http/fastifyTypes.ts';
import { newId } from '../../core/ids.ts';
import {
  checkedRuleIds,
  enabledRules,
  limitRules,
  type RuleChoice,
  ruleChoice,
} from '../../core/permission/dataRuleChoice.ts';
import { replaceGrants } from '../../core/permission/grantSet.ts';
import { BusinessError } from '../../core/result.ts';
import { formatDateTime } from '../../core/time.ts';
import { changeInDeparts, departById } from '../depart/service.ts';
import {
  changeDepartRole,
  type DepartRole,
  departRoleById,
  requireDepartRole,
} from '../departRole/service.ts';
import { type PermissionTreeNode, permissionTree } from '../role/service.ts';
import { departGrantOf, departPermissionIds } from './departGrants.ts';

/** The grant tree of a department's roles: only the menus and buttons the department holds. */
export async function deptRoleTree(
  ctx: AppContext,
  auth: AuthContext,
  departId: string,
): Promise<{ treeList: PermissionTreeNode[]; ids: string[] }> {
  await departById(ctx, auth, departId);
  return permissionTree(ctx, new Set(await departPermissionIds(ctx.db.kysely, departId)));
}

export async function deptRolePermissionIds(
  ctx: AppContext,
  auth: AuthContext,
  roleId: string,
): Promise<string[]> {
  await departRoleById(ctx, auth, roleId);
  const rows = await ctx.db.kysely
    .selectFrom('sysDepartRolePermission')
    .select('permissionId')
    .where('roleId', '=', roleId)
    .execute();
  return rows.map((r) => r.permissionId);
}

/** Replaces a department role's grants; each must be a permission of its department. */
export async function saveDeptRolePermissions(
  ctx: AppContext,
  auth: AuthContext,
  roleId: string,
  permissionIds: string[],
  ip: string,
): Promise<void> {
  const wanted = [...new Set(permissionIds)];
  await changeDepartRole(ctx, auth, roleId, async (trx, role) => {
    const held = new Set(await departPermissionIds(trx, role.departId));
    if (wanted.some((id) => !held.has(id))) throw new BusinessError('部门未拥有所选权限，请先设置部门权限');
    const now = formatDateTime();
    await replaceGrants(trx, 'sysDepartRolePermission', roleId, wanted, (permissionId) => ({
      id: newId(),
      departId: role.departId,
      roleId,
      permissionId,
      dataRuleIds: null,
      operateDate: now,
      operateIp: ip,
    }));
  });
}

async function roleOfDepart(db: Kysely<Database>, roleId: string, departId: string): Promise<DepartRole> {
  const role = await requireDepartRole(db, roleId);
  if (role.departId !== departId) throw new BusinessError('该角色不属于此部门');
  return role;
}

/** The rules a department role may choose for a menu: the department's choice of them, if it made one. */
async function choosableRules(db: Kysely<Database>, permissionId: string, departId: string) {
  const rules = await enabledRules(db, permissionId);
  if (rules.length === 0) return rules;
  return limitRules(rules, (await departGrantOf(db, permissionId, departId))?.dataRuleIds);
}

const roleGrantOf = (db: Kysely<Database>, permissionId: string, roleId: string) =>
  db
    .selectFrom('sysDepartRolePermission')
    .select(['id', 'dataRuleIds'])
    .where('roleId', '=', roleId)
    .where('permissionId', '=', permissionId)
    .executeTakeFirst();

export async function deptRoleDataRule(
  ctx: AppContext,
  auth: AuthContext,
  permissionId: string,
  departId: string,
  roleId: string,
): Promise<RuleChoice> {
  await departById(ctx, auth, departId);
  const db = ctx.db.kysely;
  await roleOfDepart(db, roleId, departId);
  const rules = await choosableRules(db, permissionId, departId);
  const grant = rules.length > 0 ? await roleGrantOf(db, permissionId, roleId) : undefined;
  return ruleChoice(rules, grant?.dataRuleIds);
}

export async function saveDeptRoleDataRule(
  ctx: AppContext,
  auth: AuthContext,
  input: { permissionId: string; departId: string; roleId: string; dataRuleIds: string },
): Promise<void> {
  await changeInDeparts(ctx, auth, [input.departId], async (trx) => {
    await roleOfDepart(trx, input.roleId, input.departId);
    const grant = await roleGrantOf(trx, input.permissionId, input.roleId);
    if (!grant) throw new BusinessError('请先保存部门角色授权');
    const rules = await choosableRules(trx, input.permissionId, input.departId);
    const dataRuleIds = checkedRuleIds(rules, input.dataRuleIds, '所选数据规则不在部门的数据规则之内');
    await trx
      .updateTable('sysDepartRolePermission')
      .set({ dataRuleIds })
      .where('id', '=', grant.id)
      .execute();
  });
}
