import type { Kysely } from 'kysely';
import type { AppContext } from '../../core/context.ts';
import { splitIds } from '../../core/crud/idParams.ts';
import type { Database } from '../../core/db/schema.ts';
import type { AuthContext } from '../../core/http/fastifyTypes.ts';
import { newId } from '../../core/ids.ts';
import { BusinessError } from '../../core/result.ts';
import { changeInDeparts, departById } from '../depart/service.ts';
import { departRolesOf } from './service.ts';

export interface DeptRoleChoice {
  deptRoleList: { id: string; roleName: string; roleCode: string; description: string | null }[];
  /** The ids of those roles the user has. */
  userRoles: string[];
}

type RoleLink = { id: string; userId: string; droleId: string };

const roleLinks = (db: Kysely<Database>, departId: string, userId: string): Promise<RoleLink[]> =>
  db
    .selectFrom('sysDepartRoleUser as ru')
    .innerJoin('sysDepartRole as r', 'r.id', 'ru.droleId')
    .select(['ru.id', 'ru.userId', 'ru.droleId'])
    .where('ru.userId', '=', userId)
    .where('r.departId', '=', departId)
    .orderBy('ru.id')
    .execute();

/** The user's links to the roles of one department (GET /sys/sysDepartRole/getDeptRoleByUserId). */
export async function userRoleLinksIn(
  ctx: AppContext,
  auth: AuthContext,
  departId: string,
  userId: string,
): Promise<RoleLink[]> {
  await departById(ctx, auth, departId);
  return roleLinks(ctx.db.kysely, departId, userId);
}

/** The roles of a department and which of them the user has (GET /sys/sysDepartRole/getDeptRoleList). */
export async function deptRoleChoice(
  ctx: AppContext,
  auth: AuthContext,
  departId: string,
  userId: string,
): Promise<DeptRoleChoice> {
  await departById(ctx, auth, departId);
  const deptRoleList = await departRolesOf(ctx.db.kysely, departId)
    .select(['id', 'roleName', 'roleCode', 'description'])
    .orderBy('createTime')
    .orderBy('id')
    .execute();
  const userRoles = (await roleLinks(ctx.db.kysely, departId, userId)).map((r) => r.droleId);
  return { deptRoleList, userRoles };
}

/** The one department the named roles (and `departId`, when given) belong to. */
async function departOfRoles(
  ctx: AppContext,
  roleIds: string[],
  departId: string | undefined,
): Promise<string> {
  const roles =
    roleIds.length === 0
      ? []
      : await ctx.db.kysely
          .selectFrom('sysDepartRole')
          .select(['id', 'departId'])
          .where('id', 'in', roleIds)
          .execute();
  if (roles.length !== roleIds.length) throw new BusinessError('部门角色不存在');
  const departs = new Set([...roles.map((r) => r.departId), ...(departId ? [departId] : [])]);
  if (departs.size > 1) throw new BusinessError('所选角色不属于同一部门');
  const [only] = departs;
  if (!only) throw new BusinessError('请选择部门');
  return only;
}

/**
 * Gives a user exactly the roles `newRoleId` among the roles of their department (deptRoleUserAdd);
 * `oldRoleId` only helps name the department. The user must belong to it.
 */
export async function setUserDeptRoles(
  ctx: AppContext,
  auth: AuthContext,
  input: { userId: string; newRoleId: string; oldRoleId: string; departId?: string | undefined },
): Promise<void> {
  const wanted = splitIds(input.newRoleId);
  const departId = await departOfRoles(
    ctx,
    [...new Set([...wanted, ...splitIds(input.oldRoleId)])],
    input.departId || undefined,
  );
  await changeInDeparts(ctx, auth, [departId], async (trx) => {
    const member = await trx
      .selectFrom('sysUserDepart as ud')
      .innerJoin('sysUser as u', 'u.id', 'ud.userId')
      .select('ud.id')
      .where('ud.userId', '=', input.userId)
      .where('ud.depId', '=', departId)
      .where('u.delFlag', '=', 0)
      .executeTakeFirst();
    if (!member) throw new BusinessError('该用户不属于此部门');
    const have = new Set((await roleLinks(trx, departId, input.userId)).map((c) => c.droleId));
    const remove = [...have].filter((id) => !wanted.includes(id));
    const add = wanted.filter((id) => !have.has(id));
    if (remove.length > 0) {
      await trx
        .deleteFrom('sysDepartRoleUser')
        .where('userId', '=', input.userId)
        .where('droleId', 'in', remove)
        .execute();
    }
    if (add.length > 0) {
      await trx
        .insertInto('sysDepartRoleUser')
        .values(add.map((droleId) => ({ id: newId(), userId: input.userId, droleId })))
        .execute();
    }
  });
}
