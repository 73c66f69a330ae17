import { idCardCheckChar } from '@hcs/shared';
import { hashPassword } from '../../src/core/auth/password.ts';
import { DEFAULT_TENANT_ID, DepartIds, RoleIds } from '../../src/core/db/migrations/0002_foundation_data.ts';
import { newId } from '../../src/core/ids.ts';
import { formatDateTime } from '../../src/core/time.ts';
import { DEMO_PASSWORD, type TestServer } from './testServer.ts';

let serial = 0;

/** A valid 18-character ID number (real birth date, right checksum), different on every call. */
export function idCardNo(birth = '19900307'): string {
  serial += 1;
  const first17 = `110101${birth}${String(serial % 1000).padStart(3, '0')}`;
  return `${first17}${idCardCheckChar(first17)}`;
}

export const audienceBody = (overrides: Record<string, unknown> = {}) => ({
  name: '王小明',
  sex: 1,
  birthday: '1990-03-07',
  idCardNo: idCardNo(),
  disabilityType: '4',
  disabilityLevel: '2',
  phone: '13800138000',
  departId: DepartIds.east,
  serviceNeeds: '1,3',
  status: '1',
  ...overrides,
});

export const orderBody = (audienceId: string, overrides: Record<string, unknown> = {}) => ({
  title: '上门探访',
  audienceId,
  serviceType: '1',
  priority: 'M',
  departId: DepartIds.east,
  ...overrides,
});

/** A service staff member of `departId` (with the seeded 服务人员 role), straight into the database. */
export async function addStaff(server: TestServer, username: string, departId: string, orgCode: string) {
  const db = server.ctx.db.kysely;
  const id = newId();
  const now = formatDateTime();
  await db
    .insertInto('sysUser')
    .values({
      id,
      username,
      realname: `${username}员工`,
      password: await hashPassword(DEMO_PASSWORD),
      avatar: null,
      birthday: null,
      sex: 1,
      email: null,
      phone: null,
      orgCode,
      status: 1,
      delFlag: 0,
      workNo: null,
      post: null,
      telephone: null,
      userIdentity: 1,
      departIds: null,
      relTenantIds: String(DEFAULT_TENANT_ID),
      createBy: 'test',
      createTime: now,
      updateBy: null,
      updateTime: null,
    })
    .execute();
  await db.insertInto('sysUserRole').values({ id: newId(), userId: id, roleId: RoleIds.staff }).execute();
  await db.insertInto('sysUserDepart').values({ id: newId(), userId: id, depId: departId }).execute();
  return id;
}
