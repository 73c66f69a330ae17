import type { AppContext } from '../../core/context.ts';
import type { SheetColumn } from '../../core/excel/columns.ts';
import type { AuthContext } from '../../core/http/fastifyTypes.ts';
import { newId } from '../../core/ids.ts';
import { defineEntity } from '../../core/query/entity.ts';
import { BusinessError } from '../../core/result.ts';
import { formatDateTime } from '../../core/time.ts';
import type { RoleInput } from './schema.ts';

export const roleEntity = defineEntity({
  title: '角色',
  defaultSort: 'createTime',
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

export const rolesBase = (ctx: AppContext) => ctx.db.kysely.selectFrom('sysRole');

async function assertCodeFree(ctx: AppContext, code: string, exceptId: string | null) {
  let q = ctx.db.kysely.selectFrom('sysRole').select('id').where('roleCode', '=', code);
  if (exceptId) q = q.where('id', '!=', exceptId);
  if (await q.executeTakeFirst()) throw new BusinessError(`角色编码已存在: ${code}`);
}

export async function addRole(ctx: AppContext, auth: AuthContext, input: RoleInput): Promise<void> {
  await assertCodeFree(ctx, input.roleCode, null);
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
  await assertCodeFree(ctx, input.roleCode, id);
  const result = await ctx.db.kysely
    .updateTable('sysRole')
    .set({ ...input, updateBy: auth.username, updateTime: formatDateTime() })
    .where('id', '=', id)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw new BusinessError('未找到对应的角色');
}

/** Deletes roles with their grants and memberships; the seeded admin role cannot go. */
export async function deleteRoles(ctx: AppContext, ids: string[]): Promise<void> {
  if (ids.length === 0) throw new BusinessError('请选择一条记录！');
  if (ids.includes('role_admin')) throw new BusinessError('管理员角色不能删除');
  await ctx.db.kysely.transaction().execute(async (trx) => {
    await trx.deleteFrom('sysRolePermission').where('roleId', 'in', ids).execute();
    await trx.deleteFrom('sysUserRole').where('roleId', 'in', ids).execute();
    await trx.deleteFrom('sysRole').where('id', 'in', ids).execute();
  });
}

export async function roleById(ctx: AppContext, id: string) {
  const row = await rolesBase(ctx).selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new BusinessError('未找到对应的角色');
  return row;
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

/** Every menu and button as a tree, for granting them to a role (queryTreeList), plus all their ids. */
export async function permissionTree(
  ctx: AppContext,
): Promise<{ treeList: PermissionTreeNode[]; ids: string[] }> {
  const rows = await ctx.db.kysely
    .selectFrom('sysPermission')
    .select(['id', 'parentId', 'name', 'menuType', 'ruleFlag', 'sortNo'])
    .where('delFlag', '=', 0)
    .orderBy('sortNo')
    .execute();
  const byParent = new Map<string | null, typeof rows>();
  for (const r of rows) {
    const list = byParent.get(r.parentId) ?? [];
    list.push(r);
    byParent.set(r.parentId, list);
  }
  const build = (parentId: string | null): PermissionTreeNode[] =>
    (byParent.get(parentId) ?? []).map((r) => {
      const children = build(r.id);
      return {
        key: r.id,
        value: r.id,
        title: r.name,
        slotTitle: r.name,
        ruleFlag: r.ruleFlag,
        menuType: r.menuType,
        isLeaf: children.length === 0,
        ...(children.length > 0 ? { children } : {}),
      };
    });
  return { treeList: build(null), ids: rows.map((r) => r.id) };
}

export async function rolePermissionIds(ctx: AppContext, roleId: string): Promise<string[]> {
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
  roleId: string,
  permissionIds: string[],
  ip: string,
): Promise<void> {
  await roleById(ctx, roleId);
  const wanted = [...new Set(permissionIds)];
  if (wanted.length > 0) {
    const known = await ctx.db.kysely
      .selectFrom('sysPermission')
      .select('id')
      .where('id', 'in', wanted)
      .execute();
    if (known.length !== wanted.length) throw new BusinessError('权限不存在');
  }
  const now = formatDateTime();
  await ctx.db.kysely.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('sysRolePermission')
      .select('permissionId')
      .where('roleId', '=', roleId)
      .execute();
    const have = new Set(current.map((c) => c.permissionId));
    const remove = [...have].filter((id) => !wanted.includes(id));
    const add = wanted.filter((id) => !have.has(id));
    if (remove.length > 0) {
      await trx
        .deleteFrom('sysRolePermission')
        .where('roleId', '=', roleId)
        .where('permissionId', 'in', remove)
        .execute();
    }
    if (add.length > 0) {
      await trx
        .insertInto('sysRolePermission')
        .values(
          add.map((permissionId) => ({
            id: newId(),
            roleId,
            permissionId,
            dataRuleIds: null,
            operateDate: now,
            operateIp: ip,
          })),
        )
        .execute();
    }
  });
}

export async function addUsersToRole(ctx: AppContext, roleId: string, userIds: string[]): Promise<void> {
  await roleById(ctx, roleId);
  const users = await ctx.db.kysely
    .selectFrom('sysUser')
    .select('id')
    .where('id', 'in', userIds)
    .where('delFlag', '=', 0)
    .execute();
  if (users.length !== new Set(userIds).size) throw new BusinessError('用户不存在');
  const existing = new Set(
    (
      await ctx.db.kysely.selectFrom('sysUserRole').select('userId').where('roleId', '=', roleId).execute()
    ).map((r) => r.userId),
  );
  const add = users.map((u) => u.id).filter((id) => !existing.has(id));
  if (add.length > 0) {
    await ctx.db.kysely
      .insertInto('sysUserRole')
      .values(add.map((userId) => ({ id: newId(), userId, roleId })))
      .execute();
  }
}

export async function removeUsersFromRole(ctx: AppContext, roleId: string, userIds: string[]): Promise<void> {
  if (userIds.length === 0) throw new BusinessError('请选择一条记录！');
  await ctx.db.kysely
    .deleteFrom('sysUserRole')
    .where('roleId', '=', roleId)
    .where('userId', 'in', userIds)
    .execute();
}
