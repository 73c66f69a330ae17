import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DepartIds } from '../src/core/db/migrations/0002_foundation_data.ts';
import { newId } from '../src/core/ids.ts';
import { holdersAmong, userHasPermission } from '../src/core/permission/grants.ts';
import { formatDateTime } from '../src/core/time.ts';
import { startTestServer, type TestServer } from './support/testServer.ts';
import { addStaff } from './support/woFixtures.ts';

let server: TestServer;
let viaDepartRole: string;

beforeAll(async () => {
  server = await startTestServer({ HCS_LOGIN_CAPTCHA: 'off' });
  const db = server.ctx.db.kysely;
  // A member of staff who may review work orders through a department role only (not through a role).
  viaDepartRole = await addStaff(server, 'drole_reviewer', DepartIds.east, 'A01A01');
  const review = await db
    .selectFrom('sysPermission')
    .select('id')
    .where('perms', '=', 'wo:order:review')
    .executeTakeFirstOrThrow();
  const droleId = newId();
  await db
    .insertInto('sysDepartRole')
    .values({
      id: droleId,
      departId: DepartIds.east,
      roleName: '站点回访员',
      roleCode: 'station_reviewer',
      description: null,
      createBy: 'test',
      createTime: formatDateTime(),
      updateBy: null,
      updateTime: null,
    })
    .execute();
  await db
    .insertInto('sysDepartRolePermission')
    .values({
      id: newId(),
      departId: DepartIds.east,
      roleId: droleId,
      permissionId: review.id,
      dataRuleIds: null,
      operateDate: null,
      operateIp: null,
    })
    .execute();
  await db.insertInto('sysDepartRoleUser').values({ id: newId(), userId: viaDepartRole, droleId }).execute();
});
afterAll(() => server.close());

describe('holdersAmong', () => {
  it('finds in one go exactly the users that userHasPermission finds one by one, through roles and department roles', async () => {
    const db = server.ctx.db.kysely;
    const users = (await db.selectFrom('sysUser').select('id').execute()).map((u) => u.id);
    for (const code of ['wo:order:review', 'wo:order:accept', 'system:user:add', 'no:such:permission']) {
      const oneByOne = new Set<string>();
      for (const id of users) if (await userHasPermission(db, id, code)) oneByOne.add(id);
      expect([...(await holdersAmong(db, users, code))].sort(), code).toEqual([...oneByOne].sort());
    }
    expect((await holdersAmong(db, users, 'wo:order:review')).has(viaDepartRole)).toBe(true);
    expect(await holdersAmong(db, [], 'wo:order:review')).toEqual(new Set());
  });
});
