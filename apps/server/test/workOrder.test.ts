import * as XLSX from '@e965/xlsx';
import { maskValue, type PageResult } from '@hcs/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DepartIds, RoleIds } from '../src/core/db/migrations/0002_foundation_data.ts';
import { WoMenuIds, WoRuleIds } from '../src/core/db/migrations/0016_work_orders.ts';
import { formatDate, formatDateTime } from '../src/core/time.ts';
import { startTestServer, type TestServer } from './support/testServer.ts';
import { addStaff, audienceBody, idCardNo, orderBody } from './support/woFixtures.ts';

interface Order {
  id: string;
  orderNo: string;
  status: number;
  version: number;
  assigneeId: string | null;
  createBy: string;
  createByName: string | null;
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

describe('新增 with a 处理人', () => {
  it('creates and dispatches in one step, and a 处理人 who may not take it leaves no order behind', async () => {
    const created = await create(manager, { title: '带处理人新增', assigneeId: staffId });
    const order = await detail(created.id, manager);
    expect([order.status, order.assigneeId]).toEqual([2, staffId]);
    expect(order.logs.map((l) => l.action).sort()).toEqual(['create', 'dispatch']);

    const refused = await server.post(
      '/wo/workOrder/add',
      orderBody(audienceId, { title: '不可派的新增', assigneeId: westStaffId }),
      manager,
    );
    expect(refused.body).toMatchObject({
      success: false,
      message: '处理人须是所属部门及其下级部门的在职人员',
    });
    const left = await server.ctx.db.kysely
      .selectFrom('woWorkOrder')
      .select('id')
      .where('title', '=', '不可派的新增')
      .execute();
    expect(left).toEqual([]);
  });
});

describe('工单 transitions', () => {
  it('goes 待派单 → 已派单 → 处理中 → 已完成 → 已关闭, each step by the right person, with a timeline', async () => {
    const { id } = await create(manager, { title: '康复训练上门' });
    let order = await detail(id, manager);
    expect(order.status).toBe(1);
    // 创建人 is the person, not their account name.
    expect([order.createBy, order.createByName]).toEqual(['zhuguan', '张主管']);
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
    // An order placed in a department outside the manager's subtree, for a person they may see, is refused;
    // so is one for a person outside the 服务对象 they may see, as if that person did not exist.
    const managerRefused = await server.post(
      '/wo/workOrder/add',
      orderBody(audienceId, { departId: DepartIds.west }),
      manager,
    );
    expect(managerRefused.body.message).toBe('只能管理本部门及下级部门的工单');
    const unseenAudience = await server.post(
      '/wo/workOrder/add',
      orderBody(westAudienceId, { departId: DepartIds.east }),
      manager,
    );
    expect(unseenAudience.body.message).toBe('未找到对应的服务对象');

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

  it('refuses a manager every action on an order outside their subtree, changing nothing', async () => {
    const west = (
      await server.post<{ id: string }>(
        '/wo/workOrder/add',
        orderBody(westAudienceId, { departId: DepartIds.west, title: '西城越权' }),
        admin,
      )
    ).body.result.id;
    const stored = () =>
      server.ctx.db.kysely.selectFrom('woWorkOrder').selectAll().where('id', '=', west).executeTakeFirst();
    const before = await stored();
    const target = { id: west, version: 0 };
    const own = await create(manager);
    const answers = [
      await server.put('/wo/workOrder/edit', { ...orderBody(audienceId), ...target }, manager),
      await server.post('/wo/workOrder/dispatch', { ...target, assigneeId: staffId }, manager),
      await server.post('/wo/workOrder/accept', target, manager),
      await server.post('/wo/workOrder/complete', { ...target, result: '已服务' }, manager),
      await server.post('/wo/workOrder/review', { ...target, satisfaction: 5 }, manager),
      await server.post('/wo/workOrder/cancel', { ...target, reason: '越权取消' }, manager),
      await server.get(`/wo/workOrder/delete?id=${west}`, manager),
      await server.get(`/wo/workOrder/deleteBatch?ids=${own.id},${west},`, manager),
    ];
    expect(answers.map((a) => a.body.message)).toEqual(Array(answers.length).fill('未找到对应的工单'));
    expect(await stored()).toEqual(before);
    expect((await detail(own.id, manager)).id).toBe(own.id);
  });

  it('deletes only orders waiting for dispatch, all or none of a batch', async () => {
    const waiting = await create(manager);
    const dispatched = await create(manager);
    await server.post(
      '/wo/workOrder/dispatch',
      { id: dispatched.id, version: 0, assigneeId: staffId },
      manager,
    );
    const both = await server.get(`/wo/workOrder/deleteBatch?ids=${waiting.id},${dispatched.id},`, manager);
    expect(both.body.message).toBe('只能删除待派单的工单，其他工单请取消');
    expect((await detail(waiting.id, manager)).id).toBe(waiting.id);
    expect((await server.get(`/wo/workOrder/delete?id=${waiting.id}`, manager)).body.message).toBe(
      '删除成功!',
    );
    expect((await server.get(`/wo/workOrder/queryById?id=${waiting.id}`, manager)).body.message).toBe(
      '未找到对应的工单',
    );
  });

  it('shows every change in stat/home at once, though the figures are kept between changes', async () => {
    type Home = {
      total: number;
      createdToday: number;
      byStatus: Record<string, number>;
      byServiceType: { value: string; count: number }[];
    };
    const ofType = (home: Home, value: string) =>
      home.byServiceType.find((t) => t.value === value)?.count ?? 0;
    const home = async () => (await server.get<Home>('/wo/workOrder/stat/home', admin)).body.result;
    const before = await home();
    expect(await home()).toEqual(before);
    const created = await create(admin, { serviceType: '6' });
    const added = await home();
    expect(ofType(added, '6')).toBe(ofType(before, '6') + 1);
    expect(added.total).toBe(before.total + 1);
    expect(added.createdToday).toBe(before.createdToday + 1);
    expect(added.byStatus['1']).toBe((before.byStatus['1'] ?? 0) + 1);
    await server.post('/wo/workOrder/dispatch', { id: created.id, version: 0, assigneeId: staffId }, admin);
    const dispatched = await home();
    expect(dispatched.byStatus['1']).toBe(before.byStatus['1'] ?? 0);
    expect(dispatched.byStatus['2']).toBe((before.byStatus['2'] ?? 0) + 1);
    // Editing the order's service type moves it to the other type at once.
    await server.put(
      '/wo/workOrder/edit',
      { ...orderBody(audienceId), id: created.id, version: 1, serviceType: '7' },
      admin,
    );
    const edited = await home();
    expect([ofType(edited, '6'), ofType(edited, '7')]).toEqual([
      ofType(before, '6'),
      ofType(before, '7') + 1,
    ]);
  });

  it('counts alike in the list, the tabs and stat/home when a data rule names the audience (a joined column)', async () => {
    const db = server.ctx.db.kysely;
    const grant = () =>
      db
        .updateTable('sysRolePermission')
        .where('roleId', '=', RoleIds.manager)
        .where('permissionId', '=', WoMenuIds.order);
    await db
      .insertInto('sysPermissionDataRule')
      .values({
        id: 'rule_test_audience_name',
        permissionId: WoMenuIds.order,
        ruleName: '西城对象的工单',
        ruleColumn: 'audienceName',
        ruleConditions: '=',
        ruleValue: '西城工单对象',
        status: '1',
        createBy: 'test',
        createTime: formatDateTime(),
        updateBy: null,
        updateTime: null,
      })
      .execute();
    await grant().set({ dataRuleIds: 'rule_test_audience_name' }).execute();
    try {
      const expected = await db
        .selectFrom('woWorkOrder')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('audienceId', '=', westAudienceId)
        .where('delFlag', '=', 0)
        .executeTakeFirstOrThrow();
      expect(Number(expected.n)).toBeGreaterThan(0);
      const list = (await server.get<PageResult<Order>>('/wo/workOrder/list', manager)).body.result;
      const tabs = (await server.get<Record<string, number>>('/wo/workOrder/statusCounts', manager)).body
        .result;
      const home = (await server.get<{ total: number }>('/wo/workOrder/stat/home', manager)).body.result;
      expect([list.total, tabs.all, home.total]).toEqual([
        Number(expected.n),
        Number(expected.n),
        Number(expected.n),
      ]);
    } finally {
      await grant().set({ dataRuleIds: WoRuleIds.orderSubtree }).execute();
      await db.deleteFrom('sysPermissionDataRule').where('id', '=', 'rule_test_audience_name').execute();
    }
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

describe('工单 list filters', () => {
  it('filters 满意度 at most (<=v), at least (>=v) and not equal (!v), as the query form sends them', async () => {
    const rated = new Map<string, number>();
    for (const satisfaction of [2, 4, 5]) {
      const { id } = await create(manager, { title: `满意度筛选${satisfaction}` });
      await server.ctx.db.kysely
        .updateTable('woWorkOrder')
        .set({ satisfaction })
        .where('id', '=', id)
        .execute();
      rated.set(id, satisfaction);
    }
    const scores = async (filter: string) => {
      const query = `title=${encodeURIComponent('*满意度筛选*')}&satisfaction=${encodeURIComponent(filter)}`;
      const page = (await server.get<PageResult<Order>>(`/wo/workOrder/list?${query}&pageSize=100`, manager))
        .body.result;
      return page.records.map((o) => rated.get(o.id)).sort();
    };
    expect(await scores('<=2')).toEqual([2]);
    expect(await scores('<=4')).toEqual([2, 4]);
    expect(await scores('>=4')).toEqual([4, 5]);
    expect(await scores('!4')).toEqual([2, 5]);
  });
});

describe('工单 form lookups', () => {
  it('lists as assignees only active users of the department and the ones below it, for dispatchers', async () => {
    const east = await server.get<PageResult<{ id: string; realname: string; orgCodeTxt: string }>>(
      `/wo/workOrder/assignees?departId=${DepartIds.east}&pageSize=100`,
      manager,
    );
    const eastIds = east.body.result.records.map((u) => u.id);
    expect(eastIds).toContain(staffId);
    expect(eastIds).not.toContain(westStaffId);
    expect(east.body.result.records.find((u) => u.id === staffId)?.orgCodeTxt).toBe('东城服务站');

    const centre = await server.get<PageResult<{ id: string }>>(
      `/wo/workOrder/assignees?departId=${DepartIds.centre}&pageSize=100`,
      manager,
    );
    const centreIds = centre.body.result.records.map((u) => u.id);
    expect(centreIds).toEqual(expect.arrayContaining([staffId, westStaffId]));

    const byName = await server.get<PageResult<{ realname: string }>>(
      `/wo/workOrder/assignees?departId=${DepartIds.east}&realname=${encodeURIComponent('*李*')}`,
      manager,
    );
    expect(byName.body.result.records.map((u) => u.realname)).toEqual(['李服务']);

    expect((await server.get(`/wo/workOrder/assignees?departId=${DepartIds.east}`, staff)).status).toBe(403);
    expect((await server.get('/wo/workOrder/assignees', manager)).status).toBe(400);
    const unknown = await server.get('/wo/workOrder/assignees?departId=nope', manager);
    expect(unknown.body.message).toBe('所属部门不存在');
  });

  it('answers the search of the list screen, and counts each status under the same search', async () => {
    const today = formatDate();
    const query = [
      `audienceName=${encodeURIComponent('*工单对*')}`,
      'sysOrgCode=A01A01*',
      `assigneeId=${staffId}`,
      `createTime_begin=${today}`,
      `createTime_end=${today}`,
      'priority=M',
      'serviceType=1',
    ].join('&');
    const list = (await server.get<PageResult<Order>>(`/wo/workOrder/list?pageSize=100&${query}`, admin)).body
      .result;
    expect(list.total).toBeGreaterThan(0);
    expect(list.records.every((o) => o.assigneeId === staffId)).toBe(true);
    const counts = (
      await server.get<Record<string, number>>(`/wo/workOrder/statusCounts?${query}&status=4`, admin)
    ).body.result;
    expect(counts.all).toBe(list.total);
    const closed = (
      await server.get<PageResult<Order>>(`/wo/workOrder/list?pageSize=100&${query}&status=5`, admin)
    ).body.result;
    expect(counts['5'] ?? 0).toBe(closed.total);
  });

  it('looks audiences up by id, as the record picker names its value', async () => {
    const found = await server.get<PageResult<{ id: string; name: string }>>(
      `/wo/audience/list?id=${audienceId},${westAudienceId}&pageNo=1&pageSize=2`,
      admin,
    );
    expect(found.body.result.records.map((a) => a.name).sort()).toEqual(['工单对象', '西城工单对象']);
  });
});

describe('工单 export and import', () => {
  const sheetRows = (data: Buffer) => {
    const book = XLSX.read(data);
    return XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0] ?? ''] ?? {}, { header: 1 });
  };
  const exportRows = async (query: string, token = admin) => {
    const answer = await server.app.inject({
      method: 'GET',
      url: `/hcs/wo/workOrder/exportXls?${query}`,
      headers: { 'x-access-token': token },
    });
    expect(answer.statusCode).toBe(200);
    return sheetRows(answer.rawPayload);
  };
  const importRows = async (rows: string[][]) => {
    const upload = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(upload, XLSX.utils.aoa_to_sheet(rows), 'x');
    const data = XLSX.write(upload, { bookType: 'xlsx', type: 'buffer' }) as Buffer;
    const boundary = 'work-order-boundary';
    const answer = await server.app.inject({
      method: 'POST',
      url: '/hcs/wo/workOrder/importExcel',
      headers: { 'x-access-token': admin, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="o.xlsx"\r\n\r\n`,
        ),
        data,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    return answer.json() as { code: number; result: { successCount?: number; fileUrl?: string } | null };
  };
  const errorLines = async (fileUrl: unknown) =>
    (
      await server.app.inject({
        method: 'GET',
        url: `/hcs${String(fileUrl)}`,
        headers: { 'x-access-token': admin },
      })
    ).body
      .split('\r\n')
      .filter(Boolean);

  it('imports back what it exported as new 待派单 orders, telling namesakes apart by ID number', async () => {
    // A person's name takes no digits: the time's in letters keeps it unique.
    const name = `往返对象${String(Date.now() % 100_000).replace(/\d/g, (d) => 'ABCDEFGHIJ'.charAt(Number(d)))}`;
    const number = idCardNo('19580808');
    const mine = (
      await server.post<string>('/wo/audience/add', audienceBody({ name, idCardNo: number }), admin)
    ).body.result;
    await server.post('/wo/audience/add', audienceBody({ name }), admin);
    const title = `导出再导入${Date.now()}`;
    const original = await create(admin, {
      title,
      audienceId: mine,
      serviceType: '2',
      source: '1',
      priority: 'H',
      appointmentTime: `${formatDate(new Date(Date.now() + 2 * 86_400_000))} 09:00:00`,
      deadline: `${formatDate(new Date(Date.now() + 3 * 86_400_000))} 18:00:00`,
    });
    await server.post('/wo/workOrder/dispatch', { id: original.id, version: 0, assigneeId: staffId }, admin);

    const rows = await exportRows(`title=${encodeURIComponent(title)}`);
    const header = rows[2] ?? [];
    const row = rows[3] ?? [];
    const cell = (r: string[], title: string) => r[header.indexOf(title)];
    expect(cell(row, '工单编号')).toBe(original.orderNo);
    expect(cell(row, '服务对象')).toBe(name);
    expect(cell(row, '服务对象身份证号')).toBe(number);
    expect(cell(row, '所属部门')).toBe('东城服务站');
    expect(cell(row, '状态')).toBe('已派单');
    // Staff, who may not see ID numbers, get them masked in the list.
    const staffList = await server.get<PageResult<{ title: string; audienceIdCardNo: string }>>(
      `/wo/workOrder/list?title=${encodeURIComponent(title)}`,
      staff,
    );
    expect(staffList.body.result.records[0]?.audienceIdCardNo).toBe(maskValue('idCard', number));

    // While the order exists the same row is refused; once it is gone it comes back.
    const twice = await importRows([header, row]);
    expect(await errorLines(twice.result?.fileUrl)).toEqual([
      `第 2 行：工单编号 ${original.orderNo} 已存在，同一工单不能重复导入`,
    ]);
    await server.post('/wo/workOrder/cancel', { id: original.id, version: 1, reason: '重新导入' }, admin);
    await server.ctx.db.kysely
      .updateTable('woWorkOrder')
      .set({ delFlag: 1 })
      .where('id', '=', original.id)
      .execute();

    const masked = [...row];
    masked[header.indexOf('工单编号')] = '';
    masked[header.indexOf('服务对象身份证号')] = maskValue('idCard', number);
    const nameOnly = [...masked];
    nameOnly[header.indexOf('服务对象身份证号')] = '';
    const elsewhere = [...masked];
    elsewhere[header.indexOf('所属部门')] = '无此部门';
    const answer = await importRows([header, row, masked, nameOnly, elsewhere]);
    expect(answer).toMatchObject({ code: 201, result: { successCount: 2 } });
    expect(await errorLines(answer.result?.fileUrl)).toEqual([
      `第 4 行：服务对象“${name}”有重名，请填写服务对象身份证号以区分`,
      '第 5 行：所属部门“无此部门”不存在',
    ]);

    const back = (
      await server.get<PageResult<Order & { audienceId: string; departId: string; priority: string }>>(
        `/wo/workOrder/list?title=${encodeURIComponent(title)}`,
        admin,
      )
    ).body.result.records;
    expect(back).toHaveLength(2);
    for (const order of back) {
      expect(order).toMatchObject({
        status: 1,
        assigneeId: null,
        audienceId: mine,
        departId: DepartIds.east,
        priority: 'H',
      });
      expect(order.orderNo).not.toBe(original.orderNo);
    }
    expect((await detail(back[0]?.id ?? '')).logs.map((l) => l.action)).toEqual(['create']);
  });
});
