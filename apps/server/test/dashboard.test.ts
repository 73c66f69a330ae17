import type { LiveStats, MenuEntry, PermissionResult } from '@hcs/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DepartIds } from '../src/core/db/migrations/0002_foundation_data.ts';
import { loginSeededUsers } from './support/seededUsers.ts';
import { startTestServer, type TestServer } from './support/testServer.ts';
import { addStaff, audienceBody, orderBody } from './support/woFixtures.ts';

let server: TestServer;
let admin: string;
let manager: string;
let staff: string;
let staffId: string;
let audienceId: string;

beforeAll(async () => {
  server = await startTestServer({ HCS_LOGIN_CAPTCHA: 'off' });
  const { tokens, ids } = await loginSeededUsers(server);
  ({ admin, zhuguan: manager, fuwu: staff } = tokens);
  staffId = ids.fuwu;
  audienceId = (await server.post<string>('/wo/audience/add', audienceBody({ name: '看板对象' }), admin)).body
    .result;
});
afterAll(() => server.close());

const live = async (token: string) => {
  const answer = await server.get<LiveStats>('/wo/workOrder/stat/live', token);
  expect(answer.status).toBe(200);
  return answer.body.result;
};

const version = async (id: string) =>
  (await server.get<{ version: number }>(`/wo/workOrder/queryById?id=${id}`, admin)).body.result.version;

describe('the dashboard menus (migrations 0018 and 0032)', () => {
  const menuOf = async (token: string) =>
    (await server.get<PermissionResult>('/sys/permission/getUserPermissionByToken', token)).body.result.menu;
  const dashboards = (menu: MenuEntry[]) =>
    menu.find((m) => m.path === '/dashboard')?.children?.map((c) => [c.path, c.component, c.meta.title]);

  it('gives managers every dashboard and service staff their workplace; 我的待办 is a top-level entry', async () => {
    const all = [
      ['/dashboard/workplace', 'dashboard/Workplace', '工作台'],
      ['/dashboard/monitor', 'dashboard/Monitor', '实时监控'],
      ['/dashboard/charts', 'dashboard/Charts', '统计图表'],
    ];
    const adminMenu = await menuOf(admin);
    expect(adminMenu.map((m) => m.meta.title).slice(0, 2)).toEqual(['首页', '我的待办']);
    expect(adminMenu[1]).toMatchObject({ path: '/dashboard/task', component: 'dashboard/Task' });
    expect(adminMenu.find((m) => m.path === '/dashboard')).toMatchObject({
      redirect: '/dashboard/workplace',
      component: 'layouts/RouteView',
    });
    expect(dashboards(adminMenu)).toEqual(all);
    expect(dashboards(await menuOf(manager))).toEqual(all);
    expect(dashboards(await menuOf(staff))).toEqual(all.slice(0, 1));
    for (const token of [manager, staff]) {
      expect((await menuOf(token)).find((m) => m.path === '/dashboard/task')).toBeDefined();
    }
  });
});

describe('GET /wo/workOrder/stat/live', () => {
  it('counts open, overdue and today’s orders within the caller’s scope, with the latest activity', async () => {
    const before = await live(manager);
    const created = (await server.post<{ id: string }>('/wo/workOrder/add', orderBody(audienceId), manager))
      .body.result;
    const dispatched = (
      await server.post<{ id: string; orderNo: string }>(
        '/wo/workOrder/add',
        orderBody(audienceId, { assigneeId: staffId }),
        manager,
      )
    ).body.result;
    await server.post(
      '/wo/workOrder/accept',
      { id: dispatched.id, version: await version(dispatched.id) },
      staff,
    );
    await server.ctx.db.kysely
      .updateTable('woWorkOrder')
      .set({ deadline: '2021-01-01 00:00:00' })
      .where('id', '=', created.id)
      .execute();

    const after = await live(manager);
    expect(after.pending).toBe(before.pending + 1);
    expect(after.processing).toBe(before.processing + 1);
    expect(after.overdue).toBe(before.overdue + 1);
    expect(after.createdToday).toBe(before.createdToday + 2);
    // admin, zhuguan and fuwu signed in above.
    expect(after.onlineUsers).toBeGreaterThanOrEqual(3);
    expect(after.recent[0]).toMatchObject({
      orderNo: dispatched.orderNo,
      action: 'accept',
      operatorName: '李服务',
    });

    // Service staff see only their own orders.
    const mine = await live(staff);
    expect(mine.pending).toBe(0);
    expect(mine.processing).toBeGreaterThanOrEqual(1);
    expect(mine.recent.every((r) => r.orderNo !== '')).toBe(true);
  });

  it('refuses callers without a session or without wo:order:list', async () => {
    expect((await server.get('/wo/workOrder/stat/live', null)).status).toBe(401);
    const db = server.ctx.db.kysely;
    const id = await addStaff(server, 'dash_norole', DepartIds.west, 'A01A02');
    await db.deleteFrom('sysUserRole').where('userId', '=', id).execute();
    const token = await server.tokenFor('dash_norole');
    expect((await server.get('/wo/workOrder/stat/live', token)).status).toBe(403);
  });
});

describe('the workOrderChanged push', () => {
  it('is broadcast after a creation and after every transition', async () => {
    const broadcast = vi.spyOn(server.ctx.realtime, 'broadcast');
    const signals = () => broadcast.mock.calls.filter(([m]) => m.cmd === 'workOrderChanged').length;
    const { id } = (await server.post<{ id: string }>('/wo/workOrder/add', orderBody(audienceId), manager))
      .body.result;
    expect(signals()).toBe(1);
    await server.post('/wo/workOrder/dispatch', { id, version: 0, assigneeId: staffId }, manager);
    expect(signals()).toBe(2);
    await server.post('/wo/workOrder/accept', { id, version: 1 }, staff);
    await server.post('/wo/workOrder/complete', { id, version: 2, result: '已完成' }, staff);
    await server.post('/wo/workOrder/review', { id, version: 3, satisfaction: 5 }, manager);
    expect(signals()).toBe(5);
    // A refused action changes nothing and says nothing.
    const refused = await server.post('/wo/workOrder/accept', { id, version: 4 }, staff);
    expect(refused.body.success).toBe(false);
    expect(signals()).toBe(5);
    broadcast.mockRestore();
  });
});
