import type { Kysely, Selectable, Transaction } from 'kysely';
import type { AppContext } from '../../core/context.ts';
import type { Database, SysDepartRoleTable } from '../../core/db/schema.ts';
import type { AuthContext } from '../../core/http/fastifyTypes.ts';
import { newId } from '../../core/ids.ts';
import { defineEntity } from '../../core/query/entity.ts';
import { BusinessError } from '../../core/result.ts';
import { formatDateTime } from '../../core/time.ts';
import { changeInDeparts, departById } from '../depart/service.ts';
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

export const departRolesOf = (db: Kysely<Database>, departId: string) =>
  db.selectFrom('sysDepartRole').where('departId', '=', departId);

export async function requireDepartRole(db: Kysely<Database>, id: string): Promise<DepartRole> {
  const role = await db.selectFrom('sysDepartRole').selectAll().where('id', '=', id).executeTakeFirst();
  if (!role) throw new BusinessError('未找到对应的部门角色');
  return role;
}

/** A department role whose department lies within the caller's 部门管理 rules. */
export async function departRoleById(ctx: AppContext, auth: AuthContext, id: string): Promise<DepartRole> {
  const role = await requireDepartRole(ctx.db.kysely, id);
  await departById(ctx, auth, role.departId);
  return role;
}

/**
 * Changes a department role or what hangs on it in one transaction, once its department lies within the
 * caller's 部门管理 rules. A role never moves to another department, so its department is read first.
 */
export async function changeDepartRole<T>(
  ctx: AppContext,
  auth: AuthContext,
  id: string,
  change: (trx: Transaction<Database>, role: DepartRole) => Promise<T>,
): Promise<T> {
  const role = await requireDepartRole(ctx.db.kysely, id);
  return changeInDeparts(ctx, auth, [role.departId], (trx) => change(trx, role));
}

async function assertCodeFree(db: Kysely<Database>, departId: string, code: string, exceptId: string | null) {
  let q = departRolesOf(db, departId).select('id').where('roleCode', '=', code);
  if (exceptId) q = q.where('id', '!=', exceptId);
  if (await q.executeTakeFirst()) throw new BusinessError('角色编码已存在');
}

export async function addDepartRole(
  ctx: AppContext,
  auth: AuthContext,
  departId: string,
  input: DepartRoleInput,
): Promise<void> {
  await changeInDeparts(ctx, auth, [departId], async (trx) => {
    await assertCodeFree(trx, departId, input.roleCode, null);
    await trx
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
  });
}

export async function editDepartRole(
  ctx: AppContext,
  auth: AuthContext,
  id: string,
  input: DepartRoleInput,
): Promise<void> {
  await changeDepartRole(ctx, auth, id, async (trx, role) => {
    await assertCodeFree(trx, role.departId, input.roleCode, id);
    await trx
      .updateTable('sysDepartRole')
      .set({ ...input, updateBy: auth.username, updateTime: formatDateTime() })
      .where('id', '=', id)
      .execute();
  });
}

/**
 * Deletes department roles with their grants and the users' links to them; every department they belong
 * to must lie within the caller's 部门管理 rules. Ids of no role delete nothing.
 */
export async function deleteDepartRoles(ctx: AppContext, auth: AuthContext, ids: string[]): Promise<void> {
  if (ids.length === 0) throw new BusinessError('请选择一条记录！');
  const roles = await ctx.db.kysely
    .selectFrom('sysDepartRole')
    .select('departId')
    .where('id', 'in', ids)
    .execute();
  if (roles.length === 0) return;
  await changeInDeparts(
    ctx,
    auth,
    roles.map((r) => r.departId),
    async (trx) => {
      await trx.deleteFrom('sysDepartRolePermission').where('roleId', 'in', ids).execute();
      await trx.deleteFrom('sysDepartRoleUser').where('droleId', 'in', ids).execute();
      await trx.deleteFrom('sysDepartRole').where('id', 'in', ids).execute();
    },
  );
}
