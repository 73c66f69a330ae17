import * as XLSX from '@e965/xlsx';
import type { PageResult } from '@hcs/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, startTestServer, type TestServer } from './support/testServer.ts';

let server: TestServer;
let admin: string;
let staff: string;

interface User {
  id: string;
  username: string;
  realname: string;
  status: number;
  status_dictText: string;
  sex_dictText?: string;
  phone?: string | null;
  orgCodeTxt: string;
  orgCode: string | null;
}

beforeAll(async () => {
  server = await startTestServer({ HCS_LOGIN_CAPTCHA: 'off' });
  [admin, staff] = await Promise.all([server.tokenFor('admin'), server.tokenFor('fuwu')]);
});
afterAll(() => server.close());

const list = async (query = '') =>
  (await server.get<PageResult<User>>(`/sys/user/list${query}`, admin)).body.result;
const newUser = (over: Record<string, unknown> = {}) => ({
  username: 'wangli',
  realname: '王丽',
  password: 'Welcome2026',
  sex: '2',
  phone: '13800138000',
  email: 'wangli@example.org',
  selectedroles: 'role_staff',
  selecteddeparts: 'dep_west',
  ...over,
});

describe('user management', () => {
  it('adds a user with roles and departments, who can then sign in', async () => {
    const res = await server.post('/sys/user/add', newUser(), admin);
    expect(res.body).toMatchObject({ success: true, message: '添加成功！' });
    const found = await list('?username=wangli');
    expect(found.records[0]).toMatchObject({
      realname: '王丽',
      orgCode: 'A01A02',
      orgCodeTxt: '西城服务站',
      status_dictText: '正常',
      sex_dictText: '女',
    });
    const id = found.records[0]?.id ?? '';
    expect((await server.get<string[]>(`/sys/user/queryUserRole?userid=${id}`, admin)).body.result).toEqual([
      'role_staff',
    ]);
    expect((await server.login('wangli', 'Welcome2026')).success).toBe(true);
  });

  it('checks uniqueness and every field rule with Chinese messages', async () => {
    const cases: [Record<string, unknown>, number, string][] = [
      [{ username: 'wangli' }, 200, '用户账号已存在'],
      [{ username: 'other1', phone: '13800138000' }, 200, '手机号已存在'],
      [{ username: 'other2', phone: null, email: 'wangli@example.org' }, 200, '邮箱已存在'],
      [{ username: 'a b' }, 400, '只允许字母、数字、下划线'],
      [{ username: 'abc' }, 400, '用户账号长度必须在4到18个字符之间'],
      [{ username: 'other3', password: 'short' }, 400, '密码至少8位，须同时包含字母和数字'],
      [{ username: 'other4', phone: '12345' }, 400, '请输入正确手机号'],
      [{ username: 'other5', email: 'not-mail' }, 400, '请输入正确的邮箱地址'],
      [{ username: 'other6', realname: '' }, 400, '请输入用户姓名'],
      [{ username: 'other7', selectedroles: 'role_nope' }, 200, '未找到对应的角色'],
    ];
    for (const [over, status, message] of cases) {
      const res = await server.post('/sys/user/add', newUser({ phone: null, email: null, ...over }), admin);
      expect({ over, status: res.status, message: res.body.message }).toEqual({ over, status, message });
    }
    const dup = await server.get(
      `/sys/duplicate/check?tableName=sys_user&fieldName=username&fieldVal=wangli`,
      admin,
    );
    expect(dup.body).toMatchObject({ success: false, message: '该值不可用，系统中已存在！' });
    const free = await server.get(
      `/sys/duplicate/check?tableName=sys_user&fieldName=username&fieldVal=nobody`,
      admin,
    );
    expect(free.body).toMatchObject({ success: true, message: '该值可用！' });
    const hostile = await server.get(
      `/sys/duplicate/check?tableName=sys_user&fieldName=password&fieldVal=x`,
      admin,
    );
    expect(hostile.body).toMatchObject({ success: false, message: '不支持校验该字段' });
    expect((await server.get('/sys/user/checkOnlyUser?username=wangli', staff)).body.message).toBe(
      '用户账号已存在',
    );
  });

  it('edits, freezes (ending the sessions), unfreezes and resets the password', async () => {
    const id = (await list('?username=wangli')).records[0]?.id ?? '';
    const token = await server.tokenFor('wangli', 'Welcome2026');
    const edit = await server.put(
      '/sys/user/edit',
      { id, realname: '王丽华', selecteddeparts: 'dep_south', selectedroles: 'role_staff' },
      admin,
    );
    expect(edit.body.message).toBe('编辑成功!');
    expect((await list('?username=wangli')).records[0]).toMatchObject({
      realname: '王丽华',
      orgCode: 'A01A03',
      orgCodeTxt: '南城服务站',
    });

    expect(
      (await server.put('/sys/user/frozenBatch', { ids: `${id},`, status: 2 }, admin)).body.message,
    ).toBe('冻结成功!');
    const frozen = await server.get('/sys/user/getCurrentUserDeparts', token);
    expect(frozen.status).toBe(500);
    expect(frozen.body.message).toBe('Token失效，请重新登录!');
    expect((await server.login('wangli', 'Welcome2026')).message).toBe('该用户已冻结');
    expect((await server.put('/sys/user/frozenBatch', { ids: id, status: 1 }, admin)).body.message).toBe(
      '解冻成功!',
    );

    const reset = await server.put(
      '/sys/user/changePassword',
      { username: 'wangli', password: 'Renewed2026', confirmpassword: 'Renewed2026' },
      admin,
    );
    expect(reset.body.message).toBe('密码修改成功！');
    expect((await server.login('wangli', 'Welcome2026')).success).toBe(false);
    expect((await server.login('wangli', 'Renewed2026')).success).toBe(true);
  });

  it("takes a date picker's ISO birthday as the day on the centre's clock, and refuses what is no date", async () => {
    const birthdayOf = async (username: string) =>
      (
        await server.ctx.db.kysely
          .selectFrom('sysUser')
          .select('birthday')
          .where('username', '=', username)
          .executeTakeFirst()
      )?.birthday;
    // A picker at +08:00 (the centre's default zone, Asia/Shanghai) that chose 2000-01-01.
    const iso = newUser({
      username: 'isodate',
      phone: null,
      email: null,
      birthday: '1999-12-31T16:00:00.000Z',
    });
    expect((await server.post('/sys/user/add', iso, admin)).body.success).toBe(true);
    expect(await birthdayOf('isodate')).toBe('2000-01-01');

    const id = (await list('?username=isodate')).records[0]?.id ?? '';
    const edit = (birthday: string) =>
      server.put('/sys/user/edit', { id, realname: '日期', selectedroles: 'role_staff', birthday }, admin);
    expect((await edit('2024-03-09T18:30:00+02:00')).body.success).toBe(true);
    expect(await birthdayOf('isodate')).toBe('2024-03-10');
    expect((await edit('1988-08-08')).body.success).toBe(true);
    expect(await birthdayOf('isodate')).toBe('1988-08-08');

    for (const birthday of ['2000-13-45', 'abc', '2000-02-30', '2000-01-01T25:00Z']) {
      const added = await server.post(
        '/sys/user/add',
        newUser({ username: 'baddate', phone: null, email: null, birthday }),
        admin,
      );
      const edited = await edit(birthday);
      expect({
        birthday,
        added: [added.status, added.body.message],
        edited: [edited.status, edited.body.message],
      }).toEqual({
        birthday,
        added: [400, '生日格式应为 YYYY-MM-DD'],
        edited: [400, '生日格式应为 YYYY-MM-DD'],
      });
    }
    expect(await birthdayOf('baddate')).toBeUndefined();
    expect(await birthdayOf('isodate')).toBe('1988-08-08');
  });

  it('never answers with the password, nor searches, sorts or exports by it', async () => {
    const id = (await list('?username=wangli')).records[0]?.id ?? '';
    const answers = [
      await server.get('/sys/user/list?username=wangli', admin),
      await server.get(`/sys/user/queryById?id=${id}`, admin),
      await server.get('/sys/user/recycleBin', admin),
      await server.get('/sys/user/userRoleList?roleId=role_staff', admin),
    ];
    for (const answer of answers) {
      expect(answer.body.success).toBe(true);
      expect(JSON.stringify(answer.body.result)).not.toMatch(/password|argon2/);
    }
    expect((await server.get(`/sys/user/queryById?id=${id}`, admin)).body.result).toMatchObject({
      username: 'wangli',
      orgCodeTxt: expect.any(String),
    });
    for (const query of ['?password=x', '?password_begin=a', '?column=password&order=asc']) {
      const refused = await server.get(`/sys/user/list${query}`, admin);
      expect({ query, status: refused.status }).toEqual({ query, status: 400 });
    }
    const superQuery = encodeURIComponent(JSON.stringify([{ field: 'password', rule: 'like', val: 'a' }]));
    expect((await server.get(`/sys/user/list?superQueryParams=${superQuery}`, admin)).status).toBe(400);
    // An edit never changes the password: only 修改密码 does.
    const edited = await server.put(
      '/sys/user/edit',
      { id, realname: '王丽华', password: 'Changed2026' },
      admin,
    );
    expect(edited.body.success).toBe(true);
    expect((await server.login('wangli', 'Changed2026')).success).toBe(false);
  });

  it('refuses to freeze or delete the signed-in user', async () => {
    const me = (await list('?username=admin')).records[0]?.id ?? '';
    expect((await server.put('/sys/user/frozenBatch', { ids: me, status: 2 }, admin)).body.message).toBe(
      '不能冻结当前登录用户',
    );
    expect((await server.del(`/sys/user/delete?id=${me}`, admin)).body.message).toBe('不能删除当前登录用户');
  });

  it('moves deleted users to the recycle bin, restores them, and deletes them for good', async () => {
    await server.post('/sys/user/add', newUser({ username: 'temp_user', phone: null, email: null }), admin);
    const id = (await list('?username=temp_user')).records[0]?.id ?? '';
    expect((await server.del(`/sys/user/delete?id=${id}`, admin)).body.message).toBe('删除成功!');
    expect((await list('?username=temp_user')).total).toBe(0);
    expect((await server.login('temp_user', 'Welcome2026')).success).toBe(false);
    const bin = await server.get<User[]>('/sys/user/recycleBin', admin);
    expect(bin.body.result.map((u) => u.username)).toEqual(['temp_user']);
    expect((await server.put('/sys/user/putRecycleBin', { userIds: id }, admin)).body.message).toBe(
      '还原成功!',
    );
    expect((await list('?username=temp_user')).total).toBe(1);
    await server.get(`/sys/user/deleteBatch?ids=${id},`, admin);
    expect((await server.del(`/sys/user/deleteRecycleBin?userIds=${id}`, admin)).body.message).toBe(
      '删除成功!',
    );
    expect((await server.get<User[]>('/sys/user/recycleBin', admin)).body.result).toEqual([]);
    const row = await server.ctx.db.kysely
      .selectFrom('sysUser')
      .select('id')
      .where('id', '=', id)
      .executeTakeFirst();
    expect(row).toBeUndefined();
  });

  it('filters by department and role, and lists a department’s users', async () => {
    expect((await list('?departId=dep_east')).records.map((u) => u.username).sort()).toEqual([
      'fuwu',
      'zhuguan',
    ]);
    expect((await list('?roleId=role_manager')).records.map((u) => u.username)).toEqual(['zhuguan']);
    const byDep = await server.get<User[]>('/sys/user/queryUserByDepId?id=dep_east', staff);
    expect(byDep.body.result.map((u) => u.username).sort()).toEqual(['fuwu', 'zhuguan']);
  });

  it('lists a department’s users with their phones masked for those who may not open 用户管理', async () => {
    const db = server.ctx.db.kysely;
    const before = await db
      .selectFrom('sysUser')
      .select('phone')
      .where('username', '=', 'zhuguan')
      .executeTakeFirst();
    await db.updateTable('sysUser').set({ phone: '13900001111' }).where('username', '=', 'zhuguan').execute();
    try {
      const phoneOf = async (token: string) =>
        (await server.get<User[]>('/sys/user/queryUserByDepId?id=dep_east', token)).body.result.find(
          (u) => u.username === 'zhuguan',
        )?.phone;
      expect(await phoneOf(admin)).toBe('13900001111');
      expect(await phoneOf(staff)).toBe('139****1111');
    } finally {
      await db
        .updateTable('sysUser')
        .set({ phone: before?.phone ?? null })
        .where('username', '=', 'zhuguan')
        .execute();
    }
  });

  it('is refused to a user without the permissions', async () => {
    for (const [method, path] of [
      ['GET', '/sys/user/list'],
      ['POST', '/sys/user/add'],
      ['PUT', '/sys/user/edit'],
      ['PUT', '/sys/user/frozenBatch'],
      ['PUT', '/sys/user/changePassword'],
      ['GET', '/sys/user/deleteBatch?ids=x'],
      ['GET', '/sys/user/exportXls'],
      ['GET', '/sys/user/recycleBin'],
    ] as const) {
      const res = await server.app.inject({
        method,
        url: `/hcs${path}`,
        headers: { 'x-access-token': staff },
        ...(method === 'GET' ? {} : { payload: {} }),
      });
      expect({ path, status: res.statusCode }).toEqual({ path, status: 403 });
    }
  });

  it('keeps tenants apart', async () => {
    await server.ctx.db.kysely
      .insertInto('sysTenant')
      .values({
        id: 2,
        name: '第二中心',
        beginDate: null,
        endDate: null,
        status: 1,
        createBy: 't',
        createTime: null,
      })
      .execute();
    await server.ctx.db.kysely
      .updateTable('sysUser')
      .set({ relTenantIds: '2' })
      .where('username', '=', 'zhuguan')
      .execute();
    const names = (await list()).records.map((u) => u.username);
    expect(names).not.toContain('zhuguan');
    const other = (
      await server.ctx.db.kysely
        .selectFrom('sysUser')
        .select('id')
        .where('username', '=', 'zhuguan')
        .executeTakeFirstOrThrow()
    ).id;
    expect((await server.get(`/sys/user/queryById?id=${other}`, admin)).body).toMatchObject({
      success: false,
      message: '未找到对应的用户',
    });
    expect((await server.put('/sys/user/edit', { id: other, realname: '越权' }, admin)).body.success).toBe(
      false,
    );
    expect((await server.get('/sys/user/list', admin, { 'tenant-id': '2' })).status).toBe(403);
    await server.ctx.db.kysely
      .updateTable('sysUser')
      .set({ relTenantIds: '1' })
      .where('username', '=', 'zhuguan')
      .execute();
  });

  it('exports users without secrets and imports them back', async () => {
    const res = await server.app.inject({
      method: 'GET',
      url: '/hcs/sys/user/exportXls?username=*wang*',
      headers: { 'x-access-token': admin },
    });
    expect(res.statusCode).toBe(200);
    const book = XLSX.read(res.rawPayload);
    const rows = XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0] ?? ''] ?? {}, {
      header: 1,
    });
    expect(rows[2]).toEqual([
      '用户账号',
      '用户姓名',
      '性别',
      '生日',
      '手机号',
      '邮箱',
      '工号',
      '座机',
      '状态',
    ]);
    expect(rows[3]?.slice(0, 3)).toEqual(['wangli', '王丽华', '女']);
    expect(JSON.stringify(rows)).not.toMatch(/argon2|password/);

    const sheet = XLSX.utils.aoa_to_sheet([
      ['用户报表'],
      ['导出人:管理员'],
      ['用户账号', '用户姓名', '性别', '手机号', '状态'],
      ['zhaomin', '赵敏', '女', '13912345678', '正常'],
      ['wangli', '王丽华', '女', '', '正常'],
    ]);
    const out = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(out, sheet, '用户');
    const data = XLSX.write(out, { bookType: 'biff8', type: 'buffer' }) as Buffer;
    const boundary = 'b0undary';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="users.xls"\r\n\r\n`,
      ),
      data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const imported = await server.app.inject({
      method: 'POST',
      url: '/hcs/sys/user/importExcel',
      headers: { 'x-access-token': admin, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(imported.json()).toMatchObject({ code: 201, result: { successCount: 1, errorCount: 1 } });
    expect((await list('?username=zhaomin')).records[0]).toMatchObject({ realname: '赵敏', status: 1 });
    expect((await server.login('zhaomin', DEMO_PASSWORD)).success).toBe(false);
  });
});

describe('the users of a role and of a department (the family client’s pages)', () => {
  const names = async (path: string, token = admin) => {
    const res = await server.get<PageResult<User>>(path, token);
    expect(res.status).toBe(200);
    return res.body.result.records.map((u) => u.username).sort();
  };

  it('lists a role’s users, the account searched by “contains”', async () => {
    expect(await names('/sys/user/userRoleList?roleId=role_manager')).toEqual(['zhuguan']);
    expect(await names('/sys/user/userRoleList?roleId=role_staff&username=uw')).toEqual(['fuwu']);
    const page = (await server.get<PageResult<User>>('/sys/user/userRoleList?roleId=role_manager', admin))
      .body.result;
    expect(page).toMatchObject({ total: 1, current: 1 });
    expect(page.records[0]).toMatchObject({ realname: expect.any(String), orgCodeTxt: '东城服务站' });
    expect(JSON.stringify(page)).not.toMatch(/password|argon2/);
    const missing = await server.get('/sys/user/userRoleList', admin);
    expect(missing).toMatchObject({ status: 400, body: { message: '请选择角色' } });
  });

  it('lists a department’s users with its sub-departments, their departments’ names in orgCode', async () => {
    const added = await server.post(
      '/sys/sysDepart/add',
      { parentId: 'dep_east', departName: '东城测试组' },
      admin,
    );
    expect(added.body.success).toBe(true);
    const group = await server.ctx.db.kysely
      .selectFrom('sysDepart')
      .select('id')
      .where('departName', '=', '东城测试组')
      .executeTakeFirstOrThrow();
    const user = newUser({
      username: 'zuyuan',
      realname: '组员',
      phone: '13800138111',
      email: 'zuyuan@example.org',
      selecteddeparts: group.id,
    });
    expect((await server.post('/sys/user/add', user, admin)).body.success).toBe(true);

    expect(await names('/sys/user/departUserList?depId=dep_east')).toEqual(['fuwu', 'zhuguan', 'zuyuan']);
    expect(await names(`/sys/user/departUserList?depId=${group.id}`)).toEqual(['zuyuan']);
    expect(await names('/sys/user/departUserList?depId=dep_east&username=zhu')).toEqual(['zhuguan']);
    const rows = (await server.get<PageResult<User>>(`/sys/user/departUserList?depId=${group.id}`, admin))
      .body.result.records;
    expect(rows[0]).toMatchObject({ orgCode: '东城测试组', sex_dictText: '女', phone: '13800138111' });
    expect(await names('/sys/user/departUserList?depId=nope')).toEqual([]);
    // Without a department: the caller's own (admin's: the centre, above every station).
    expect(await names('/sys/user/departUserList')).toEqual(
      expect.arrayContaining(['admin', 'zhuguan', 'zuyuan']),
    );
  });

  it('needs the user-list permission, and keeps tenants apart', async () => {
    for (const path of [
      '/sys/user/userRoleList?roleId=role_manager',
      '/sys/user/departUserList?depId=dep_east',
    ]) {
      expect((await server.get(path, staff)).status).toBe(403);
      expect((await server.get(path, null)).status).toBe(401);
    }
    const db = server.ctx.db.kysely;
    await db.updateTable('sysUser').set({ relTenantIds: '2' }).where('username', '=', 'zhuguan').execute();
    try {
      expect(await names('/sys/user/userRoleList?roleId=role_manager')).toEqual([]);
      expect(await names('/sys/user/departUserList?depId=dep_east')).not.toContain('zhuguan');
    } finally {
      await db.updateTable('sysUser').set({ relTenantIds: '1' }).where('username', '=', 'zhuguan').execute();
    }
  });
});
