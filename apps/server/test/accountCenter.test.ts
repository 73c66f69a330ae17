import type { MyActivity, MyOpenWorkOrder } from '@hcs/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/testServer.ts';
import { audienceBody, orderBody } from './support/woFixtures.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ HCS_LOGIN_CAPTCHA: 'false' });
});
afterAll(() => server.close());

const idOf = async (username: string) =>
  (
    await server.ctx.db.kysely
      .selectFrom('sysUser')
      .select('id')
      .where('username', '=', username)
      .executeTakeFirstOrThrow()
  ).id;

describe('个人中心', () => {
  it('lists the orders assigned to me that are not finished, and no one else’s', async () => {
    const admin = await server.tokenFor('admin');
    const fuwu = await server.tokenFor('fuwu');
    const fuwuId = await idOf('fuwu');
    const audienceId = (
      await server.post<string>('/wo/audience/add', audienceBody({ name: '个人中心对象' }), admin)
    ).body.result;
    const add = async (title: string, assigneeId?: string) =>
      (
        await server.post<{ id: string }>(
          '/wo/workOrder/add',
          orderBody(audienceId, { title, ...(assigneeId ? { assigneeId } : {}) }),
          admin,
        )
      ).body.result.id;
    const mine = await add('派给我的工单', fuwuId);
    const done = await add('已完成的工单', fuwuId);
    await add('未派单的工单');
    await server.ctx.db.kysely.updateTable('woWorkOrder').set({ status: 4 }).where('id', '=', done).execute();

    const { body } = await server.get<MyOpenWorkOrder[]>('/sys/account/workOrders', fuwu);
    const titles = body.result.map((o) => o.title);
    expect(titles).toContain('派给我的工单');
    expect(titles).not.toContain('已完成的工单');
    expect(titles).not.toContain('未派单的工单');
    expect(body.result.find((o) => o.id === mine)).toMatchObject({ status: 2 });

    const adminOrders = await server.get<MyOpenWorkOrder[]>('/sys/account/workOrders', admin);
    expect(adminOrders.body.result.map((o) => o.id)).not.toContain(mine);
  });

  it('shows my own recent activity only, newest first, at most 20', async () => {
    const zhuguan = await server.tokenFor('zhuguan');
    for (let i = 0; i < 3; i += 1) await server.tokenFor('zhuguan');
    const zhuguanId = await idOf('zhuguan');
    const { body } = await server.get<MyActivity[]>('/sys/account/activity', zhuguan);
    expect(body.result.length).toBeGreaterThan(0);
    expect(body.result.length).toBeLessThanOrEqual(20);
    const ids = body.result.map((a) => a.id);
    const owners = await server.ctx.db.kysely
      .selectFrom('sysLog')
      .select('userid')
      .where('id', 'in', ids)
      .execute();
    expect(new Set(owners.map((o) => o.userid))).toEqual(new Set([zhuguanId]));
    const times = body.result.map((a) => a.createTime ?? '');
    expect([...times].sort().reverse()).toEqual(times);
  });
});
