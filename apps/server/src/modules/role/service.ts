import type { Kysely, Transaction } from 'kysely';
import type { AppContext } from '../../core/context.ts';
import { addMembers } from '../../core/crud/membership.ts';
import type { Database } from '../../core/db/schema.ts';
import type { AuthContext } from '../../core/http/fastifyTypes.ts';
import { newId } from '../../core/ids.ts';
import { replaceGrants } from '../../core/permission/grantSet.ts';
import type { ServedResource } from '../../core/resource/routes.ts';
import { BusinessError } from '../../core/result.ts';
import { formatDateTime } from '../../core/time.ts';

export const rolesBase = (db: Kysely<Database>) => db.selectFrom('sysRole');

/** The role resource's records: every by-id path of a role (its grants, data rules, users) goes through them. */
export type RoleRecords = ServedResource['records'];

/** The seeded administrator role, which cannot be deleted. */
const ADMIN_ROLE = 'role_admin';

/** Before roles are deleted, in the same transaction: their grants and memberships go with them. */
export async function deleteRoleLinks(trx: Transaction<Database>, ids: string[]): Promise<void> {
  if (ids.includes(ADMIN_ROLE)) throw new BusinessError('管理员角色不能删除');
  await trx.deleteFrom('sysRolePermission').where('roleId', 'in', ids).execute();
  await trx.deleteFrom('sysUserRole').where('roleId', 'in', ids).execute();
}

export interface PermissionTreeNode {
  key: string;
  value: string;
  title: string;
  slotTitle: string;
  ruleFlag: number;
  isLeaf: boolean;
  menuType: number;
  children?: PermissionTreeNode[];
}

/**
 * Every menu and button as a tree, for granting them to a role (queryTreeList), plus all their ids;
 * with `only`, just those menus and buttons (a department's, for its roles).
 */
export async function permissionTree(
  ctx: AppContext,
  only?: ReadonlySet<string>,
): Promise<{ treeList: PermissionTreeNode[]; ids: string[] }> {
  const all = await ctx.db.kysely
    .selectFrom('sysPermission')
    .select(['id', 'parentId', 'name', 'menuType', 'sortNo'])
    .where('delFlag', '=', 0)
    .orderBy('sortNo')
    .execute();
  const rows = only ? all.filter((r) => only.has(r.id)) : all;
  // ruleFlag marks the menus whose data rules (数据规则) a grant can choose from: those with enabled rules.
  const withRules = new Set(
    (
      await ctx.db.kysely
        .selectFrom('sysPermissionDataRule')
        .select('permissionId')
        .distinct()
        .where('status', '=', '1')
        .execute()
    ).map((r) => r.permissionId),
  );
  const kept = new Set(rows.map((r) => r.id));
  const byParent = new Map<string | null, typeof rows>();
  for (const r of rows) {
    // A department's menu whose parent it lacks starts a branch of its own.
    const parent = only && r.parentId && !kept.has(r.parentId) ? null : r.parentId;
    const list = byParent.get(parent) ?? [];
    list.push(r);
    byParent.set(parent, list);
  }
  const build = (parentId: string | null): PermissionTreeNode[] =>
    (byParent.get(parentId) ?? []).map((r) => {
      const children = build(r.id);
      return {
        key: r.id,
        value: r.id,
        title: r.name,
        slotTitle: r.name,
        ruleFlag: withRules.has(r.id) ? 1 : 0,
        menuType: r.menuType,
        isLeaf: children.length === 0,
        ...(children.length > 0 ? { children } : {}),
      };
    });
  return { treeList: build(null), ids: rows.map((r) => r.id) };
}

export async function rolePermissionIds(
  ctx: AppContext,
  roles: RoleRecords,
  auth: AuthContext,
  roleId: string,
): Promise<string[]> {
  await roles.one(ctx, auth, roleId);
  const rows = await ctx.db.kysely
    .selectFrom('sysRolePermission')
    .select('permissionId')
    .where('roleId', '=', roleId)
    .execute();
  return rows.map((r) => r.permissionId);
}

/** Replaces a role's grants with the given menus and buttons; existing data-rule choices are kept. */
export async function saveRolePermissions(
  ctx: AppContext,
  roles: RoleRecords,
  auth: AuthContext,
  roleId: string,
  permissionIds: string[],
  ip: string,
): Promise<void> {
  const wanted = [...new Set(permissionIds)];
  const now = formatDateTime();
  await roles.change(ctx, auth, [roleId], async (trx) => {
    if (wanted.length > 0) {
      const known = await trx.selectFrom('sysPermission').select('id').where('id', 'in', wanted).execute();
      if (known.length !== wanted.length) throw new BusinessError('权限不存在');
    }
    await replaceGrants(trx, 'sysRolePermission', roleId, wanted, (permissionId) => ({
      id: newId(),
      roleId,
      permissionId,
      dataRuleIds: null,
      operateDate: now,
      operateIp: ip,
    }));
  });
}

export async function addUsersToRole(
  ctx: AppContext,
  roles: RoleRecords,
  auth: AuthContext,
  roleId: string,
  userIds: string[],
): Promise<void> {
  await roles.change(ctx, auth, [roleId], (trx) => addMembers(trx, 'sysUserRole', roleId, userIds));
}

export async function removeUsersFromRole(
  ctx: AppContext,
  roles: RoleRecords,
  auth: AuthContext,
  roleId: string,
  userIds: string[],
): Promise<void> {
  if (userIds.length === 0) throw new BusinessError('请选择一条记录！');
  await roles.change(ctx, auth, [roleId], (trx) =>
    trx.deleteFrom('sysUserRole').where('roleId', '=', roleId).where('userId', 'in', userIds).execute(),
  );
}
