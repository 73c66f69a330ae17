import { isChineseIdCard } from '@hcs/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RoleIds } from '../src/core/db/migrations/0002_foundation_data.ts';
import { type DemoSummary, seedDemoData } from '../src/core/db/seed/demo.ts';
import { formatDate } from '../src/core/time.ts';
import { startTestServer, type TestServer } from './support/testServer.ts';
import { orderBody } from './support/woFixtures.ts';

let server: TestServer;
let summary: DemoSummary;

beforeAll(async () => {
  server = await startTestServer({ HCS_LOGIN_CAPTCHA: 'off' });
  summary = await seedDemoData(server.ctx.db.kysely);
}, 120_000);
afterAll(() => server.close());

const db = () => server.ctx.db.kysely;

describe('--demo data', () => {
  it('adds a few hundred audiences and a few thousand orders, once', async () => {
    expect(summary).toEqual({ created: true, audiences: 300, workOrders: 3000 });
    const audiences = await db().selectFrom('woAudience').select(['idCardNo', 'disabilityCertNo']).execute();
    expect(audiences).toHaveLength(300);
    expect(audiences.every((a) => isChineseIdCard(a.idCardNo))).toBe(true);
    expect(new Set(audiences.map((a) => a.disabilityCertNo)).size).toBe(300);

    expect(await seedDemoData(db())).toEqual({ created: false, audiences: 300, workOrders: 3000 });
    const orders = await db()
      .selectFrom('woWorkOrder')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(orders.n)).toBe(3000);
  });

  it('spreads the orders over the past 12 months, the stations and every state, with their logs', async () => {
    const orders = (await db().selectFrom('woWorkOrder').selectAll().execute()).map((o) => ({
      ...o,
      createTime: o.createTime ?? '',
    }));
    const now = formatDate();
    const yearAgo = formatDate(new Date(Date.now() - 366 * 86_400_000));
    expect(orders.every((o) => o.createTime >= yearAgo && o.createTime <= `${now} 23:59:59`)).toBe(true);
    const months = new Map<string, number>();
    for (const o of orders)
      months.set(o.createTime.slice(0, 7), (months.get(o.createTime.slice(0, 7)) ?? 0) + 1);
    expect(months.size).toBeGreaterThanOrEqual(12);
    const fullMonths = [...months.values()].filter((n) => n >= 80);
    expect(fullMonths.length).toBeGreaterThanOrEqual(11);

    expect(new Set(orders.map((o) => o.departId)).size).toBe(3);
    expect(new Set(orders.map((o) => o.serviceType)).size).toBe(10);
    const byStatus = new Map<number, number>();
    for (const o of orders) byStatus.set(o.status, (byStatus.get(o.status) ?? 0) + 1);
    for (const s of [1, 2, 3, 4, 5, 9]) expect(byStatus.get(s), `status ${s}`).toBeGreaterThan(0);
    expect(byStatus.get(5) ?? 0).toBeGreaterThan(2000);

    const closed = orders.filter((o) => o.status === 5);
    expect(closed.every((o) => o.satisfaction !== null && o.satisfaction >= 1 && o.satisfaction <= 5)).toBe(
      true,
    );
    expect(new Set(closed.map((o) => o.satisfaction)).size).toBe(5);
    const inOrder = (o: (typeof orders)[number]) => {
      const times = [o.createTime, o.dispatchedTime, o.acceptedTime, o.completedTime, o.closedTime].filter(
        (t): t is string => t !== null,
      );
      return times.every((t, i) => i === 0 || (times[i - 1] ?? '') <= t);
    };
    expect(orders.every(inOrder)).toBe(true);
    expect(orders.every((o) => o.status === 1 || o.status === 9 || o.assigneeId !== null)).toBe(true);
    expect(new Set(orders.map((o) => o.orderNo)).size).toBe(3000);
    expect(orders.every((o) => /^GD\d{12}$/.test(o.orderNo))).toBe(true);

    const logs = await db()
      .selectFrom('woWorkOrderLog')
      .select(['orderId', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('orderId')
      .execute();
    const logCount = new Map(logs.map((l) => [l.orderId, Number(l.n)]));
    expect(orders.every((o) => logCount.get(o.id) === o.version + 1)).toBe(true);
  });

  it('is created by the centre manager, changed by whoever acted, and marked 演示数据', async () => {
    const audiences = await db().selectFrom('woAudience').select(['createBy', 'remark']).execute();
    expect(audiences.every((a) => a.createBy === 'zhuguan' && a.remark === '演示数据')).toBe(true);

    const orders = await db().selectFrom('woWorkOrder').select(['createBy', 'updateBy', 'status']).execute();
    expect(orders.every((o) => o.createBy === 'zhuguan')).toBe(true);
    const staff = await db()
      .selectFrom('sysUser as u')
      .innerJoin('sysUserRole as ur', 'ur.userId', 'u.id')
      .select('u.username')
      .where('ur.roleId', '=', RoleIds.staff)
      .execute();
    const changers = new Set(orders.map((o) => o.updateBy));
    expect(changers.has('zhuguan')).toBe(true);
    expect([...changers].some((u) => staff.some((s) => s.username === u))).toBe(true);
    expect(orders.filter((o) => o.status === 1).every((o) => o.updateBy === null)).toBe(true);

    const admin = await server.tokenFor('admin');
    const anOrder = await db().selectFrom('woWorkOrder').select('id').executeTakeFirstOrThrow();
    const detail = await server.get<{ createByName: string }>(
      `/wo/workOrder/queryById?id=${anOrder.id}`,
      admin,
    );
    expect(detail.body.result.createByName).toBe('张主管');
  });

  it('gives every dashboard figure something to show', async () => {
    const admin = await server.tokenFor('admin');
    const home = (
      await server.get<{
        total: number;
        overdue: number;
        audiences: number;
        trend: { created: number; completed: number }[];
        byServiceType: unknown[];
        byDisabilityType: unknown[];
      }>('/wo/workOrder/stat/home', admin)
    ).body.result;
    expect(home.total).toBe(3000);
    expect(home.overdue).toBeGreaterThan(0);
    expect(home.audiences).toBeGreaterThan(250);
    expect(home.trend.filter((d) => d.created > 0).length).toBeGreaterThan(15);
    expect(home.trend.reduce((sum, d) => sum + d.completed, 0)).toBeGreaterThan(100);
    expect(home.byServiceType).toHaveLength(10);
    expect(home.byDisabilityType).toHaveLength(7);

    const year = (
      await server.get<{
        staff: { completed: number; avgHours: number; avgSatisfaction: number }[];
        departs: unknown[];
      }>(
        `/wo/workOrder/stat/wcgw?begin=${formatDate(new Date(Date.now() - 365 * 86_400_000))} 00:00:00`,
        admin,
      )
    ).body.result;
    expect(year.departs).toHaveLength(3);
    expect(year.staff.length).toBeGreaterThanOrEqual(8);
    expect(year.staff.every((s) => s.avgHours > 0 && s.avgSatisfaction >= 1)).toBe(true);
  });

  it('leaves the order numbering of today intact', async () => {
    const manager = await server.tokenFor('zhuguan');
    const audience = await db()
      .selectFrom('woAudience')
      .select('id')
      .where('status', '=', '1')
      .where('sysOrgCode', 'like', 'A01A01%')
      .executeTakeFirstOrThrow();
    const answer = await server.post<{ orderNo: string }>(
      '/wo/workOrder/add',
      orderBody(audience.id),
      manager,
    );
    expect(answer.body.success).toBe(true);
  });
});
