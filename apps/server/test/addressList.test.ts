import * as XLSX from '@e965/xlsx';
import type { PageResult } from '@hcs/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/testServer.ts';

let server: TestServer;
let admin: string;
let staff: string;

interface Entry {
  id: string;
  username: string;
  realname: string;
  workNo: string | null;
  phone: string | null;
  email: string | null;
  telephone: string | null;
  departName: string;
  position: string;
}

const PASSWORD = 'Address-pass-2026';

/** A sub-department of 东城服务站 (A01A01), so the subtree holds more than one level. */
let eastTeam = '';

beforeAll(async () => {
  server = await startTestServer({ HCS_LOGIN_CAPTCHA: 'off' });
  [admin, staff] = await Promise.all([server.tokenFor('admin'), server.tokenFor('fuwu')]);
  await server.post('/sys/position/add', { code: 'DZ_ZZ', name: '站长', postRank: '3' }, admin);
  await server.post('/sys/position/add', { code: 'DZ_SG', name: '社工', postRank: '1' }, admin);
  await server.post('/sys/sysDepart/add', { departName: '东城一组', parentId: 'dep_east' }, admin);
  const team = await server.ctx.db.kysely
    .selectFrom('sysDepart')
    .select(['id', 'orgCode'])
    .where('departName', '=', '东城一组')
    .executeTakeFirstOrThrow();
  expect(team.orgCode).toBe('A01A01A01');
  eastTeam = team.id;
  const add = async (body: Record<string, string>) =>
    expect((await server.post('/sys/user/add', { password: PASSWORD, ...body }, admin)).body.message).toBe(
      '添加成功！',
    );
  await add({
    username: 'dc_zhao',
    realname: '赵站长',
    workNo: 'DC001',
    phone: '13800000001',
    email: 'zhao@example.com',
    telephone: '010-12345678',
    post: 'DZ_ZZ',
    selecteddeparts: 'dep_east',
  });
  await add({
    username: 'dc_qian',
    realname: '钱社工',
    workNo: 'DC002',
    post: 'DZ_SG,DZ_ZZ',
    selecteddeparts: eastTeam,
  });
  await add({ username: 'xc_sun', realname: '孙社工', workNo: 'XC001', selecteddeparts: 'dep_west' });
});
afterAll(() => server.close());

const book = async (query = '', token = admin) =>
  server.get<PageResult<Entry>>(`/sys/user/queryByOrgCodeForAddressList${query}`, token);

const names = async (query = '') => (await book(query)).body.result.records.map((e) => e.realname);

describe('address book', () => {
  it('lists a department with all its sub-departments, everyone without one', async () => {
    const east = await book('?orgCode=A01A01&column=workNo&order=asc');
    expect(east.status).toBe(200);
    const byName = Object.fromEntries(east.body.result.records.map((e) => [e.username, e]));
    expect(Object.keys(byName).sort()).toEqual(['dc_qian', 'dc_zhao', 'fuwu', 'zhuguan']);
    expect(byName.dc_zhao).toMatchObject({
      realname: '赵站长',
      workNo: 'DC001',
      phone: '13800000001',
      email: 'zhao@example.com',
      telephone: '010-12345678',
      departName: '东城服务站',
      position: '站长',
    });
    expect(byName.dc_qian).toMatchObject({ departName: '东城一组', position: '社工,站长' });
    expect(JSON.stringify(east.body.result)).not.toMatch(/password|argon2/);

    expect(await names('?orgCode=A01A01A01')).toEqual(['钱社工']);
    expect(await names('?orgCode=A01A02')).toEqual(['孙社工']);
    expect(await names('?orgCode=A09')).toEqual([]);
    const everyone = await names('?pageSize=100');
    expect(everyone).toEqual(expect.arrayContaining(['管理员', '赵站长', '钱社工', '孙社工', '李服务']));
    // Without a sort column: by name, ascending.
    expect(everyone).toEqual(await names('?pageSize=100&column=realname&order=asc'));
    expect(everyone).not.toEqual(await names('?pageSize=100&column=realname&order=desc'));
  });

  it('filters by name and work number, pages, and sorts only on registered fields', async () => {
    expect(await names('?orgCode=A01A01&realname=*站长*')).toEqual(['赵站长']);
    expect(await names('?workNo=*DC*&column=workNo&order=desc')).toEqual(['钱社工', '赵站长']);
    const paged = (await book('?orgCode=A01A01&pageNo=2&pageSize=3&column=workNo&order=asc')).body.result;
    expect(paged).toMatchObject({ total: 4, current: 2, size: 3 });
    expect(paged.records).toHaveLength(1);
    // A client asking for "everything" gets the largest page instead of a refusal.
    const all = await book('?pageSize=10000');
    expect(all.status).toBe(200);
    expect(all.body.result).toMatchObject({ size: 1000, current: 1 });
    expect(all.body.result.records).toHaveLength(all.body.result.total);

    expect((await book('?column=password')).body).toMatchObject({
      success: false,
      message: '不支持的排序字段: password',
    });
    expect((await book('?column=realname;drop table sys_user')).status).toBe(400);
    expect((await book(`?${encodeURIComponent('1=1;--')}=x`)).body.message).toBe('不支持的查询字段: 1=1;--');
    expect((await book("?orgCode=A01'%25")).body).toMatchObject({
      success: false,
      message: '部门编码格式不正确',
    });
  });

  it("never shows another tenant's users, and refuses a tenant the caller does not belong to", async () => {
    const db = server.ctx.db.kysely;
    const setTenants = (username: string, relTenantIds: string) =>
      db.updateTable('sysUser').set({ relTenantIds }).where('username', '=', username).execute();
    await db
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
    await setTenants('dc_zhao', '2');
    try {
      expect((await names('?orgCode=A01A01')).sort()).toEqual(['张主管', '李服务', '钱社工'].sort());
      expect(
        (await server.get('/sys/user/queryByOrgCodeForAddressList', admin, { 'tenant-id': '2' })).status,
      ).toBe(403);
      // An admin of both tenants sees, under tenant 2, only tenant 2's people (itself included).
      await setTenants('admin', '1,2');
      const both = await server.tokenFor('admin');
      const second = await server.get<PageResult<Entry>>('/sys/user/queryByOrgCodeForAddressList', both, {
        'tenant-id': '2',
      });
      expect(second.body.result.records.map((e) => e.username).sort()).toEqual(['admin', 'dc_zhao']);
      const exported = await server.app.inject({
        method: 'GET',
        url: '/hcs/sys/user/exportAddressList',
        headers: { 'x-access-token': both, 'tenant-id': '2' },
      });
      const sheet = XLSX.read(exported.rawPayload);
      const rows = XLSX.utils.sheet_to_json<string[]>(sheet.Sheets[sheet.SheetNames[0] ?? ''] ?? {}, {
        header: 1,
      });
      expect(
        rows
          .slice(3)
          .map((r) => r[0] ?? '')
          .sort(),
      ).toEqual(['管理员', '赵站长'].sort());
    } finally {
      await setTenants('admin', '1');
      await setTenants('dc_zhao', '1');
    }
  });

  it('exports the same query as a sheet', async () => {
    const res = await server.app.inject({
      method: 'GET',
      url: '/hcs/sys/user/exportAddressList?orgCode=A01A01A01',
      headers: { 'x-access-token': admin },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('通讯录.xls'));
    const sheet = XLSX.read(res.rawPayload);
    const rows = XLSX.utils.sheet_to_json<string[]>(sheet.Sheets[sheet.SheetNames[0] ?? ''] ?? {}, {
      header: 1,
    });
    expect(rows[0]).toEqual(['通讯录报表']);
    expect(rows[1]).toEqual(['导出人:管理员']);
    expect(rows[2]).toEqual(['姓名', '工号', '部门', '职务', '手机', '邮箱', '座机']);
    expect(rows.slice(3)).toEqual([['钱社工', 'DC002', '东城一组', '社工,站长', '', '', '']]);
  });

  it('needs system:address:list', async () => {
    expect((await book('', staff)).status).toBe(403);
    expect((await server.get('/sys/user/exportAddressList', staff)).status).toBe(403);
    expect((await server.get('/sys/user/queryByOrgCodeForAddressList')).status).toBe(401);
  });
});
