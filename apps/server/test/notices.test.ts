import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DepartIds } from '../src/core/db/migrations/0002_foundation_data.ts';
import { formatDate } from '../src/core/time.ts';
import { loginSeededUsers } from './support/seededUsers.ts';
import { startTestServer, type TestServer } from './support/testServer.ts';
import { addStaff, audienceBody, orderBody } from './support/woFixtures.ts';

/** Everyone hears what needs them (issue 16 point 9): the system messages each state change sends. */

let server: TestServer;
let tokens: Record<'admin' | 'zhuguan' | 'fuwu', string>;
let ids: Record<'admin' | 'zhuguan' | 'fuwu', string>;
let eastAudience: string;
let westAudience: string;

interface Received {
  userId: string;
  title: string;
  openPage: string | null;
}

/** The system messages about one record, by recipient. */
async function messagesAbout(busId: string): Promise<Received[]> {
  const rows = await server.ctx.db.kysely
    .selectFrom('sysAnnouncement as a')
    .innerJoin('sysAnnouncementSend as s', 's.anntId', 'a.id')
    .select(['s.userId', 'a.titile as title', 'a.openPage'])
    .where('a.busId', '=', busId)
    .where('a.msgCategory', '=', '2')
    .orderBy('a.createTime')
    .orderBy('a.id')
    .execute();
  return rows.map((r) => ({ userId: r.userId ?? '', title: r.title ?? '', openPage: r.openPage }));
}

const versionOf = async (id: string) =>
  (await server.get<{ version: number }>(`/wo/workOrder/queryById?id=${id}`, tokens.admin)).body.result
    .version;

async function act(path: string, token: string, id: string, body: Record<string, unknown> = {}) {
  const answer = await server.post(
    `/wo/workOrder/${path}`,
    { id, version: await versionOf(id), ...body },
    token,
  );
  expect(answer.body.success, answer.body.message).toBe(true);
}

async function addOrder(token: string, body: Record<string, unknown>) {
  const answer = await server.post<{ id: string }>('/wo/workOrder/add', body, token);
  expect(answer.body.success, answer.body.message).toBe(true);
  return answer.body.result.id;
}

beforeAll(async () => {
  server = await startTestServer({ HCS_LOGIN_CAPTCHA: 'off' });
  ({ tokens, ids } = await loginSeededUsers(server));
  const add = async (body: Record<string, unknown>) =>
    (await server.post<string>('/wo/audience/add', audienceBody(body), tokens.admin)).body.result;
  eastAudience = await add({ name: '消息东城' });
  westAudience = await add({ name: '消息西城', departId: DepartIds.west });
});
afterAll(() => server.close());

describe('work-order notices', () => {
  it('tells the new assignee of a dispatch, and the old one of a reassignment', async () => {
    const other = await addStaff(server, 'notice_east', DepartIds.east, 'A01A01');
    const id = await addOrder(
      tokens.zhuguan,
      orderBody(eastAudience, { title: '改派测试', assigneeId: ids.fuwu }),
    );
    expect(await messagesAbout(id)).toEqual([
      { userId: ids.fuwu, title: '新工单：改派测试', openPage: `/wo/order?id=${id}` },
    ]);

    await act('dispatch', tokens.zhuguan, id, { assigneeId: other });
    // fuwu sees only their own orders, so the old assignee's message opens nothing.
    expect((await messagesAbout(id)).slice(1)).toEqual([
      { userId: other, title: '新工单：改派测试', openPage: `/wo/order?id=${id}` },
      { userId: ids.fuwu, title: '工单已改派：改派测试', openPage: null },
    ]);
  });

  it('tells the station’s reviewers when an order is completed, and only them', async () => {
    const id = await addOrder(
      tokens.zhuguan,
      orderBody(eastAudience, { title: '完成测试', assigneeId: ids.fuwu }),
    );
    await act('accept', tokens.fuwu, id);
    await act('complete', tokens.fuwu, id, { result: '已上门' });
    // 张主管 reviews 东城's orders; the admin (at the centre, above) is not bothered.
    expect((await messagesAbout(id)).slice(1)).toEqual([
      { userId: ids.zhuguan, title: '工单待回访：完成测试', openPage: `/wo/order?id=${id}` },
    ]);
    await act('review', tokens.zhuguan, id, { satisfaction: 5 });
    expect(await messagesAbout(id)).toHaveLength(2);
  });

  it('goes up to the centre when the station has no reviewer', async () => {
    const westStaff = await addStaff(server, 'notice_west', DepartIds.west, 'A01A02');
    const westToken = await server.tokenFor('notice_west');
    const id = await addOrder(
      tokens.admin,
      orderBody(westAudience, { title: '西城完成', departId: DepartIds.west, assigneeId: westStaff }),
    );
    await act('accept', westToken, id);
    await act('complete', westToken, id, { result: '已上门' });
    expect((await messagesAbout(id)).slice(1)).toEqual([
      { userId: ids.admin, title: '工单待回访：西城完成', openPage: `/wo/order?id=${id}` },
    ]);
  });

  it('sends nothing for a refused or rolled-back change', async () => {
    const id = await addOrder(
      tokens.zhuguan,
      orderBody(eastAudience, { title: '回滚测试', assigneeId: ids.fuwu }),
    );
    await act('accept', tokens.fuwu, id);
    // A stale version: the update finds nothing and the transaction rolls back.
    const stale = await server.post(
      '/wo/workOrder/complete',
      { id, version: (await versionOf(id)) - 1, result: '已上门' },
      tokens.fuwu,
    );
    expect(stale.body).toMatchObject({ success: false, message: '工单已被他人处理或修改，请刷新后重试' });
    // Refused before any write: not the assignee.
    const stranger = await server.post(
      '/wo/workOrder/complete',
      { id, version: await versionOf(id), result: '已上门' },
      tokens.admin,
    );
    expect(stranger.body.success).toBe(false);
    const sameAssignee = await server.post(
      '/wo/workOrder/dispatch',
      { id, version: await versionOf(id), assigneeId: ids.fuwu },
      tokens.zhuguan,
    );
    expect(sameAssignee.body.success).toBe(false);
    expect(await messagesAbout(id)).toHaveLength(1);
  });
});

describe('the workOrderChanged push', () => {
  it('names the order that changed, so the screens showing it read it again', async () => {
    const broadcast = vi.spyOn(server.ctx.realtime, 'broadcast');
    try {
      const id = await addOrder(tokens.zhuguan, orderBody(eastAudience, { title: '推送测试' }));
      await act('dispatch', tokens.zhuguan, id, { assigneeId: ids.fuwu });
      const named = broadcast.mock.calls.map(([m]) => m).filter((m) => m.cmd === 'workOrderChanged');
      expect(named.map((m) => m.msgId)).toEqual([id, id]);
    } finally {
      broadcast.mockRestore();
    }
  });
});

describe('monthly-report notices', () => {
  const lastMonth = (() => {
    const d = new Date();
    return formatDate(new Date(d.getFullYear(), d.getMonth() - 1, 15)).slice(0, 7);
  })();
  const narrative = { summary: '<p>总结</p>', problems: '<p>问题</p>', nextPlan: '<p>计划</p>' };
  const version = async (id: string) =>
    (await server.get<{ version: number }>(`/wo/monthlyReport/queryById?id=${id}`, tokens.admin)).body.result
      .version;
  const post = async (path: string, token: string, id: string, body: Record<string, unknown> = {}) =>
    (await server.post(`/wo/monthlyReport/${path}`, { id, version: await version(id), ...body }, token)).body;

  it('tells the approver of a submission and the author of a return and an approval', async () => {
    const generated = await server.post<{ id: string }>(
      '/wo/monthlyReport/generate',
      { month: lastMonth, departId: DepartIds.east },
      tokens.zhuguan,
    );
    const { id } = generated.body.result;
    const title = '东城站月报（消息测试）';
    const edited = await server.put(
      '/wo/monthlyReport/edit',
      { id, version: await version(id), title, ...narrative },
      tokens.zhuguan,
    );
    expect(edited.body.success, edited.body.message).toBe(true);
    const page = `/wo/report/view?id=${id}`;

    expect((await post('submit', tokens.zhuguan, id)).success).toBe(true);
    // The manager may not approve: the centre's admin does.
    expect(await messagesAbout(id)).toEqual([
      { userId: ids.admin, title: `月报待审核：${title}`, openPage: page },
    ]);

    // A refused review (a stale version) tells no one.
    const stale = await server.post(
      '/wo/monthlyReport/review',
      { id, version: (await version(id)) - 1, approve: false, comment: '补充数据' },
      tokens.admin,
    );
    expect(stale.body.success).toBe(false);
    expect(await messagesAbout(id)).toHaveLength(1);

    expect((await post('review', tokens.admin, id, { approve: false, comment: '补充数据' })).success).toBe(
      true,
    );
    expect((await post('submit', tokens.zhuguan, id)).success).toBe(true);
    expect((await post('review', tokens.admin, id, { approve: true, comment: null })).success).toBe(true);
    expect((await messagesAbout(id)).slice(1)).toEqual([
      { userId: ids.zhuguan, title: `月报已退回：${title}`, openPage: page },
      { userId: ids.admin, title: `月报待审核：${title}`, openPage: page },
      { userId: ids.zhuguan, title: `月报已审核通过：${title}`, openPage: page },
    ]);
  });
});
