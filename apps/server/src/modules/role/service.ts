import type { Kysely } from 'kysely';
import type { AppContext } from '../../core/context.ts';
import { addMembers } from '../../core/crud/membership.ts';
import { scopedTable } from '../../core/crud/scopedTable.ts';
import type { Database } from '../../core/db/schema.ts';
import type { SheetColumn } from '../../core/excel/columns.ts';
import type { AuthContext } from '../../core/http/fastifyTypes.ts';
import { newId } from '../../core/ids.ts';
import { replaceGrants } from '../../core/permission/grantSet.ts';
import { defineEntity } from '../../core/query/entity.ts';
import { BusinessError } from '../../core/result.ts';
import { formatDateTime } from '../../core/time.ts';
import type { RoleInput } from './schema.ts';

export const roleEntity = defineEntity({
  title: '角色',
  defaultSort: 'createTime',
  menuComponent: 'system/RoleList',
  fields: {
    roleName: { column: 'roleName', type: 'string' },
    roleCode: { column: 'roleCode', type: 'string' },
    description: { column: 'description', type: 'string' },
    createBy: { column: 'createBy', type: 'string' },
    createTime: { column: 'createTime', type: 'datetime' },
    updateTime: { column: 'updateTime', type: 'datetime' },
  },
});

export const roleColumns: SheetColumn[] = [
  { field: 'roleName', title: '角色名称', width: 18 },
  { field: 'roleCode', title: '角色编码', width: 18 },
  { field: 'description', title: '描述', width: 30 },
];

export const rolesBase = (db: Kysely<Database>) => db.selectFrom('sysRole');

/** Every by-id path of a role (the role itself, its grants, its data rules, its users) goes through here. */
export const roles = scopedTable({
  entity: roleEntity,
  base: rolesBase,
  select: (qb) => qb.selectAll(),
  notFound: '未找到对应的角色',
});

async function assertCodeFree(db: Kysely<Database>, code: string, exceptId: string | null) {
  let q = db.selectFrom('sysRole').select('id').where('roleCode', '=', code);
  if (exceptId) q = q.where('id', '!=', exceptId);
  if (await q.executeTakeFirst()) throw new BusinessError(`角色编码已存在: ${code}`);
}

export async function addRole(ctx: AppContext, auth: AuthContext, input: RoleInput): Promise<void> {
  await assertCodeFree(ctx.db.kysely, input.roleCode, null);
  await ctx.db.kysely
    .insertInto('sysRole')
    .values({
      id: newId(),
      ...input,
      createBy: auth.username,
      createTime: formatDateTime(),
      updateBy: null,
      updateTime: null,
    })
    .execute();
}

export async function editRole(
  ctx: AppContext,
  auth: AuthContext,
  id: string,
  input: RoleInput,
): Promise<void> {
  await roles.change(ctx, auth, [id], async (trx) => {
    await assertCodeFree(trx, input.roleCode, id);
    await trx
      .updateTable('sysRole')
      .set({ ...input, updateBy: auth.username, updateTime: formatDateTime() })
      .where('id', '=', id)
      .execute();
  });
}

/** Deletes roles with their grants and memberships; the seeded admin role cannot go. */
export async function deleteRoles(ctx: AppContext, auth: AuthContext, ids: string[]): Promise<void> {
  if (ids.includes('role_admin')) throw new BusinessError('管理员角色不能删除');
  await roles.change(ctx, auth, ids, async (trx, visible) => {
    await trx.deleteFrom('sysRolePermission').where('roleId', 'in', visible).execute();
    await trx.deleteFrom('sysUserRole').where('roleId', 'in', visible).execute();
    await trx.deleteFrom('sysRole').where('id', 'in', visible).execute();
  });
}

export const roleById = (ctx: AppContext, auth: AuthContext, id: string) => roles.one(ctx, auth, id);

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
  auth: AuthContext,
  roleId: string,
  userIds: string[],
): Promise<void> {
  await roles.change(ctx, auth, [roleId], (trx) => addMembers(trx, 'sysUserRole', roleId, userIds));
}

export async function removeUsersFromRole(
  ctx: AppContext,
  auth: AuthContext,
  roleId: string,
  userIds: string[],
): Promise<void> {
  if (userIds.length === 0) throw new BusinessError('请选择一条记录！');
  await roles.change(ctx, auth, [roleId], (trx) =>
    trx.deleteFrom('sysUserRole').where('roleId', '=', roleId).where('userId', 'in', userIds).execute(),
  );
}
