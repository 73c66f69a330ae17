import type { PageResult } from '@hcs/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/testServer.ts';

let server: TestServer;
let admin: string;
let staff: string;

beforeAll(async () => {
  server = await startTestServer({ HCS_LOGIN_CAPTCHA: 'off' });
  [admin, staff] = await Promise.all([server.tokenFor('admin'), server.tokenFor('fuwu')]);
});
afterAll(() => server.close());

describe('tenants', () => {
  it('adds, lists, edits and deletes tenants, refusing one that still has users', async () => {
    expect(
      (
        await server.post(
          '/sys/tenant/add',
          { id: 7, name: '南区中心', beginDate: '2026-01-01', endDate: '2026-12-31' },
          admin,
        )
      ).body.message,
    ).toBe('添加成功！');
    expect((await server.post('/sys/tenant/add', { id: 7, name: '重复' }, admin)).body.message).toBe(
      '租户编号已存在: 7',
    );
    expect(
      (
        await server.post(
          '/sys/tenant/add',
          { id: 8, name: 'x', beginDate: '2026-02-01', endDate: '2026-01-01' },
          admin,
        )
      ).body.message,
    ).toBe('结束日期不能早于开始日期');
    const list = await server.get<PageResult<{ id: number; name: string; status_dictText: string }>>(
      '/sys/tenant/list?column=id&order=asc',
      admin,
    );
    expect(list.body.result.records.map((t) => [t.id, t.name, t.status_dictText])).toEqual([
      [1, '助残服务中心', '正常'],
      [7, '南区中心', '正常'],
    ]);
    expect(
      (await server.put('/sys/tenant/edit', { id: 7, name: '南区助残中心', status: 0 }, admin)).body.message,
    ).toBe('编辑成功!');
    expect((await server.del('/sys/tenant/delete?id=1', admin)).body.message).toBe('不能删除当前所在的租户');
    await server.ctx.db.kysely
      .updateTable('sysUser')
      .set({ relTenantIds: '1,7' })
      .where('username', '=', 'fuwu')
      .execute();
    expect((await server.del('/sys/tenant/delete?id=7', admin)).body.message).toBe(
      '该租户下还有用户，不能删除',
    );
    await server.ctx.db.kysely
      .updateTable('sysUser')
      .set({ relTenantIds: '1' })
      .where('username', '=', 'fuwu')
      .execute();
    expect((await server.del('/sys/tenant/delete?id=7', admin)).body.message).toBe('删除成功!');
    expect((await server.get('/sys/tenant/list', staff)).status).toBe(403);
  });
});

describe('tenant rules (the tenant resource)', () => {
  it('takes whole numbers from 1 as tenant numbers, a known status, and 正常 when none is given', async () => {
    const refusal = async (body: Record<string, unknown>) =>
      (await server.post('/sys/tenant/add', { name: '规则中心', ...body }, admin)).body.message;
    expect(await refusal({ id: 1.5 })).toBe('租户编号必须是整数');
    expect(await refusal({ id: 0 })).toBe('租户编号最小为1');
    expect(await refusal({ id: 1_000_000_001 })).toBe('租户编号最大为1000000000');
    expect(await refusal({ id: 'x' })).toBe('租户编号必须是数字');
    expect(await refusal({ id: 31, status: 7 })).toBe('请选择状态');
    expect(await refusal({ id: 31, beginDate: '2026-13-01' })).toBe('开始时间格式应为 YYYY-MM-DD');
    expect(await refusal({ id: 31 })).toBe('添加成功！');
    const read = await server.get<{ id: number; status: number }>('/sys/tenant/queryById?id=31', admin);
    expect(read.body.result).toMatchObject({ id: 31, status: 1 });
    expect((await server.get('/sys/tenant/queryById?id=3.1', admin)).body.message).toBe('未找到对应的租户');
    expect((await server.del('/sys/tenant/delete?id=31', admin)).body.message).toBe('删除成功!');
  });
});

describe('tenants for the family’s user form (queryList)', () => {
  it('lists the normal tenants, or those of ids, to whom may list tenants', async () => {
    for (const [id, name, status] of [
      [21, '北区中心', 1],
      [22, '冻结中心', 0],
    ] as const) {
      await server.post('/sys/tenant/add', { id, name, status }, admin);
    }
    type Tenant = { id: number; name: string; status: number };
    const ask = async (query = '') =>
      (await server.get<Tenant[]>(`/sys/tenant/queryList${query}`, admin)).body.result.map((t) => [
        t.id,
        t.name,
      ]);
    expect(await ask()).toEqual([
      [1, '助残服务中心'],
      [21, '北区中心'],
    ]);
    expect(await ask('?ids=21,22,')).toEqual([[21, '北区中心']]);
    const bad = await server.get('/sys/tenant/queryList?ids=1,x', admin);
    expect(bad).toMatchObject({ status: 400, body: { message: '租户编号必须是数字' } });
    expect((await server.get('/sys/tenant/queryList', staff)).status).toBe(403);
  });
});

describe('online users', () => {
  it('lists live sessions without tokens, and force logout ends one at its next request', async () => {
    const victim = await server.tokenFor('zhuguan');
    const list = await server.get<PageResult<{ id: string; username: string; current: boolean }>>(
      '/sys/online/list?username=zhuguan',
      admin,
    );
    expect(list.body.result.records.length).toBeGreaterThan(0);
    expect(JSON.stringify(list.body.result)).not.toContain(victim);
    expect(JSON.stringify(list.body.result)).not.toMatch(/token/i);
    expect((await server.get('/sys/user/getCurrentUserDeparts', victim)).status).toBe(200);
    for (const session of list.body.result.records) {
      expect((await server.post('/sys/online/forceLogout', { id: session.id }, admin)).body.message).toBe(
        '强制退出成功: zhuguan',
      );
    }
    const after = await server.get('/sys/user/getCurrentUserDeparts', victim);
    expect(after.status).toBe(500);
    expect(after.body).toMatchObject({ success: false, code: 500, message: 'Token失效，请重新登录!' });
    // Newer sessions of the same account do not push the caller's own off the first page.
    for (let i = 0; i < 11; i++) await server.tokenFor('admin');
    const mine = await server.get<
      PageResult<{ id: string; current: boolean; username: string; realname: string; loginTime: string }>
    >('/sys/online/list?username=*admin*', admin);
    expect(mine.body.result.records[0]?.current).toBe(true);
    const current = mine.body.result.records.find((s) => s.current);
    expect(current).toMatchObject({ username: 'admin', realname: '管理员' });
    expect(current?.loginTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(mine.body.result.records.filter((s) => s.current)).toHaveLength(1);
    expect((await server.post('/sys/online/forceLogout', { id: current?.id }, admin)).body).toMatchObject({
      success: false,
      message: '不能强制退出自己',
    });
    expect((await server.get('/sys/online/list', staff)).status).toBe(403);
  });
});
