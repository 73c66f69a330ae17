import type { AppContext } from '../../core/context.ts';
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
import { type DepartRole, requireDepartRole, requireLiveDepart } from '../departRole/service.ts';
import { type PermissionTreeNode, permissionTree } from '../role/service.ts';
import { departGrantOf, departPermissionIds } from './departGrants.ts';

/** The grant tree of a department's roles: only the menus and buttons the department holds. */
export async function deptRoleTree(
  ctx: AppContext,
  departId: string,
): Promise<{ treeList: PermissionTreeNode[]; ids: string[] }> {
  await requireLiveDepart(ctx, departId);
  return permissionTree(ctx, new Set(await departPermissionIds(ctx, departId)));
}

export async function deptRolePermissionIds(ctx: AppContext, roleId: string): Promise<string[]> {
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
  roleId: string,
  permissionIds: string[],
  ip: string,
): Promise<void> {
  const role = await requireDepartRole(ctx, roleId);
  const wanted = [...new Set(permissionIds)];
  const held = new Set(await departPermissionIds(ctx, role.departId));
  if (wanted.some((id) => !held.has(id))) throw new BusinessError('部门未拥有所选权限，请先设置部门权限');
  const now = formatDateTime();
  await ctx.db.kysely.transaction().execute((trx) =>
    replaceGrants(trx, 'sysDepartRolePermission', roleId, wanted, (permissionId) => ({
      id: newId(),
      departId: role.departId,
      roleId,
      permissionId,
      dataRuleIds: null,
      operateDate: now,
      operateIp: ip,
    })),
  );
}

async function roleOfDepart(ctx: AppContext, roleId: string, departId: string): Promise<DepartRole> {
  const role = await requireDepartRole(ctx, roleId);
  if (role.departId !== departId) throw new BusinessError('该角色不属于此部门');
  return role;
}

/** The rules a department role may choose for a menu: the department's choice of them, if it made one. */
async function choosableRules(ctx: AppContext, permissionId: string, departId: string) {
  const rules = await enabledRules(ctx.db.kysely, permissionId);
  if (rules.length === 0) return rules;
  return limitRules(rules, (await departGrantOf(ctx, permissionId, departId))?.dataRuleIds);
}

const roleGrantOf = (ctx: AppContext, permissionId: string, roleId: string) =>
  ctx.db.kysely
    .selectFrom('sysDepartRolePermission')
    .select(['id', 'dataRuleIds'])
    .where('roleId', '=', roleId)
    .where('permissionId', '=', permissionId)
    .executeTakeFirst();

export async function deptRoleDataRule(
  ctx: AppContext,
  permissionId: string,
  departId: string,
  roleId: string,
): Promise<RuleChoice> {
  await roleOfDepart(ctx, roleId, departId);
  const rules = await choosableRules(ctx, permissionId, departId);
  const grant = rules.length > 0 ? await roleGrantOf(ctx, permissionId, roleId) : undefined;
  return ruleChoice(rules, grant?.dataRuleIds);
}

export async function saveDeptRoleDataRule(
  ctx: AppContext,
  input: { permissionId: string; departId: string; roleId: string; dataRuleIds: string },
): Promise<void> {
  await roleOfDepart(ctx, input.roleId, input.departId);
  const grant = await roleGrantOf(ctx, input.permissionId, input.roleId);
  if (!grant) throw new BusinessError('请先保存部门角色授权');
  const rules = await choosableRules(ctx, input.permissionId, input.departId);
  const dataRuleIds = checkedRuleIds(rules, input.dataRuleIds, '所选数据规则不在部门的数据规则之内');
  await ctx.db.kysely
    .updateTable('sysDepartRolePermission')
    .set({ dataRuleIds })
    .where('id', '=', grant.id)
    .execute();
}
