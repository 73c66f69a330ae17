import { departResource, roleResource } from '@hcs/shared';
import { type Kysely, type SelectQueryBuilder, sql, type Transaction } from 'kysely';
import { recordDataLog } from '../../../core/audit/dataLog.ts';
import { hashPassword, randomPassword } from '../../../core/auth/password.ts';
import type { AppContext } from '../../../core/context.ts';
import { splitIds } from '../../../core/crud/idParams.ts';
import type { ScopedTable } from '../../../core/crud/scopedTable.ts';
import type { Database } from '../../../core/db/schema.ts';
import type { AuthContext } from '../../../core/http/fastifyTypes.ts';
import { newId } from '../../../core/ids.ts';
import { escapeLike, likeEscaped } from '../../../core/query/paging.ts';
import { type ResourceServer, resourceRecords } from '../../../core/resource/routes.ts';
import { BusinessError } from '../../../core/result.ts';
import { inTenant } from '../../../core/tenant.ts';
import { formatDateTime } from '../../../core/time.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** The users the caller may manage: live (not in the recycle bin) and of the caller's tenant. */
export const usersBase = (db: Db, auth: AuthContext, deleted = false) =>
  db
    .selectFrom('sysUser as u')
    .where('u.delFlag', '=', deleted ? 1 : 0)
    .where(inTenant('u.relTenantIds', auth.tenantId));

/** Where 用户管理 reads its users: `usersBase`, whose alias the resource's fields are read through. */
export const USERS_FROM = { alias: 'u' } as const;

/**
 * `usersBase` as the resource engine types a base (its table, not the alias the fields are read
 * through, which `USERS_FROM` names).
 */
export const userRecordsBase = (db: Db, auth: AuthContext) =>
  usersBase(db, auth) as unknown as SelectQueryBuilder<Database, 'sysUser', object>;

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

/** 用户管理's own list parameters: the users of one department (departId) or of one role (roleId). */
export function narrowUsers<DB, TB extends keyof DB, O>(
  db: Kysely<Database>,
  users: SelectQueryBuilder<DB, TB, O>,
  params: Record<string, unknown>,
): SelectQueryBuilder<DB, TB, O> {
  const id = sql.ref('u.id');
  const named = (name: string) => (typeof params[name] === 'string' ? String(params[name]).slice(0, 32) : '');
  let narrowed = users;
  const departId = named('departId');
  if (departId) {
    const members = db.selectFrom('sysUserDepart').select('userId').where('depId', '=', departId);
    narrowed = narrowed.where(id, 'in', members);
  }
  const roleId = named('roleId');
  if (roleId) {
    const members = db.selectFrom('sysUserRole').select('userId').where('roleId', '=', roleId);
    narrowed = narrowed.where(id, 'in', members);
  }
  return narrowed;
}

/** Replaces a user's roles and departments, each where its ids are given (null keeps them). */
async function setLinks(
  trx: Transaction<Database>,
  userId: string,
  roleIds: string[] | null,
  departIds: string[] | null,
) {
  if (roleIds) {
    await trx.deleteFrom('sysUserRole').where('userId', '=', userId).execute();
    if (roleIds.length > 0) {
      await trx
        .insertInto('sysUserRole')
        .values(roleIds.map((roleId) => ({ id: newId(), userId, roleId })))
        .execute();
    }
  }
  if (departIds) {
    await trx.deleteFrom('sysUserDepart').where('userId', '=', userId).execute();
    if (departIds.length > 0) {
      await trx
        .insertInto('sysUserDepart')
        .values(departIds.map((depId) => ({ id: newId(), userId, depId })))
        .execute();
    }
  }
}

async function firstOrgCode(trx: Transaction<Database>, departIds: string[]): Promise<string | null> {
  if (departIds.length === 0) return null;
  const row = await trx
    .selectFrom('sysDepart')
    .select('orgCode')
    .where('id', 'in', departIds)
    .orderBy('orgCode')
    .executeTakeFirst();
  return row?.orgCode ?? null;
}

type Values = Record<string, string | number | null>;

/** The ids an input field of links names, or null where the input leaves them out (they are kept). */
const linked = (values: Values, field: 'selectedroles' | 'selecteddeparts'): string[] | null =>
  field in values ? splitIds(String(values[field] ?? '')) : null;

/**
 * Every record `ids` names lies within what the caller may see of it under its own screen's data rules
 * (角色管理, 部门管理); otherwise that screen's not-found refusal, as if it did not exist.
 */
async function assertReachable(
  ctx: AppContext,
  auth: AuthContext,
  records: ScopedTable<unknown>,
  ids: readonly string[] | null,
) {
  for (const id of ids ?? []) await records.one(ctx, auth, id);
}

const STATUS_FROZEN = 2;

/** Ends the sessions of users who may no longer sign in (after their change has committed). */
async function endSessions(ctx: AppContext, ids: readonly string[]): Promise<void> {
  for (const id of ids) await ctx.sessions.revokeAll(id);
}

/**
 * What 用户管理's add, edit, import and delete do beyond storing the form: the password hashed, the
 * roles and departments (each one the writer may reach) kept as links, the current department's code,
 * the tenant, a data-log version, and the sessions of a frozen or deleted user ended.
 */
export function userWrites(
  ctx: AppContext,
): Pick<ResourceServer<'sysUser'>, 'receive' | 'beforeWrite' | 'prepare' | 'inTransaction' | 'afterCommit'> {
  return {
    // Imported users get a random password nobody knows: an administrator sets a real one before first use.
    receive: (body, { imported }) =>
      imported && typeof body === 'object' && body !== null
        ? { ...body, password: `${randomPassword(16)}a1` }
        : body,

    async beforeWrite(values, { auth, id }) {
      await assertReachable(ctx, auth, resourceRecords(roleResource), linked(values, 'selectedroles'));
      await assertReachable(ctx, auth, resourceRecords(departResource), linked(values, 'selecteddeparts'));
      // Hashing is slow: done before the save's transaction, which holds SQLite's one connection.
      if (id !== null || typeof values.password !== 'string') return values;
      return { ...values, password: await hashPassword(values.password) };
    },

    async prepare(values, { db: trx, auth, id }) {
      const departIds = linked(values, 'selecteddeparts');
      if (id === null) {
        return {
          ...values,
          orgCode: await firstOrgCode(trx, departIds ?? []),
          delFlag: 0,
          relTenantIds: auth.tenantId > 0 ? String(auth.tenantId) : null,
        };
      }
      if (id === auth.userId && values.status === STATUS_FROZEN) {
        throw new BusinessError('不能冻结当前登录用户');
      }
      if (!departIds) return values;
      // A user keeps the department they switched to while they still belong to it.
      const { orgCode } = await trx
        .selectFrom('sysUser')
        .select('orgCode')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      const codes =
        departIds.length === 0
          ? []
          : await trx.selectFrom('sysDepart').select('orgCode').where('id', 'in', departIds).execute();
      const kept = codes.some((d) => d.orgCode === orgCode);
      return { ...values, orgCode: kept ? orgCode : await firstOrgCode(trx, departIds) };
    },

    async inTransaction(trx, { action, ids, auth, values }) {
      if (action === 'delete') {
        if (ids.includes(auth.userId)) throw new BusinessError('不能删除当前登录用户');
        return;
      }
      const [id = ''] = ids;
      const links = values ?? {};
      await setLinks(trx, id, linked(links, 'selectedroles'), linked(links, 'selecteddeparts'));
      await recordDataLog(trx, auth, 'sys_user', id);
    },

    async afterCommit({ action, ids, values }) {
      if (action === 'delete' || (action === 'edit' && values?.status === STATUS_FROZEN)) {
        await endSessions(ctx, ids);
      }
    },
  };
}

/** Users by id through the caller's data rules: 用户管理's records, or those in its recycle bin. */
export type UserRecords = ScopedTable<Record<string, unknown>>;

/** 冻结 (2) or 解冻 (1) users within the caller's data rules; the frozen ones are signed out. */
export async function setFrozen(
  ctx: AppContext,
  users: UserRecords,
  auth: AuthContext,
  ids: string[],
  status: number,
): Promise<void> {
  if (status === STATUS_FROZEN && ids.includes(auth.userId)) throw new BusinessError('不能冻结当前登录用户');
  const changed = await users.change(ctx, auth, ids, async (trx, visible) => {
    await trx
      .updateTable('sysUser')
      .set({ status, updateBy: auth.username, updateTime: formatDateTime() })
      .where('id', 'in', visible)
      .execute();
    await recordDataLog(trx, auth, 'sys_user', visible);
    return visible;
  });
  if (status === STATUS_FROZEN) await endSessions(ctx, changed);
}

/** An administrator sets a user's password (修改密码); that user's sessions end. */
export async function resetPassword(
  ctx: AppContext,
  users: UserRecords,
  auth: AuthContext,
  username: string,
  password: string,
): Promise<void> {
  const user = await usersBase(ctx.db.kysely, auth)
    .select('u.id')
    .where('u.username', '=', username)
    .executeTakeFirst();
  if (!user) throw new BusinessError('未找到对应的用户');
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

/** 还原: users back from the recycle bin. */
export async function restoreUsers(
  ctx: AppContext,
  recycled: UserRecords,
  auth: AuthContext,
  ids: string[],
): Promise<void> {
  await recycled.change(ctx, auth, ids, (trx, visible) =>
    trx
      .updateTable('sysUser')
      .set({ delFlag: 0, updateBy: auth.username, updateTime: formatDateTime() })
      .where('id', 'in', visible)
      .execute(),
  );
}

/** 彻底删除: users deleted from the recycle bin for good, with their role and department links. */
export async function purgeUsers(
  ctx: AppContext,
  recycled: UserRecords,
  auth: AuthContext,
  ids: string[],
): Promise<void> {
  await recycled.change(ctx, auth, ids, async (trx, visible) => {
    await trx.deleteFrom('sysUserRole').where('userId', 'in', visible).execute();
    await trx.deleteFrom('sysUserDepart').where('userId', 'in', visible).execute();
    await trx.deleteFrom('sysSession').where('userId', 'in', visible).execute();
    await trx.deleteFrom('sysUser').where('id', 'in', visible).execute();
  });
}

/** The ids of a user's roles (queryUserRole), once the user lies within the caller's data rules. */
export async function userRoleIds(
  ctx: AppContext,
  users: UserRecords,
  auth: AuthContext,
  userId: string,
): Promise<string[]> {
  await users.one(ctx, auth, userId);
  const rows = await ctx.db.kysely
    .selectFrom('sysUserRole')
    .select('roleId')
    .where('userId', '=', userId)
    .execute();
  return rows.map((r) => r.roleId);
}
