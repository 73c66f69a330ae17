import type { PageResult } from '@hcs/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DepartIds } from '../src/core/db/migrations/0002_foundation_data.ts';
import { formatDate } from '../src/core/time.ts';
import { startTestServer, type TestServer } from './support/testServer.ts';
import { addStaff, audienceBody, orderBody } from './support/woFixtures.ts';

interface Order {
  id: string;
  orderNo: string;
  status: number;
  version: number;
  assigneeId: string | null;
  actions: string[];
  overdue: boolean;
  logs: {
    action: string;
    fromStatus: number | null;
    toStatus: number;
    operatorName: string;
    comment: string | null;
  }[];
}

let server: TestServer;
let admin: string;
let manager: string;
let staff: string;
let staffId: string;
let westStaffId: string;
let audienceId: string;
let westAudienceId: string;

beforeAll(async () => {
  server = await startTestServer({ HCS_LOGIN_CAPTCHA: 'off' });
  [admin, manager, staff] = await Promise.all([
    server.tokenFor('admin'),
    server.tokenFor('zhuguan'),
    server.tokenFor('fuwu'),
  ]);
  const fuwu = await server.ctx.db.kysely
    .selectFrom('sysUser')
    .select('id')
    .where('username', '=', 'fuwu')
    .executeTakeFirstOrThrow();
  staffId = fuwu.id;
  westStaffId = await addStaff(server, 'xicheng1', DepartIds.west, 'A01A02');
  audienceId = (await server.post<string>('/wo/audience/add', audienceBody({ name: '工单对象' }), admin)).body
    .result;
  westAudienceId = (
    await server.post<string>(
      '/wo/audience/add',
      audienceBody({ name: '西城工单对象', departId: DepartIds.west }),
      admin,
    )
  ).body.result;
});
afterAll(() => server.close());

async function create(token: string, overrides: Record<string, unknown> = {}) {
  const answer = await server.post<{ id: string; orderNo: string }>(
    '/wo/workOrder/add',
    orderBody(audienceId, overrides),
    token,
  );
  expect(answer.body.message).toBe('添加成功！');
  return answer.body.result;
}

const detail = async (id: string, token = admin) =>
  (await server.get<Order>(`/wo/workOrder/queryById?id=${id}`, token)).body.result;

describe('工单 numbering', () => {
  it('numbers orders GD + yyyyMMdd + a 4-digit daily sequence, unique under concurrent creation', async () => {
    const created = await Promise.all(Array.from({ length: 12 }, () => create(manager)));
    const numbers = created.map((c) => c.orderNo);
    expect(new Set(numbers).size).toBe(12);
    const prefix = `GD${formatDate().replaceAll('-', '')}`;
    for (const n of numbers) expect(n).toMatch(new RegExp(`^${prefix}\\d{4}$`));
    const sequence = numbers.map((n) => Number(n.slice(-4))).sort((a, b) => a - b);
    expect(sequence).toEqual(Array.from({ length: 12 }, (_, i) => (sequence[0] ?? 0) + i));
  });
});

describe('工单 transitions', () => {
  it('goes 待派单 → 已派单 → 处理中 → 已完成 → 已关闭, each step by the right person, with a timeline', async () => {
    const { id } = await create(manager, { title: '康复训练上门' });
    let order = await detail(id, manager);
    expect(order.status).toBe(1);
    expect(order.actions).toEqual(['dispatch', 'cancel']);

    // Staff may not dispatch; a user outside the department may not be chosen.
    expect(
      (await server.post('/wo/workOrder/dispatch', { id, version: 0, assigneeId: staffId }, staff)).status,
    ).toBe(403);
    const outsider = await server.post(
      '/wo/workOrder/dispatch',
      { id, version: 0, assigneeId: westStaffId },
      manager,
    );
    expect(outsider.body.message).toBe('处理人须是所属部门及其下级部门的在职人员');

    const unread = (await server.get<{ sysMsgTotal: number }>('/sys/annountCement/listByUser', staff)).body
      .result.sysMsgTotal;
    const dispatched = await server.post(
      '/wo/workOrder/dispatch',
      { id, version: 0, assigneeId: staffId },
      manager,
    );
    expect(dispatched.body.message).toBe('派单成功！');
    // The assignee is told at once: a system message in the bell.
    const inbox = (
      await server.get<{ sysMsgTotal: number; sysMsgList: { titile: string }[] }>(
        '/sys/annountCement/listByUser',
        staff,
      )
    ).body.result;
    expect(inbox.sysMsgTotal).toBe(unread + 1);
    expect(inbox.sysMsgList.some((m) => m.titile === '新工单：康复训练上门')).toBe(true);

    // Only the assignee accepts.
    order = await detail(id, manager);
    expect(order.actions).toEqual(['dispatch', 'cancel']);
    const notMine = await server.post('/wo/workOrder/accept', { id, version: order.version }, admin);
    expect(notMine.body.message).toBe('只有工单的处理人才能接单');
    order = await detail(id, staff);
    expect(order.actions).toEqual(['accept']);
    expect(
      (await server.post('/wo/workOrder/accept', { id, version: order.version }, staff)).body.message,
    ).toBe('接单成功！');

    // Completing needs a result.
    order = await detail(id, staff);
    expect(order.actions).toEqual(['complete']);
    const empty = await server.post(
      '/wo/workOrder/complete',
      { id, version: order.version, result: ' ' },
      staff,
    );
    expect(empty.body.message).toBe('请填写处理结果');
    const done = await server.post(
      '/wo/workOrder/complete',
      { id, version: order.version, result: '已完成康复训练', attachments: 'temp/a.png' },
      staff,
    );
    expect(done.body.message).toBe('工单已完成！');

    // Review needs wo:order:review and a satisfaction of 1-5.
    order = await detail(id, manager);
    expect(order.actions).toEqual(['review']);
    expect(
      (await server.post('/wo/workOrder/review', { id, version: order.version, satisfaction: 5 }, staff))
        .status,
    ).toBe(403);
    const tooHigh = await server.post(
      '/wo/workOrder/review',
      { id, version: order.version, satisfaction: 6 },
      manager,
    );
    expect(tooHigh.body.message).toBe('满意度应为1到5分');
    const closed = await server.post(
      '/wo/workOrder/review',
      { id, version: order.version, satisfaction: 4, feedback: '很满意' },
      manager,
    );
    expect(closed.body.message).toBe('回访完成，工单已关闭！');

    order = await detail(id, manager);
    expect(order.status).toBe(5);
    expect(order.actions).toEqual([]);
    expect(order.logs.map((l) => [l.action, l.fromStatus, l.toStatus])).toEqual([
      ['create', null, 1],
      ['dispatch', 1, 2],
      ['accept', 2, 3],
      ['complete', 3, 4],
      ['review', 4, 5],
    ]);
    expect(order.logs[1]?.comment).toBe('派给 李服务');
    expect(order.logs[4]?.comment).toBe('满意度 4 分：很满意');

    // A closed order can be neither cancelled nor dispatched again.
    const cancel = await server.post(
      '/wo/workOrder/cancel',
      { id, version: order.version, reason: '重复' },
      manager,
    );
    expect(cancel.body.message).toBe('工单已关闭，不能取消');
  });

  it('reassigns, cancels with a reason, and refuses editing once work has started', async () => {
    const { id } = await create(manager);
    await server.post('/wo/workOrder/dispatch', { id, version: 0, assigneeId: staffId }, manager);
    const second = await addStaff(server, 'dongcheng2', DepartIds.east, 'A01A01');
    let order = await detail(id, manager);
    const reassigned = await server.post(
      '/wo/workOrder/dispatch',
      { id, version: order.version, assigneeId: second, comment: '李服务请假' },
      manager,
    );
    expect(reassigned.body.success).toBe(true);
    order = await detail(id, manager);
    expect(order.assigneeId).toBe(second);
    expect(order.logs.at(-1)?.comment).toBe('改派给 dongcheng2员工：李服务请假');

    const noReason = await server.post(
      '/wo/workOrder/cancel',
      { id, version: order.version, reason: '' },
      manager,
    );
    expect(noReason.body.message).toBe('请填写取消原因');
    expect(
      (await server.post('/wo/workOrder/cancel', { id, version: order.version, reason: '对象住院' }, manager))
        .body.message,
    ).toBe('工单已取消！');
    order = await detail(id, manager);
    expect(order.status).toBe(9);
    const edit = await server.put(
      '/wo/workOrder/edit',
      { ...orderBody(audienceId), id, version: order.version },
      manager,
    );
    expect(edit.body.message).toBe('工单已开始处理，不能再编辑');
  });

  it('lets only one of two people acting on the same order at once succeed', async () => {
    const { id } = await create(manager);
    await server.post('/wo/workOrder/dispatch', { id, version: 0, assigneeId: staffId }, manager);
    const { version } = await detail(id, manager);
    const [a, b] = await Promise.all([
      server.post('/wo/workOrder/accept', { id, version }, staff),
      server.post('/wo/workOrder/cancel', { id, version, reason: '撤单' }, manager),
    ]);
    const outcomes = [a.body.success, b.body.success].sort();
    expect(outcomes).toEqual([false, true]);
    const loser = a.body.success ? b.body : a.body;
    expect(loser.message).toMatch(/工单已被他人处理或修改，请刷新后重试|不能/);
    // Exactly one transition was written after the dispatch.
    expect((await detail(id, manager)).logs).toHaveLength(3);

    // A stale version is refused too.
    const stale = await server.put(
      '/wo/workOrder/edit',
      { ...orderBody(audienceId), id, version: 0 },
      manager,
    );
    expect(stale.body.success).toBe(false);
  });

  it('refuses a deadline in the past and an audience that has stopped service', async () => {
    const past = await server.post(
      '/wo/workOrder/add',
      orderBody(audienceId, { deadline: '2020-01-01 00:00:00' }),
      manager,
    );
    expect(past.body.message).toBe('截止时间不能早于当前时间');
    const stopped = (
      await server.post<string>(
        '/wo/audience/add',
        audienceBody({ name: '停止服务对象', status: '0' }),
        admin,
      )
    ).body.result;
    const refused = await server.post('/wo/workOrder/add', orderBody(stopped), manager);
    expect(refused.body.message).toBe('该服务对象已停止服务，不能新建工单');
  });
});

describe('工单 data scope', () => {
  it('shows a manager their department subtree and staff only their own orders, in lists, counts and statistics', async () => {
    const west = await server.post<{ id: string }>(
      '/wo/workOrder/add',
      orderBody(westAudienceId, { departId: DepartIds.west, title: '西城工单' }),
      admin,
    );
    expect(west.body.success).toBe(true);
    const managerRefused = await server.post(
      '/wo/workOrder/add',
      orderBody(westAudienceId, { departId: DepartIds.west }),
      manager,
    );
    expect(managerRefused.body.message).toBe('只能管理本部门及下级部门的工单');

    const total = async (token: string, query = '') =>
      (await server.get<PageResult<Order>>(`/wo/workOrder/list?pageSize=100${query}`, token)).body.result;
    const all = await total(admin);
    const managers = await total(manager);
    const staffs = await total(staff);
    expect(all.total).toBeGreaterThan(managers.total);
    expect(
      managers.records.every((o) => (o as unknown as { sysOrgCode: string }).sysOrgCode.startsWith('A01A01')),
    ).toBe(true);
    expect(staffs.total).toBeGreaterThan(0);
    expect(staffs.records.every((o) => o.assigneeId === staffId)).toBe(true);
    expect(
      (await server.get(`/wo/workOrder/queryById?id=${west.body.result.id}`, manager)).body.message,
    ).toBe('未找到对应的工单');

    const counts = async (token: string) =>
      (await server.get<Record<string, number>>('/wo/workOrder/statusCounts', token)).body.result;
    expect((await counts(admin)).all).toBe(all.total);
    expect((await counts(manager)).all).toBe(managers.total);
    expect((await counts(staff)).all).toBe(staffs.total);

    const home = async (token: string) =>
      (
        await server.get<{ total: number; trend: { created: number }[]; audiences: number }>(
          '/wo/workOrder/stat/home',
          token,
        )
      ).body.result;
    const [adminHome, managerHome, staffHome] = await Promise.all([home(admin), home(manager), home(staff)]);
    expect(adminHome.total).toBe(all.total);
    expect(managerHome.total).toBe(managers.total);
    expect(staffHome.total).toBe(staffs.total);
    expect(adminHome.trend).toHaveLength(30);
    expect(adminHome.trend.at(-1)?.created).toBe(all.total);
    expect(adminHome.audiences).toBeGreaterThan(managerHome.audiences);
  });

  it('ranks completed work per staff member and department, within the scope', async () => {
    const rank = (
      await server.get<{ staff: { name: string; completed: number; avgSatisfaction: number | null }[] }>(
        '/wo/workOrder/stat/wcgw',
        manager,
      )
    ).body.result;
    const li = rank.staff.find((s) => s.name === '李服务');
    expect(li?.completed).toBe(1);
    expect(li?.avgSatisfaction).toBe(4);
    const bad = await server.get('/wo/workOrder/stat/wcgw?begin=2026-13-01', manager);
    expect(bad.status).toBe(400);
  });

  it('filters overdue orders', async () => {
    const { id } = await create(manager, { title: '即将超期' });
    await server.ctx.db.kysely
      .updateTable('woWorkOrder')
      .set({ deadline: '2021-01-01 00:00:00' })
      .where('id', '=', id)
      .execute();
    const overdue = (
      await server.get<PageResult<Order>>('/wo/workOrder/list?overdue=1&pageSize=100', manager)
    ).body.result;
    expect(overdue.records.map((o) => o.id)).toContain(id);
    expect(overdue.records.every((o) => o.overdue)).toBe(true);
  });
});
