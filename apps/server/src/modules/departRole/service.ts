import type { Selectable } from 'kysely';
import type { AppContext } from '../../core/context.ts';
import type { SysDepartRoleTable } from '../../core/db/schema.ts';
import type { AuthContext } from '../../core/http/fastifyTypes.ts';
import { newId } from '../../core/ids.ts';
import { defineEntity } from '../../core/query/entity.ts';
import { BusinessError } from '../../core/result.ts';
import { formatDateTime } from '../../core/time.ts';
import type { DepartRoleInput } from './schema.ts';

export type DepartRole = Selectable<SysDepartRoleTable>;

/** The roles of one department (部门角色): the list reads `deptId` itself. */
export const departRoleEntity = defineEntity({
  title: '部门角色',
  defaultSort: 'createTime',
  extraParams: ['deptId'],
  fields: {
    roleName: { column: 'roleName', type: 'string' },
    roleCode: { column: 'roleCode', type: 'string' },
    description: { column: 'description', type: 'string' },
    createBy: { column: 'createBy', type: 'string' },
    createTime: { column: 'createTime', type: 'datetime' },
    updateTime: { column: 'updateTime', type: 'datetime' },
  },
});

export const departRolesOf = (ctx: AppContext, departId: string) =>
  ctx.db.kysely.selectFrom('sysDepartRole').where('departId', '=', departId);

export async function requireLiveDepart(ctx: AppContext, departId: string): Promise<void> {
  const depart = await ctx.db.kysely
    .selectFrom('sysDepart')
    .select('id')
    .where('id', '=', departId)
    .where('delFlag', '=', 0)
    .executeTakeFirst();
  if (!depart) throw new BusinessError('未找到对应的部门');
}

export async function requireDepartRole(ctx: AppContext, id: string): Promise<DepartRole> {
  const role = await ctx.db.kysely
    .selectFrom('sysDepartRole')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!role) throw new BusinessError('未找到对应的部门角色');
  return role;
}

async function assertCodeFree(ctx: AppContext, departId: string, code: string, exceptId: string | null) {
  let q = departRolesOf(ctx, departId).select('id').where('roleCode', '=', code);
  if (exceptId) q = q.where('id', '!=', exceptId);
  if (await q.executeTakeFirst()) throw new BusinessError('角色编码已存在');
}

export async function addDepartRole(
  ctx: AppContext,
  auth: AuthContext,
  departId: string,
  input: DepartRoleInput,
): Promise<void> {
  await requireLiveDepart(ctx, departId);
  await assertCodeFree(ctx, departId, input.roleCode, null);
  await ctx.db.kysely
    .insertInto('sysDepartRole')
    .values({
      id: newId(),
      departId,
      ...input,
      createBy: auth.username,
      createTime: formatDateTime(),
      updateBy: null,
      updateTime: null,
    })
    .execute();
}

export async function editDepartRole(
  ctx: AppContext,
  auth: AuthContext,
  id: string,
  input: DepartRoleInput,
): Promise<void> {
  const role = await requireDepartRole(ctx, id);
  await assertCodeFree(ctx, role.departId, input.roleCode, id);
  await ctx.db.kysely
    .updateTable('sysDepartRole')
    .set({ ...input, updateBy: auth.username, updateTime: formatDateTime() })
    .where('id', '=', id)
    .execute();
}

/** Deletes department roles with their grants and the users' links to them. */
export async function deleteDepartRoles(ctx: AppContext, ids: string[]): Promise<void> {
  if (ids.length === 0) throw new BusinessError('请选择一条记录！');
  await ctx.db.kysely.transaction().execute(async (trx) => {
    await trx.deleteFrom('sysDepartRolePermission').where('roleId', 'in', ids).execute();
    await trx.deleteFrom('sysDepartRoleUser').where('droleId', 'in', ids).execute();
    await trx.deleteFrom('sysDepartRole').where('id', 'in', ids).execute();
  });
}
