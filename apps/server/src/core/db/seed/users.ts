import type { Kysely } from 'kysely';
import { hashPassword, randomPassword } from '../../auth/password.ts';
import { newId } from '../../ids.ts';
import { formatDateTime } from '../../time.ts';
import { DEFAULT_TENANT_ID, DepartIds, RoleIds } from '../migrations/0002_foundation_data.ts';
import type { Database } from '../schema.ts';
import { isUniqueViolation } from '../uniqueViolation.ts';

export interface SeededLogin {
  username: string;
  realname: string;
  role: string;
  password: string;
}

interface UserSeed {
  username: string;
  realname: string;
  roleId: string;
  roleName: string;
  departId: string;
  orgCode: string;
  demo: boolean;
}

const users: UserSeed[] = [
  {
    username: 'admin',
    realname: '管理员',
    roleId: RoleIds.admin,
    roleName: '管理员',
    departId: DepartIds.centre,
    orgCode: 'A01',
    demo: false,
  },
  {
    username: 'zhuguan',
    realname: '张主管',
    roleId: RoleIds.manager,
    roleName: '中心主管',
    departId: DepartIds.east,
    orgCode: 'A01A01',
    demo: true,
  },
  {
    username: 'fuwu',
    realname: '李服务',
    roleId: RoleIds.staff,
    roleName: '服务人员',
    departId: DepartIds.east,
    orgCode: 'A01A01',
    demo: true,
  },
];

/**
 * Creates the admin and the demo user of each role when they do not exist. Returns the logins created
 * now, with their passwords, so they can be printed once; existing users are never touched.
 */
export async function seedUsers(
  db: Kysely<Database>,
  passwords: { admin: string | null; demo: string | null },
): Promise<SeededLogin[]> {
  const created: SeededLogin[] = [];
  const now = formatDateTime();
  for (const u of users) {
    const exists = await db
      .selectFrom('sysUser')
      .select('id')
      .where('username', '=', u.username)
      .executeTakeFirst();
    if (exists) continue;
    const password = (u.demo ? passwords.demo : passwords.admin) ?? randomPassword();
    const id = newId();
    const inserted = await db
      .transaction()
      .execute(async (trx) => {
        await trx
          .insertInto('sysUser')
          .values({
            id,
            username: u.username,
            realname: u.realname,
            password: await hashPassword(password),
            avatar: null,
            birthday: null,
            sex: null,
            email: null,
            phone: null,
            orgCode: u.orgCode,
            status: 1,
            delFlag: 0,
            workNo: null,
            post: null,
            telephone: null,
            userIdentity: u.demo && u.roleId === RoleIds.staff ? 1 : 2,
            departIds: null,
            relTenantIds: String(DEFAULT_TENANT_ID),
            createBy: 'system',
            createTime: now,
            updateBy: null,
            updateTime: null,
          })
          .execute();
        await trx.insertInto('sysUserRole').values({ id: newId(), userId: id, roleId: u.roleId }).execute();
        await trx
          .insertInto('sysUserDepart')
          .values({ id: newId(), userId: id, depId: u.departId })
          .execute();
        return true;
      })
      .catch((error: unknown) => {
        // Another server copy, started at the same moment on the same empty database, seeded this user first.
        if (isUniqueViolation(error)) return false;
        throw error;
      });
    if (!inserted) continue;
    created.push({ username: u.username, realname: u.realname, role: u.roleName, password });
  }
  return created;
}
