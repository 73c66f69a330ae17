import type { Kysely } from 'kysely';
import { hashPassword, randomPassword } from '../../../auth/password.ts';
import { newId } from '../../../ids.ts';
import { formatDateTime } from '../../../time.ts';
import { DEFAULT_TENANT_ID, DepartIds, RoleIds } from '../../migrations/0002_foundation_data.ts';
import type { Database } from '../../schema.ts';
import { DEMO_STAFF } from './catalogue.ts';

export interface Person {
  id: string;
  username: string;
  realname: string;
}

export interface Station {
  key: keyof typeof DEMO_STAFF;
  id: string;
  orgCode: string;
  staff: Person[];
}

/** The active staff (服务人员) of a department. */
async function staffOf(db: Kysely<Database>, departId: string): Promise<Person[]> {
  return db
    .selectFrom('sysUser as u')
    .innerJoin('sysUserDepart as ud', 'ud.userId', 'u.id')
    .innerJoin('sysUserRole as ur', 'ur.userId', 'u.id')
    .select(['u.id', 'u.username', 'u.realname'])
    .where('ud.depId', '=', departId)
    .where('ur.roleId', '=', RoleIds.staff)
    .where('u.delFlag', '=', 0)
    .where('u.status', '=', 1)
    .orderBy('u.createTime')
    .execute();
}

/**
 * The three stations with their staff: the demo staff accounts are added where missing (with a random
 * password nobody knows: they exist to carry history, an admin can reset one to sign in).
 */
export async function demoStations(db: Kysely<Database>): Promise<Station[]> {
  const now = formatDateTime();
  const stations: Station[] = [];
  for (const key of ['east', 'west', 'south'] as const) {
    const depart = await db
      .selectFrom('sysDepart')
      .select(['id', 'orgCode'])
      .where('id', '=', DepartIds[key])
      .where('delFlag', '=', 0)
      .executeTakeFirst();
    if (!depart) continue;
    for (const [username, realname] of DEMO_STAFF[key]) {
      const exists = await db
        .selectFrom('sysUser')
        .select('id')
        .where('username', '=', username)
        .executeTakeFirst();
      if (exists) continue;
      const id = newId();
      await db
        .insertInto('sysUser')
        .values({
          id,
          username,
          realname,
          password: await hashPassword(randomPassword()),
          avatar: null,
          birthday: null,
          sex: null,
          email: null,
          phone: null,
          orgCode: depart.orgCode,
          status: 1,
          delFlag: 0,
          workNo: null,
          post: null,
          telephone: null,
          userIdentity: 1,
          departIds: null,
          relTenantIds: String(DEFAULT_TENANT_ID),
          createBy: 'system',
          createTime: now,
          updateBy: null,
          updateTime: null,
        })
        .execute();
      await db.insertInto('sysUserRole').values({ id: newId(), userId: id, roleId: RoleIds.staff }).execute();
      await db.insertInto('sysUserDepart').values({ id: newId(), userId: id, depId: depart.id }).execute();
    }
    stations.push({ key, id: depart.id, orgCode: depart.orgCode, staff: await staffOf(db, depart.id) });
  }
  return stations;
}

/** Who dispatches and reviews: the demo centre manager, else the admin. */
export async function demoManager(db: Kysely<Database>): Promise<Person> {
  for (const username of ['zhuguan', 'admin']) {
    const user = await db
      .selectFrom('sysUser')
      .select(['id', 'username', 'realname'])
      .where('username', '=', username)
      .where('delFlag', '=', 0)
      .executeTakeFirst();
    if (user) return user;
  }
  throw new Error('演示数据需要管理员账号');
}
