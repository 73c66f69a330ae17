import type { Kysely } from 'kysely';
import { recordDataLog } from '../../../core/audit/dataLog.ts';
import { hashPassword, randomPassword } from '../../../core/auth/password.ts';
import type { AppContext } from '../../../core/context.ts';
import { splitIds } from '../../../core/crud/idParams.ts';
import { scopedTable } from '../../../core/crud/scopedTable.ts';
import type { Database } from '../../../core/db/schema.ts';
import type { AuthContext } from '../../../core/http/fastifyTypes.ts';
import { newId } from '../../../core/ids.ts';
import { escapeLike, likeEscaped } from '../../../core/query/paging.ts';
import { BusinessError } from '../../../core/result.ts';
import { inTenant } from '../../../core/tenant.ts';
import { formatDateTime } from '../../../core/time.ts';
import { toUserInfo } from '../profile.ts';
import { userEntity } from './entity.ts';
import type { AddUserInput, EditUserInput } from './schema.ts';

/** The users the caller may manage: live (not in the recycle bin) and of the caller's tenant. */
export const usersBase = (db: Kysely<Database>, auth: AuthContext, deleted = false) =>
  db
    .selectFrom('sysUser as u')
    .where('u.delFlag', '=', deleted ? 1 : 0)
    .where(inTenant('u.relTenantIds', auth.tenantId));

const NOT_FOUND = '未找到对应的用户';

/** 用户管理's users by id, within the caller's data rules; those in the recycle bin apart. */
const managedUsers = (deleted: boolean) =>
  scopedTable({
    entity: userEntity,
    base: (db, auth) => usersBase(db, auth, deleted),
    select: (qb) => qb.selectAll('u'),
    idColumn: 'u.id',
    notFound: NOT_FOUND,
  });
const users = managedUsers(false);
const recycled = managedUsers(true);

/** Only the users of a live department in the subtree of one of `orgCodes` (org-code prefixes). */
export const inDepartSubtrees = (users: ReturnType<typeof usersBase>, orgCodes: readonly string[]) =>
  users.where((eb) =>
    eb.exists(
      eb
        .selectFrom('sysUserDepart as ud')
        .innerJoin('sysDepart as d', 'd.id', 'ud.depId')
        .select('ud.id')
        .whereRef('ud.userId', '=', 'u.id')
        .where('d.delFlag', '=', 0)
        .where((inner) => inner.or(orgCodes.map((c) => likeEscaped('d.orgCode', `${escapeLike(c)}%`)))),
    ),
  );

type UniqueField = 'username' | 'phone' | 'email' | 'workNo';

const UNIQUE: [UniqueField, string][] = [
  ['username', '用户账号已存在'],
  ['phone', '手机号已存在'],
  ['email', '邮箱已存在'],
  ['workNo', '工号已存在'],
];

async function assertUnique(
  db: Kysely<Database>,
  values: Partial<Record<UniqueField, string | null>>,
  exceptId: string | null,
) {
  for (const [field, message] of UNIQUE) {
    const value = values[field];
    if (!value) continue;
    let q = db.selectFrom('sysUser').select('id').where(field, '=', value);
    if (exceptId) q = q.where('id', '!=', exceptId);
    if (await q.executeTakeFirst()) throw new BusinessError(message);
  }
}

async function existingIds(
  db: Kysely<Database>,
  table: 'sysRole' | 'sysDepart',
  ids: string[],
  what: string,
) {
  if (ids.length === 0) return ids;
  const rows = await db.selectFrom(table).select('id').where('id', 'in', ids).execute();
  if (rows.length !== ids.length) throw new BusinessError(`${what}不存在`);
  return ids;
}

async function setLinks(
  db: Kysely<Database>,
  userId: string,
  roleIds: string[] | null,
  departIds: string[] | null,
) {
  if (roleIds) {
    await db.deleteFrom('sysUserRole').where('userId', '=', userId).execute();
    if (roleIds.length > 0) {
      await db
        .insertInto('sysUserRole')
        .values(roleIds.map((roleId) => ({ id: newId(), userId, roleId })))
        .execute();
    }
  }
  if (departIds) {
    await db.deleteFrom('sysUserDepart').where('userId', '=', userId).execute();
    if (departIds.length > 0) {
      await db
        .insertInto('sysUserDepart')
        .values(departIds.map((depId) => ({ id: newId(), userId, depId })))
        .execute();
    }
  }
}

async function firstOrgCode(db: Kysely<Database>, departIds: string[]): Promise<string | null> {
  if (departIds.length === 0) return null;
  const row = await db
    .selectFrom('sysDepart')
    .select('orgCode')
    .where('id', 'in', departIds)
    .orderBy('orgCode')
    .executeTakeFirst();
  return row?.orgCode ?? null;
}

export async function addUser(ctx: AppContext, auth: AuthContext, input: AddUserInput): Promise<string> {
  const db = ctx.db.kysely;
  await assertUnique(db, input, null);
  const roleIds = await existingIds(db, 'sysRole', splitIds(input.selectedroles), '角色');
  const departIds = await existingIds(db, 'sysDepart', splitIds(input.selecteddeparts), '部门');
  const id = newId();
  const password = await hashPassword(input.password);
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('sysUser')
      .values({
        id,
        username: input.username,
        realname: input.realname,
        password,
        avatar: input.avatar,
        birthday: input.birthday,
        sex: input.sex,
        email: input.email,
        phone: input.phone,
        orgCode: await firstOrgCode(trx, departIds),
        status: input.status,
        delFlag: 0,
        workNo: input.workNo,
        post: input.post,
        telephone: input.telephone,
        userIdentity: input.userIdentity,
        departIds: null,
        relTenantIds: auth.tenantId > 0 ? String(auth.tenantId) : null,
        createBy: auth.username,
        createTime: formatDateTime(),
        updateBy: null,
        updateTime: null,
      })
      .execute();
    await setLinks(trx, id, roleIds, departIds);
    await recordDataLog(trx, auth, 'sys_user', id);
  });
  return id;
}

export async function editUser(
  ctx: AppContext,
  auth: AuthContext,
  input: EditUserInput,
  provided: ReadonlySet<string>,
): Promise<void> {
  await users.change(ctx, auth, [input.id], async (trx) => {
    const user = await trx
      .selectFrom('sysUser')
      .select(['id', 'orgCode'])
      .where('id', '=', input.id)
      .executeTakeFirstOrThrow();
    await assertUnique(trx, input, input.id);
    const roleIds =
      input.selectedroles === undefined
        ? null
        : await existingIds(trx, 'sysRole', splitIds(input.selectedroles), '角色');
    const departIds =
      input.selecteddeparts === undefined
        ? null
        : await existingIds(trx, 'sysDepart', splitIds(input.selecteddeparts), '部门');
    if (user.id === auth.userId && provided.has('status') && input.status === 2)
      throw new BusinessError('不能冻结当前登录用户');
    const orgCodes = departIds
      ? await trx
          .selectFrom('sysDepart')
          .select('orgCode')
          .where('id', 'in', departIds.length ? departIds : [''])
          .execute()
      : null;
    const keepOrg = orgCodes === null || orgCodes.some((d) => d.orgCode === user.orgCode);
    const changes = {
      realname: input.realname,
      avatar: input.avatar,
      birthday: input.birthday,
      sex: input.sex,
      email: input.email,
      phone: input.phone,
      status: input.status,
      workNo: input.workNo,
      post: input.post,
      telephone: input.telephone,
      userIdentity: input.userIdentity,
    };
    // Fields the form did not send keep their values.
    const sent = Object.fromEntries(Object.entries(changes).filter(([key]) => provided.has(key)));
    await trx
      .updateTable('sysUser')
      .set({
        ...sent,
        orgCode: keepOrg ? user.orgCode : await firstOrgCode(trx, departIds ?? []),
        updateBy: auth.username,
        updateTime: formatDateTime(),
      })
      .where('id', '=', input.id)
      .execute();
    await setLinks(trx, input.id, roleIds, departIds);
    await recordDataLog(trx, auth, 'sys_user', input.id);
  });
  if (provided.has('status') && input.status === 2) await ctx.sessions.revokeAll(input.id);
}

/** Ends the sessions of users who may no longer sign in (after their change has committed). */
async function endSessions(ctx: AppContext, ids: readonly string[]): Promise<void> {
  for (const id of ids) await ctx.sessions.revokeAll(id);
}

/** Moves users to the recycle bin; their sessions end at once. */
export async function recycleUsers(ctx: AppContext, auth: AuthContext, ids: string[]): Promise<void> {
  if (ids.includes(auth.userId)) throw new BusinessError('不能删除当前登录用户');
  const recycledIds = await users.change(ctx, auth, ids, async (trx, visible) => {
    await trx
      .updateTable('sysUser')
      .set({ delFlag: 1, updateBy: auth.username, updateTime: formatDateTime() })
      .where('id', 'in', visible)
      .execute();
    return visible;
  });
  await endSessions(ctx, recycledIds);
}

export async function setFrozen(
  ctx: AppContext,
  auth: AuthContext,
  ids: string[],
  status: number,
): Promise<void> {
  if (status === 2 && ids.includes(auth.userId)) throw new BusinessError('不能冻结当前登录用户');
  const changed = await users.change(ctx, auth, ids, async (trx, visible) => {
    await trx
      .updateTable('sysUser')
      .set({ status, updateBy: auth.username, updateTime: formatDateTime() })
      .where('id', 'in', visible)
      .execute();
    await recordDataLog(trx, auth, 'sys_user', visible);
    return visible;
  });
  if (status === 2) await endSessions(ctx, changed);
}

/** An administrator sets a user's password; that user's sessions end. */
export async function resetPassword(
  ctx: AppContext,
  auth: AuthContext,
  username: string,
  password: string,
): Promise<void> {
  const user = await usersBase(ctx.db.kysely, auth)
    .select('u.id')
    .where('u.username', '=', username)
    .executeTakeFirst();
  if (!user) throw new BusinessError(NOT_FOUND);
  const hash = await hashPassword(password);
  await users.change(ctx, auth, [user.id], (trx) =>
    trx
      .updateTable('sysUser')
      .set({ password: hash, updateBy: auth.username, updateTime: formatDateTime() })
      .where('id', '=', user.id)
      .execute(),
  );
  if (user.id !== auth.userId) await ctx.sessions.revokeAll(user.id);
  else await ctx.sessions.revokeOthers(user.id, auth.sessionId);
}

export async function restoreUsers(ctx: AppContext, auth: AuthContext, ids: string[]): Promise<void> {
  await recycled.change(ctx, auth, ids, (trx, visible) =>
    trx
      .updateTable('sysUser')
      .set({ delFlag: 0, updateBy: auth.username, updateTime: formatDateTime() })
      .where('id', 'in', visible)
      .execute(),
  );
}

/** Deletes users from the recycle bin for good, with their role and department links. */
export async function purgeUsers(ctx: AppContext, auth: AuthContext, ids: string[]): Promise<void> {
  await recycled.change(ctx, auth, ids, async (trx, visible) => {
    await trx.deleteFrom('sysUserRole').where('userId', 'in', visible).execute();
    await trx.deleteFrom('sysUserDepart').where('userId', 'in', visible).execute();
    await trx.deleteFrom('sysSession').where('userId', 'in', visible).execute();
    await trx.deleteFrom('sysUser').where('id', 'in', visible).execute();
  });
}

export async function userById(ctx: AppContext, auth: AuthContext, id: string) {
  return toUserInfo(await users.one(ctx, auth, id));
}

export async function userRoleIds(ctx: AppContext, auth: AuthContext, userId: string): Promise<string[]> {
  await users.one(ctx, auth, userId);
  const rows = await ctx.db.kysely
    .selectFrom('sysUserRole')
    .select('roleId')
    .where('userId', '=', userId)
    .execute();
  return rows.map((r) => r.roleId);
}

/** Imported users get a random password nobody knows: an administrator sets a real one before first use. */
export function importedUser(values: Record<string, string>) {
  return { ...values, password: `${randomPassword(16)}a1` };
}
