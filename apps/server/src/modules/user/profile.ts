import type { Depart, Tenant, UserInfo } from '@hcs/shared';
import type { Kysely, Selectable } from 'kysely';
import type { Database, SysUserTable } from '../../core/db/schema.ts';

export type UserRow = Selectable<SysUserTable>;

/** The user as the client may see it: never the password hash. */
export function toUserInfo(u: UserRow): UserInfo {
  return {
    id: u.id,
    username: u.username,
    realname: u.realname,
    avatar: u.avatar,
    birthday: u.birthday,
    sex: u.sex,
    email: u.email,
    phone: u.phone,
    orgCode: u.orgCode,
    status: u.status,
    workNo: u.workNo,
    telephone: u.telephone,
    relTenantIds: u.relTenantIds,
    createTime: u.createTime,
  };
}

export function findLiveUserByName(db: Kysely<Database>, username: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('sysUser')
    .selectAll()
    .where('username', '=', username)
    .where('delFlag', '=', 0)
    .executeTakeFirst();
}

export function findUserById(db: Kysely<Database>, id: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('sysUser')
    .selectAll()
    .where('id', '=', id)
    .where('delFlag', '=', 0)
    .executeTakeFirst();
}

export async function userDeparts(db: Kysely<Database>, userId: string): Promise<Depart[]> {
  return db
    .selectFrom('sysDepart as d')
    .innerJoin('sysUserDepart as ud', 'ud.depId', 'd.id')
    .select(['d.id', 'd.parentId', 'd.departName', 'd.orgCode', 'd.orgCategory', 'd.departOrder'])
    .where('ud.userId', '=', userId)
    .where('d.delFlag', '=', 0)
    .orderBy('d.orgCode')
    .execute();
}

/** The user's tenants that are enabled and inside their date range today. */
export async function activeTenants(
  db: Kysely<Database>,
  relTenantIds: string | null,
  today: string,
): Promise<Tenant[]> {
  const ids = (relTenantIds ?? '')
    .split(',')
    .map((t) => Number.parseInt(t, 10))
    .filter((t) => Number.isInteger(t));
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('sysTenant')
    .selectAll()
    .where('id', 'in', ids)
    .where('status', '=', 1)
    .orderBy('id')
    .execute();
  return rows
    .filter(
      (t) =>
        (!t.beginDate || t.beginDate.slice(0, 10) <= today) &&
        (!t.endDate || t.endDate.slice(0, 10) >= today),
    )
    .map((t) => ({ id: t.id, name: t.name, beginDate: t.beginDate, endDate: t.endDate, status: t.status }));
}
