import type { MonthlyReportStats, PageResult } from '@hcs/shared';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DepartIds } from '../src/core/db/migrations/0002_foundation_data.ts';
import { formatDate } from '../src/core/time.ts';
import { loginSeededUsers } from './support/seededUsers.ts';
import { BASE, startTestServer, type TestServer } from './support/testServer.ts';
import { audienceBody, orderBody } from './support/woFixtures.ts';

interface Report {
  id: string;
  month: string;
  departId: string;
  departName: string;
  title: string;
  status: string;
  status_dictText?: string;
  version: number;
  stats: MonthlyReportStats | null;
  summary: string | null;
  reviewComment: string | null;
  submitByName: string | null;
  reviewByName: string | null;
}

const month = formatDate().slice(0, 7);
const lastMonth = (() => {
  const d = new Date();
  return formatDate(new Date(d.getFullYear(), d.getMonth() - 1, 15)).slice(0, 7);
})();
const narrative = {
  summary: '<p>本月完成<strong>上门探访</strong>。</p>',
  problems: '<p>人手不足</p>',
  nextPlan: '<p>增加助餐服务</p>',
};

let server: TestServer;
let admin: string;
let manager: string;
let staff: string;
let staffId: string;

const generate = (token: string, body: Record<string, unknown>) =>
  server.post<{ id: string; created: boolean }>('/wo/monthlyReport/generate', body, token);
const detail = async (id: string, token = admin) =>
  (await server.get<Report>(`/wo/monthlyReport/queryById?id=${id}`, token)).body.result;
const list = async (query: string, token = admin) =>
  (await server.get<PageResult<Report>>(`/wo/monthlyReport/list?pageSize=100${query}`, token)).body;

async function order(token: string, audienceId: string, overrides: Record<string, unknown> = {}) {
  const answer = await server.post<{ id: string }>(
    '/wo/workOrder/add',
    orderBody(audienceId, overrides),
    token,
  );
  expect(answer.body.success).toBe(true);
  return answer.body.result.id;
}

const versionOf = async (id: string) =>
  (await server.get<{ version: number }>(`/wo/workOrder/queryById?id=${id}`, admin)).body.result.version;

/** 派单 → 接单 → 完成 → 回访关闭 with the given satisfaction (or stops at 已完成). */
async function complete(id: string, satisfaction?: number) {
  const step = async (path: string, token: string, body: Record<string, unknown>) => {
    const answer = await server.post(
      `/wo/workOrder/${path}`,
      { id, version: await versionOf(id), ...body },
      token,
    );
    expect(answer.body.success, answer.body.message).toBe(true);
  };
  await step('dispatch', manager, { assigneeId: staffId });
  await step('accept', staff, {});
  await step('complete', staff, { result: '已服务' });
  if (satisfaction) await step('review', manager, { satisfaction });
}

beforeAll(async () => {
  server = await startTestServer({ HCS_LOGIN_CAPTCHA: 'off' });
  const { tokens, ids } = await loginSeededUsers(server);
  ({ admin, zhuguan: manager, fuwu: staff } = tokens);
  staffId = ids.fuwu;

  // 东城: two audiences (肢体, 视力), five orders this month, one last month; 西城: one audience, one order.
  const add = async (body: Record<string, unknown>) =>
    (await server.post<string>('/wo/audience/add', audienceBody(body), admin)).body.result;
  const limb = await add({ name: '东城甲', disabilityType: '4' });
  const blind = await add({ name: '东城乙', disabilityType: '1' });
  const west = await add({ name: '西城丙', departId: DepartIds.west, disabilityType: '2' });

  const visit1 = await order(manager, limb, { serviceType: '1' });
  const visit2 = await order(manager, blind, { serviceType: '1' });
  await order(manager, limb, { serviceType: '3', deadline: '2099-01-01 00:00:00' });
  const cancelled = await order(manager, blind, { serviceType: '3' });
  const overdue = await order(manager, limb, { serviceType: '6', deadline: '2099-01-01 00:00:00' });
  const old = await order(manager, limb, { serviceType: '2' });
  await order(admin, west, { serviceType: '4', departId: DepartIds.west });

  await complete(visit1, 5);
  await complete(visit2, 4);
  const cancel = await server.post(
    '/wo/workOrder/cancel',
    { id: cancelled, version: await versionOf(cancelled), reason: '对象外出' },
    manager,
  );
  expect(cancel.body.success).toBe(true);
  const db = server.ctx.db.kysely;
  // Due on the month's first second and still open: overdue. Created last month: not this month's.
  await db
    .updateTable('woWorkOrder')
    .set({ deadline: `${month}-01 00:00:01` })
    .where('id', '=', overdue)
    .execute();
  await db
    .updateTable('woWorkOrder')
    .set({ createTime: `${lastMonth}-15 10:00:00` })
    .where('id', '=', old)
    .execute();
  await db
    .updateTable('woAudience')
    .set({ createTime: `${lastMonth}-02 09:00:00` })
    .where('id', '=', blind)
    .execute();
});
afterAll(() => server.close());

describe('服务月报 generation', () => {
  it('creates the report with the default title and figures matching the month’s orders of the subtree', async () => {
    const answer = await generate(manager, { month, departId: DepartIds.east });
    expect(answer.body.message).toBe('月报已生成！');
    const report = await detail(answer.body.result.id, manager);
    const [y, m] = month.split('-');
    expect(report.title).toBe(`东城服务站 ${y}年${Number(m)}月 服务月报`);
    expect(report.status).toBe('0');
    expect(report.status_dictText ?? '草稿').toBe('草稿');
    const stats = report.stats as MonthlyReportStats;
    expect(stats).toMatchObject({
      month,
      departName: '东城服务站',
      ordersCreated: 5,
      ordersCompleted: 2,
      ordersCancelled: 1,
      ordersOverdue: 1,
      audiencesServed: 2,
      newAudiences: 1,
      avgSatisfaction: 4.5,
    });
    expect(stats.byServiceType).toEqual([
      { value: '1', text: '上门探访', count: 2 },
      { value: '3', text: '助餐', count: 2 },
      { value: '6', text: '助医陪诊', count: 1 },
    ]);
    expect(stats.byDisabilityType).toEqual([
      { value: '4', text: '肢体', count: 3 },
      { value: '1', text: '视力', count: 2 },
    ]);
    expect(stats.topStaff).toEqual([
      expect.objectContaining({ id: staffId, name: '李服务', completed: 2, avgSatisfaction: 4.5 }),
    ]);
    const days = Number(new Date(Number(y), Number(m), 0).getDate());
    expect(stats.trend).toHaveLength(days);
    expect(stats.trend.find((d) => d.date === formatDate())).toEqual({
      date: formatDate(),
      created: 5,
      completed: 2,
    });
  });

  it('counts the whole subtree for the centre and refreshes instead of duplicating', async () => {
    const first = await generate(admin, { month, departId: DepartIds.centre });
    expect(first.body.result.created).toBe(true);
    expect((await detail(first.body.result.id)).stats?.ordersCreated).toBe(6);

    const again = await generate(admin, { month, departId: DepartIds.centre });
    expect(again.body).toMatchObject({ success: true, message: '月报数据已刷新！' });
    expect(again.body.result).toEqual({ id: first.body.result.id, created: false });
    expect((await list(`&departId=${DepartIds.centre}&month=${month}`)).result.total).toBe(1);

    const old = await generate(admin, { month: lastMonth, departId: DepartIds.east });
    const oldStats = (await detail(old.body.result.id)).stats;
    expect(oldStats).toMatchObject({ ordersCreated: 1, newAudiences: 1, ordersCompleted: 0 });
    expect(oldStats?.byServiceType).toEqual([{ value: '2', text: '康复训练', count: 1 }]);
  });
});

describe('服务月报 workflow', () => {
  it('needs the narrative to submit, freezes on submit, returns with a comment and approves', async () => {
    const { id } = (await generate(admin, { month, departId: DepartIds.south })).body.result;
    let report = await detail(id);

    const empty = await server.post('/wo/monthlyReport/submit', { id, version: report.version }, admin);
    expect(empty.body).toMatchObject({
      success: false,
      message: '请先填写工作总结、存在问题、下月计划再提交',
    });
    const blankish = await server.put(
      '/wo/monthlyReport/edit',
      { id, version: report.version, title: report.title, ...narrative, problems: '<p> </p>' },
      admin,
    );
    expect(blankish.body.message).toBe('编辑成功!');
    report = await detail(id);
    expect(
      (await server.post('/wo/monthlyReport/submit', { id, version: report.version }, admin)).body.message,
    ).toBe('请先填写存在问题再提交');

    // A stale version loses.
    const stale = await server.put(
      '/wo/monthlyReport/edit',
      { id, version: report.version - 1, title: '改名', ...narrative },
      admin,
    );
    expect(stale.body.message).toBe('月报已被他人修改，请刷新后重试');

    await server.put(
      '/wo/monthlyReport/edit',
      { id, version: report.version, title: report.title, ...narrative },
      admin,
    );
    report = await detail(id);
    expect(report.summary).toBe(narrative.summary);
    const submitted = await server.post('/wo/monthlyReport/submit', { id, version: report.version }, admin);
    expect(submitted.body.message).toBe('月报已提交！');
    report = await detail(id);
    expect(report).toMatchObject({ status: '1', submitByName: '管理员' });

    // Frozen: no refresh, no edit, no delete.
    expect((await generate(admin, { month, departId: DepartIds.south })).body).toMatchObject({
      success: false,
      message: '月报已提交，不能再刷新数据',
    });
    const edit = await server.put(
      '/wo/monthlyReport/edit',
      { id, version: report.version, title: '改名', ...narrative },
      admin,
    );
    expect(edit.body.message).toBe('月报已提交，不能再编辑');
    expect((await server.del(`/wo/monthlyReport/delete?id=${id}`, admin)).body.message).toBe(
      '只能删除草稿或已退回的月报',
    );

    // Return needs a comment; then the report can be edited and submitted again.
    const noComment = await server.post(
      '/wo/monthlyReport/review',
      { id, version: report.version, approve: false, comment: '  ' },
      admin,
    );
    expect(noComment.body.message).toBe('退回月报时请填写审核意见');
    const returned = await server.post(
      '/wo/monthlyReport/review',
      { id, version: report.version, approve: false, comment: '请补充数据分析' },
      admin,
    );
    expect(returned.body.message).toBe('月报已退回！');
    report = await detail(id);
    expect(report).toMatchObject({ status: '3', reviewComment: '请补充数据分析', reviewByName: '管理员' });
    expect((await generate(admin, { month, departId: DepartIds.south })).body.message).toBe(
      '月报数据已刷新！',
    );
    report = await detail(id);
    await server.post('/wo/monthlyReport/submit', { id, version: report.version }, admin);
    report = await detail(id);
    const approved = await server.post(
      '/wo/monthlyReport/review',
      { id, version: report.version, approve: true, comment: '' },
      admin,
    );
    expect(approved.body.message).toBe('月报已审核通过！');
    report = await detail(id);
    expect(report.status).toBe('2');
    expect((await generate(admin, { month, departId: DepartIds.south })).body.message).toBe(
      '月报已审核，不能再刷新数据',
    );
    const twice = await server.post(
      '/wo/monthlyReport/review',
      { id, version: report.version, approve: true },
      admin,
    );
    expect(twice.body.message).toBe('只能审核已提交的月报');

    const statuses = await list(`&departId=${DepartIds.south}&status=2`);
    expect(statuses.result.records.map((r) => r.id)).toEqual([id]);
  });

  it('exports one report as an .xlsx document with its figures, tables and narrative as text', async () => {
    const { id } = (await generate(admin, { month, departId: DepartIds.east })).body.result;
    const report = await detail(id);
    await server.put(
      '/wo/monthlyReport/edit',
      { id, version: report.version, title: report.title, ...narrative },
      admin,
    );
    const res = await server.app.inject({
      method: 'GET',
      url: `${BASE}/wo/monthlyReport/exportXls?id=${id}`,
      headers: { 'x-access-token': admin },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(String(res.headers['content-disposition'])).toContain(encodeURIComponent(`${report.title}.xlsx`));
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const rows: string[] = [];
    book.worksheets[0]?.eachRow((row) => {
      // Merged cells repeat their value in each cell they cover.
      const cells = (row.values as unknown[]).slice(1).map((v) => String(v ?? ''));
      rows.push([...new Set(cells)].join('|'));
    });
    expect(rows[0]).toBe(report.title);
    expect(rows).toContain('新建工单|5');
    expect(rows).toContain('完成工单|2');
    expect(rows).toContain('平均满意度|4.5');
    expect(rows).toContain('上门探访|2');
    expect(rows).toContain('肢体|3');
    expect(rows).toContain(`李服务|2|${report.stats?.topStaff[0]?.avgHours ?? '—'}|4.5`);
    expect(rows).toContain('本月完成上门探访。');
    expect(rows.join('\n')).not.toContain('<p>');
    // The running month's days stop at the snapshot's day: the days still to come are not rows of zeros.
    const days = rows.filter((r) => /^\d{4}-\d{2}-\d{2}\|/.test(r)).map((r) => r.slice(0, 10));
    expect(days.at(-1)).toBe(report.stats?.generatedAt.slice(0, 10));
  });
});

describe('服务月报 access', () => {
  it('refuses staff, keeps review from the manager and keeps a manager within their subtree', async () => {
    expect((await server.get('/wo/monthlyReport/list', staff)).status).toBe(403);
    expect((await generate(staff, { month, departId: DepartIds.east })).status).toBe(403);

    const west = (await generate(admin, { month, departId: DepartIds.west })).body.result.id;
    const byManager = await generate(manager, { month, departId: DepartIds.west });
    expect(byManager.body).toMatchObject({ success: false, message: '只能管理本部门及下级部门的月报' });
    const centre = await generate(manager, { month: lastMonth, departId: DepartIds.centre });
    expect(centre.body.message).toBe('只能管理本部门及下级部门的月报');
    expect((await list(`&departId=${DepartIds.centre}&month=${lastMonth}`)).result.total).toBe(0);

    const seen = (await list('', manager)).result.records;
    expect(seen.length).toBeGreaterThan(0);
    expect(new Set(seen.map((r) => r.departId))).toEqual(new Set([DepartIds.east]));
    expect((await server.get<Report>(`/wo/monthlyReport/queryById?id=${west}`, manager)).body.message).toBe(
      '未找到对应的月报',
    );

    const east = seen.find((r) => r.month === month) as Report;
    const review = await server.post(
      '/wo/monthlyReport/review',
      { id: east.id, version: east.version, approve: true },
      manager,
    );
    expect(review.status).toBe(403);
  });

  it('refuses a manager every change of a report outside their subtree, and its document, changing nothing', async () => {
    const west = (await generate(admin, { month, departId: DepartIds.west })).body.result.id;
    const stored = () =>
      server.ctx.db.kysely
        .selectFrom('woMonthlyReport')
        .selectAll()
        .where('id', '=', west)
        .executeTakeFirst();
    const before = await stored();
    const target = { id: west, version: before?.version ?? 0 };
    const answers = [
      await server.put('/wo/monthlyReport/edit', { ...target, title: '越权修改', ...narrative }, manager),
      await server.post('/wo/monthlyReport/submit', target, manager),
      await server.get(`/wo/monthlyReport/delete?id=${west}`, manager),
      await server.del(`/wo/monthlyReport/deleteBatch?ids=${west},`, manager),
    ];
    expect(answers.map((a) => a.body.message)).toEqual(Array(answers.length).fill('未找到对应的月报'));
    const document = await server.app.inject({
      method: 'GET',
      url: `${BASE}/wo/monthlyReport/exportXls?id=${west}`,
      headers: { 'x-access-token': manager },
    });
    expect(document.json()).toMatchObject({ success: false, message: '未找到对应的月报' });
    expect(await stored()).toEqual(before);
  });

  it('deletes drafts only, all or none of a batch', async () => {
    const draft = (await generate(admin, { month: lastMonth, departId: DepartIds.centre })).body.result.id;
    const approved = (await list('&status=2')).result.records[0];
    expect(approved).toBeDefined();
    // The figures are the detail's: a page of the list does not carry them.
    expect(approved).not.toHaveProperty('stats');
    const both = await server.get(`/wo/monthlyReport/deleteBatch?ids=${draft},${approved?.id},`, admin);
    expect(both.body.message).toBe('只能删除草稿或已退回的月报');
    expect((await detail(draft)).id).toBe(draft);
    expect((await server.get(`/wo/monthlyReport/delete?id=${draft}`, admin)).body.message).toBe('删除成功!');
  });

  it('refuses hostile and malformed input with clear messages, changing nothing', async () => {
    const before = (await list('')).result.total;
    const cases: [Record<string, unknown>, string][] = [
      [{ month: '2026-13', departId: DepartIds.east }, '月份格式应为 YYYY-MM'],
      [{ month: "2026-01' or 1=1 --", departId: DepartIds.east }, '月份格式应为 YYYY-MM'],
      [{ month: '2999-01', departId: DepartIds.east }, '不能生成未来月份的月报'],
      [{ month }, '请选择部门'],
    ];
    for (const [body, message] of cases) {
      const answer = await generate(admin, body);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(message);
    }
    expect((await generate(admin, { month, departId: "x' or '1'='1" })).body.message).toBe('所属部门不存在');
    expect((await list('')).result.total).toBe(before);

    expect(
      (await server.get(`/wo/monthlyReport/list?column=month;drop table wo_monthly_report`, admin)).status,
    ).toBe(400);
    expect((await list(`&status=${encodeURIComponent("0' or '1'='1")}`)).result.total).toBe(0);
    const review = await server.post(
      '/wo/monthlyReport/review',
      { id: 'x', version: 0, approve: 'yes' },
      admin,
    );
    expect(review.status).toBe(400);
    expect(review.body.message).toBe('请选择审核结果');
    expect(
      (await server.post('/wo/monthlyReport/submit', { id: 'nope', version: 0 }, admin)).body.message,
    ).toBe('未找到对应的月报');
    expect((await server.get('/wo/monthlyReport/list', null)).status).toBe(401);
    expect((await list('')).result.total).toBe(before);
  });

  it('deletes a draft so its month can be generated again', async () => {
    const { id } = (await generate(admin, { month: lastMonth, departId: DepartIds.west })).body.result;
    expect((await server.del(`/wo/monthlyReport/delete?id=${id}`, admin)).body.message).toBe('删除成功!');
    const again = await generate(admin, { month: lastMonth, departId: DepartIds.west });
    expect(again.body.result.created).toBe(true);
  });
});
