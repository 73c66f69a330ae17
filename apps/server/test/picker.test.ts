import type { PageResult } from '@hcs/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userIdOf } from './support/seededUsers.ts';
import { startTestServer, type TestServer } from './support/testServer.ts';

let server: TestServer;
let admin: string;
/** 服务人员: no system:user:list, system:role:list or system:position:list. */
let staff: string;

type Row = Record<string, unknown>;

beforeAll(async () => {
  server = await startTestServer({ HCS_LOGIN_CAPTCHA: 'off' });
  [admin, staff] = await Promise.all([server.tokenFor('admin'), server.tokenFor('fuwu')]);
  const users = [
    {
      username: 'pk_wang',
      realname: '王picker',
      sex: '2',
      birthday: '1990-03-01',
      phone: '13812345678',
      selecteddeparts: 'dep_west',
    },
    {
      username: 'pk_zhao',
      realname: '赵picker',
      sex: '1',
      birthday: '1985-07-15',
      selecteddeparts: 'dep_west',
    },
    {
      username: 'pk_qian',
      realname: '钱picker',
      sex: '1',
      birthday: '2001-12-31',
      selecteddeparts: 'dep_south',
    },
  ];
  for (const u of users) {
    const res = await server.post(
      '/sys/user/add',
      { ...u, password: 'Welcome2026', selectedroles: 'role_staff' },
      admin,
    );
    expect(res.body.success).toBe(true);
  }
  for (const p of [
    { code: 'PK_NURSE', name: '护理员', postRank: '5' },
    { code: 'PK_DOCTOR', name: '康复医师', postRank: '3' },
  ]) {
    expect((await server.post('/sys/position/add', p, admin)).body.success).toBe(true);
  }
});
afterAll(() => server.close());

async function pick(path: string, query: string, token: string | null = staff) {
  return server.get<PageResult<Row>>(`${path}${query}`, token);
}
const USERS = '/sys/user/queryUserComponentData';
const ROLES = '/sys/role/queryRoleComponentData';
const POSITIONS = '/sys/position/queryPositionComponentData';
const names = (rows: Row[], key = 'username') => rows.map((r) => r[key]);

describe('the user picker data', () => {
  it('is open to any signed-in user, never without a session', async () => {
    expect((await server.get('/sys/user/list', staff)).status).toBe(403);
    expect((await pick(USERS, '')).status).toBe(200);
    for (const path of [USERS, ROLES, POSITIONS]) {
      expect((await pick(path, '', null)).status).toBe(401);
      expect((await pick(path, '', 'forged.token.value')).status).toBe(401);
    }
  });

  it('returns only what a picker shows', async () => {
    const rows = (await pick(USERS, '?username=pk_wang')).body.result.records;
    expect(rows).toHaveLength(1);
    expect(Object.keys(rows[0] ?? {}).sort()).toEqual(
      ['birthday', 'id', 'orgCodeTxt', 'phone', 'realname', 'sex', 'sex_dictText', 'username'].sort(),
    );
    expect(rows[0]).toMatchObject({ realname: '王picker', sex_dictText: '女', orgCodeTxt: '西城服务站' });
    expect(JSON.stringify((await pick(USERS, '?pageSize=100')).body.result)).not.toMatch(
      /password|salt|argon2|relTenantIds|email/i,
    );
  });

  it('filters by name, account, sex, birthday and department, in pages', async () => {
    // Birthdays are filtered on by those who may see them (see the masking test below).
    const q = async (query: string) => (await pick(USERS, query, admin)).body.result;
    // A bare name is a search (contains); *v* is too.
    expect(names((await q(`?realname=${encodeURIComponent('picker')}`)).records).sort()).toEqual([
      'pk_qian',
      'pk_wang',
      'pk_zhao',
    ]);
    expect(names((await q(`?realname=${encodeURIComponent('*王pick*')}`)).records)).toEqual(['pk_wang']);
    // An account is exact unless asked with *v*.
    expect((await q('?username=pk_')).total).toBe(0);
    expect((await q('?username=*pk_*')).total).toBe(3);
    expect(names((await q('?username=*pk_*&sex=1&column=username&order=asc')).records)).toEqual([
      'pk_qian',
      'pk_zhao',
    ]);
    expect(
      names((await q('?username=*pk_*&birthday_begin=1986-01-01&birthday_end=2001-12-31')).records).sort(),
    ).toEqual(['pk_qian', 'pk_wang']);
    expect(names((await q('?birthday=1985-07-15')).records)).toEqual(['pk_zhao']);
    expect(names((await q('?departId=dep_west&column=username&order=asc')).records)).toEqual([
      'pk_wang',
      'pk_zhao',
    ]);
    const first = await q('?username=*pk_*&column=username&order=asc&pageNo=1&pageSize=2');
    const second = await q('?username=*pk_*&column=username&order=asc&pageNo=2&pageSize=2');
    expect(first).toMatchObject({ total: 3, current: 1, size: 2, pages: 2 });
    expect(names(first.records)).toEqual(['pk_qian', 'pk_wang']);
    expect(names(second.records)).toEqual(['pk_zhao']);
  });

  it('looks a form value up by a comma list of value keys', async () => {
    const byName = (await pick(USERS, '?username=pk_zhao,admin&pageNo=1&pageSize=2')).body.result;
    expect(names(byName.records).sort()).toEqual(['admin', 'pk_zhao']);
    const ids = byName.records.map((r) => String(r.id)).join(',');
    const byId = (await pick(USERS, `?id=${ids}&pageNo=1&pageSize=2`)).body.result;
    expect(names(byId.records).sort()).toEqual(['admin', 'pk_zhao']);
    // One value is exact: admin does not also find another account containing it.
    expect(names((await pick(USERS, '?username=admin&pageNo=1&pageSize=1')).body.result.records)).toEqual([
      'admin',
    ]);
  });

  it('refuses names outside its registry and bad values, with a Chinese message', async () => {
    const cases: [string, string][] = [
      ['?password=x', '不支持的查询字段: password'],
      ['?relTenantIds=1', '不支持的查询字段: relTenantIds'],
      ['?column=password', '不支持的排序字段: password'],
      ['?sex=abc', '查询字段 sex 的值必须是数字'],
      ['?pageSize=0', '每页条数最小为1'],
      [`?departId=${'x'.repeat(40)}`, '部门参数过长'],
    ];
    for (const [query, message] of cases) {
      const res = await pick(USERS, query);
      expect({ query, status: res.status, message: res.body.message }).toEqual({
        query,
        status: 400,
        message,
      });
    }
    const badDate = await pick(USERS, '?birthday=yesterday', admin);
    expect(badDate.body.message).toBe('查询字段 birthday 的值必须是 YYYY-MM-DD 格式的日期');
  });

  it('shows phone and birthday whole only to holders of the user-list permission', async () => {
    const asAdmin = (await pick(USERS, '?username=pk_wang', admin)).body.result.records[0];
    expect(asAdmin).toMatchObject({ phone: '13812345678', birthday: '1990-03-01' });
    const asStaff = (await pick(USERS, '?username=pk_wang')).body.result.records[0];
    expect(asStaff).toMatchObject({ realname: '王picker', phone: '138****5678', birthday: '****-**-**' });
    // Nor can they be probed by filter or sort.
    for (const [query, message] of [
      ['?phone=13812345678', '不支持的查询字段: phone'],
      ['?phone=*1381*', '不支持的查询字段: phone'],
      ['?birthday_begin=1990-01-01', '不支持的查询字段: birthday'],
      ['?column=birthday', '不支持的排序字段: birthday'],
      [
        `?superQueryParams=${encodeURIComponent(JSON.stringify([{ field: 'phone', rule: 'eq', val: '1' }]))}`,
        '不支持的高级查询字段: phone',
      ],
    ]) {
      const res = await pick(USERS, query ?? '');
      expect({ query, status: res.status, message: res.body.message }).toEqual({
        query,
        status: 400,
        message,
      });
    }
    // The dispatcher's assignee picker follows the same rule.
    const manager = await server.tokenFor('zhuguan');
    const assignees = await pick('/wo/workOrder/assignees', '?departId=dep_west&username=pk_wang', manager);
    expect(assignees.body.result.records[0]).toMatchObject({ phone: '138****5678', birthday: '****-**-**' });
    expect((await pick('/wo/workOrder/assignees', '?departId=dep_west&phone=1', manager)).status).toBe(400);
  });

  it('shows only users of the caller tenant', async () => {
    const db = server.ctx.db.kysely;
    await db
      .insertInto('sysTenant')
      .values({
        id: 3,
        name: '第三中心',
        beginDate: null,
        endDate: null,
        status: 1,
        createBy: 't',
        createTime: null,
      })
      .execute();
    await db.updateTable('sysUser').set({ relTenantIds: '3' }).where('username', '=', 'pk_qian').execute();
    try {
      const found = (await pick(USERS, '?username=*pk_*&pageSize=10')).body.result;
      expect(names(found.records).sort()).toEqual(['pk_wang', 'pk_zhao']);
      expect((await pick(USERS, '?username=pk_qian')).body.result.total).toBe(0);
    } finally {
      await db.updateTable('sysUser').set({ relTenantIds: '1' }).where('username', '=', 'pk_qian').execute();
    }
  });
});

describe('the role and position picker data', () => {
  it('lists roles with only id, name and code, searchable and looked up by code or id', async () => {
    const all = (await pick(ROLES, '?column=roleCode&order=asc')).body.result;
    expect(all.records.map((r) => r.roleCode)).toEqual(['admin', 'manager', 'staff']);
    expect(Object.keys(all.records[0] ?? {}).sort()).toEqual(['id', 'roleCode', 'roleName']);
    expect(
      (await pick(ROLES, `?roleName=${encodeURIComponent('*主管*')}`)).body.result.records.map(
        (r) => r.roleCode,
      ),
    ).toEqual(['manager']);
    const byCode = (await pick(ROLES, '?roleCode=staff,admin&pageNo=1&pageSize=2')).body.result.records;
    expect(byCode.map((r) => r.id).sort()).toEqual(['role_admin', 'role_staff']);
    const byId = (await pick(ROLES, '?id=role_manager&pageNo=1&pageSize=1')).body.result.records;
    expect(byId.map((r) => r.roleName)).toEqual(['中心主管']);
    expect((await pick(ROLES, '?description=x')).status).toBe(400);
  });

  it('lists positions with the rank text, searchable by name and looked up by code', async () => {
    expect((await server.get('/sys/position/list', staff)).status).toBe(403);
    const found = (await pick(POSITIONS, `?name=${encodeURIComponent('*康复*')}`)).body.result.records;
    expect(found).toEqual([
      {
        id: expect.any(String),
        code: 'PK_DOCTOR',
        name: '康复医师',
        postRank: '3',
        postRank_dictText: '中级',
      },
    ]);
    const byCode = (await pick(POSITIONS, '?code=PK_NURSE,PK_DOCTOR&pageNo=1&pageSize=2')).body.result;
    expect(byCode.records.map((r) => r.name).sort()).toEqual(['康复医师', '护理员']);
    expect((await pick(POSITIONS, '?companyId=1')).status).toBe(400);
  });
});

describe('users a form already holds (queryByIds, getMultiUser)', () => {
  const idOf = (username: string) => userIdOf(server, username);
  /** getMultiUser answers the array itself, as the family's select-by-department reads it. */
  const multi = async (query: string, token: string | null = staff) => {
    const res = await server.app.inject({
      method: 'GET',
      url: `/hcs/sys/user/getMultiUser${query}`,
      headers: token ? { 'x-access-token': token } : {},
    });
    return { status: res.statusCode, body: res.json() as unknown };
  };

  it('finds users by id or account as a picker shows them, phone and birthday masked for staff', async () => {
    const [wang, zhao] = [await idOf('pk_wang'), await idOf('pk_zhao')];
    const byIds = await server.get<Row[]>(`/sys/user/queryByIds?userIds=${wang},${zhao},nope`, staff);
    expect(byIds.status).toBe(200);
    expect(names(byIds.body.result).sort()).toEqual(['pk_wang', 'pk_zhao']);
    expect(byIds.body.result.find((r) => r.id === wang)).toMatchObject({
      realname: '王picker',
      phone: '138****5678',
      birthday: '****-**-**',
      orgCodeTxt: '西城服务站',
    });
    expect(JSON.stringify(byIds.body.result)).not.toMatch(/password|argon2|email/);
    const whole = (await server.get<Row[]>(`/sys/user/queryByIds?userIds=${wang}`, admin)).body.result;
    expect(whole[0]).toMatchObject({ phone: '13812345678', birthday: '1990-03-01' });

    const byName = await multi('?username=pk_wang,pk_zhao,');
    expect(byName.status).toBe(200);
    expect(Array.isArray(byName.body)).toBe(true);
    const rows = byName.body as Row[];
    expect(names(rows).sort()).toEqual(['pk_wang', 'pk_zhao']);
    expect(rows.find((r) => r.id === wang)).toMatchObject({ phone: '138****5678', birthday: '****-**-**' });
    expect(names((await multi(`?id=${zhao},`)).body as Row[])).toEqual(['pk_zhao']);
    expect(((await multi(`?id=${zhao},`, admin)).body as Row[])[0]).toMatchObject({ birthday: '1985-07-15' });
  });

  it('finds nobody it is not asked for, nor users of another tenant, and refuses bad requests', async () => {
    expect((await multi('')).body).toEqual([]);
    expect((await multi('?realname=*picker*')).body).toEqual([]);
    const db = server.ctx.db.kysely;
    await db.updateTable('sysUser').set({ relTenantIds: '3' }).where('username', '=', 'pk_qian').execute();
    try {
      const qian = await idOf('pk_qian');
      expect((await server.get<Row[]>(`/sys/user/queryByIds?userIds=${qian}`, staff)).body.result).toEqual(
        [],
      );
      expect((await multi('?username=pk_qian')).body).toEqual([]);
    } finally {
      await db.updateTable('sysUser').set({ relTenantIds: '1' }).where('username', '=', 'pk_qian').execute();
    }
    const missing = await server.get('/sys/user/queryByIds', staff);
    expect(missing).toMatchObject({ status: 400, body: { message: '请指定用户' } });
    const many = Array.from({ length: 1001 }, (_, i) => `u${i}`).join(',');
    const tooMany = await server.get(`/sys/user/queryByIds?userIds=${many}`, staff);
    expect(tooMany).toMatchObject({ status: 400, body: { message: '一次最多查询1000个用户' } });
    expect((await server.get('/sys/user/queryByIds?userIds=x', null)).status).toBe(401);
    expect((await multi('?username=admin', null)).status).toBe(401);
  });
});
