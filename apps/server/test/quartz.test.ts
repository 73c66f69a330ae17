import { type ApiResult, cronError, type PageResult } from '@hcs/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../src/app.ts';
import { connect } from '../src/core/db/connect.ts';
import { DepartIds } from '../src/core/db/migrations/0002_foundation_data.ts';
import { formatDate } from '../src/core/time.ts';
import { claimFire } from '../src/modules/quartz/fireLock.ts';
import { createTestDatabase, type TestDatabase } from './support/testDatabase.ts';
import { ADMIN_PASSWORD, BASE, startTestServer, type TestServer } from './support/testServer.ts';
import { startCopyOn } from './support/twoCopies.ts';

interface Job {
  id: string;
  jobClassName: string;
  cronExpression: string;
  parameter: string | null;
  description: string | null;
  status: number;
  status_dictText?: string;
}

interface JobLog {
  id: string;
  jobId: string;
  triggerType: string;
  startTime: string;
  durationMs: number;
  success: number;
  message: string;
}

const EVERY_SECOND = '* * * * * ? *';

let server: TestServer;
let admin: string;
let staff: string;

beforeAll(async () => {
  server = await startTestServer({ HCS_LOGIN_CAPTCHA: 'off' });
  [admin, staff] = await Promise.all([server.tokenFor('admin'), server.tokenFor('fuwu')]);
});
afterAll(() => server.close());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls until `check` holds (or the time is up), returning its last value. */
async function waitFor<T>(
  read: () => Promise<T>,
  check: (value: T) => boolean,
  timeoutMs = 8000,
): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (check(value) || Date.now() > until) return value;
    await sleep(100);
  }
}

/** A server copy of its own on a given database: what a second process behind a load balancer is. */
interface Copy {
  built: BuiltApp;
  call<T>(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<ApiResult<T>>;
  close(): Promise<void>;
}

async function startCopy(database: TestDatabase): Promise<Copy> {
  const built = await startCopyOn(database);
  const inject = async <T>(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown, token?: string) => {
    const res = await built.app.inject({
      method,
      url: `${BASE}${path}`,
      headers: token ? { 'x-access-token': token } : {},
      ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
    });
    return res.json() as ApiResult<T>;
  };
  const login = await inject<{ token: string }>('POST', '/sys/login', {
    username: 'admin',
    password: ADMIN_PASSWORD,
  });
  return {
    built,
    call: (method, path, body) => inject(method, path, body, login.result.token),
    close: () => built.app.close(),
  };
}

const jobs = async (query = '') =>
  (await server.get<PageResult<Job>>(`/sys/quartzJob/list?pageSize=50${query}`, admin)).body.result.records;

const logsOf = async (jobId: string, token = admin) =>
  (await server.get<PageResult<JobLog>>(`/sys/quartzJob/log/list?jobId=${jobId}&pageSize=100`, token)).body
    .result.records;

async function addJob(body: Record<string, unknown>): Promise<Job> {
  const answer = await server.post('/sys/quartzJob/add', body, admin);
  expect(answer.body).toMatchObject({ success: true, message: '创建定时任务成功' });
  const job = (await jobs(`&jobClassName=${String(body.jobClassName)}`))[0];
  if (!job) throw new Error('job not added');
  return job;
}

describe('定时任务', () => {
  it('lists the registry and the seeded jobs, and is only for those who hold its permissions', async () => {
    const handlers = await server.get<{ name: string; title: string }[]>('/sys/quartzJob/handlers', admin);
    expect(handlers.body.result.map((h) => h.name)).toEqual([
      'SessionCleanJob',
      'WorkOrderDailySummaryJob',
      'MonthlyReportRefreshJob',
      'SampleParamJob',
    ]);
    const seeded = await jobs();
    expect(seeded.map((j) => [j.jobClassName, j.status, j.status_dictText])).toEqual(
      expect.arrayContaining([
        ['SessionCleanJob', 0, '正常'],
        ['WorkOrderDailySummaryJob', -1, '停止'],
        ['MonthlyReportRefreshJob', -1, '停止'],
      ]),
    );
    expect((await jobs('&status=-1')).map((j) => j.jobClassName).sort()).toEqual([
      'MonthlyReportRefreshJob',
      'WorkOrderDailySummaryJob',
    ]);
    expect((await server.get('/sys/quartzJob/list', staff)).status).toBe(403);
    expect((await server.post('/sys/quartzJob/add', {}, staff)).status).toBe(403);
    expect((await server.get('/sys/quartzJob/list')).status).toBe(401);

    const menu = await server.get<{
      menu: { path: string; children?: { path: string; component: string }[] }[];
    }>('/sys/permission/getUserPermissionByToken', admin);
    const system = menu.body.result.menu.find((m) => m.path === '/system');
    expect(system?.children).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: '/system/quartzJob', component: 'system/QuartzJobList' }),
      ]),
    );
  });

  it('refuses unknown handlers, bad crons and a second job of a class, changing nothing', async () => {
    const before = await jobs();
    const refused = async (body: Record<string, unknown>) =>
      (await server.post('/sys/quartzJob/add', { status: -1, ...body }, admin)).body;
    expect(await refused({ jobClassName: 'org.evil.Job', cronExpression: '0 0 3 * * ?' })).toMatchObject({
      success: false,
      message: '未知的任务类名：org.evil.Job，请从列表中选择',
    });
    expect(await refused({ cronExpression: '0 0 3 * * ?' })).toMatchObject({ message: '请选择任务类名' });
    expect(await refused({ jobClassName: 'SampleParamJob', cronExpression: '0 0 25 * * ?' })).toMatchObject({
      success: false,
      message: cronError('0 0 25 * * ?'),
    });
    expect(await refused({ jobClassName: 'SampleParamJob', cronExpression: '0 0 3 * * 2' })).toMatchObject({
      message: '日和周不能同时指定，其中一个必须为“?”',
    });
    expect(await refused({ jobClassName: 'SampleParamJob', cronExpression: '0 0 3 * *' })).toMatchObject({
      message: 'Cron表达式应有6或7个以空格分隔的部分（秒 分 时 日 月 周 年），当前有5个',
    });
    expect(await refused({ jobClassName: 'SampleParamJob', cronExpression: '0 0 0 30 2 ? *' })).toMatchObject(
      {
        success: false,
        message: '该Cron表达式以后不会再触发，请检查日期设置',
      },
    );
    expect(await refused({ jobClassName: 'SessionCleanJob', cronExpression: '0 0 4 * * ?' })).toMatchObject({
      success: false,
      message: '该定时任务类名已存在',
    });
    expect(
      await refused({ jobClassName: 'SampleParamJob', cronExpression: '0 0 3 * * ?', status: 5 }),
    ).toMatchObject({ message: '状态只能是正常或停止' });
    expect(await jobs()).toEqual(before);
  });

  it('adds, edits, runs once, logs and deletes a job', async () => {
    const job = await addJob({
      jobClassName: 'SampleParamJob',
      cronExpression: '0 0 12 * * ?',
      parameter: '第一版',
      description: '示例',
      status: -1,
    });
    expect(job).toMatchObject({ parameter: '第一版', status: -1, status_dictText: '停止' });
    const edited = await server.put(
      '/sys/quartzJob/edit',
      { ...job, parameter: '你好，定时任务', description: '示例任务' },
      admin,
    );
    expect(edited.body).toMatchObject({ success: true, message: '更新定时任务成功!' });
    const byId = await server.get<Job>(`/sys/quartzJob/queryById?id=${job.id}`, admin);
    expect(byId.body.result).toMatchObject({ parameter: '你好，定时任务', cronExpression: '0 0 12 * * ?' });
    expect(
      (await server.put('/sys/quartzJob/edit', { ...job, jobClassName: 'SessionCleanJob' }, admin)).body,
    ).toMatchObject({ success: false, message: '该定时任务类名已存在' });

    const run = await server.get<{ success: boolean }>(`/sys/quartzJob/execute?id=${job.id}`, admin);
    expect(run.body).toMatchObject({ success: true, message: '执行成功!' });
    const [entry] = await logsOf(job.id);
    expect(entry).toMatchObject({
      triggerType: 'manual',
      success: 1,
      message: '示例任务已执行，参数：你好，定时任务',
    });
    expect(entry?.durationMs).toBeGreaterThanOrEqual(0);
    expect((await server.get(`/sys/quartzJob/execute?id=${job.id}`, staff)).status).toBe(403);

    expect((await server.get(`/sys/quartzJob/delete?id=${job.id}`, admin)).body).toMatchObject({
      success: true,
      message: '删除成功!',
    });
    expect((await server.get(`/sys/quartzJob/queryById?id=${job.id}`, admin)).body).toMatchObject({
      success: false,
      message: '未找到对应的定时任务',
    });
    expect(await logsOf(job.id)).toEqual([]);
  });

  it('records the duration and the error of a failing run, and what the real handlers did', async () => {
    const monthly = (await jobs('&jobClassName=MonthlyReportRefreshJob'))[0] as Job;
    await server.put('/sys/quartzJob/edit', { ...monthly, parameter: '2026-13' }, admin);
    const failed = await server.get(`/sys/quartzJob/execute?id=${monthly.id}`, admin);
    expect(failed.body).toMatchObject({
      success: false,
      message: '执行失败：参数应为 YYYY-MM 格式的月份，当前为：2026-13',
    });
    const [failure] = await logsOf(monthly.id);
    expect(failure).toMatchObject({ success: 0, message: '参数应为 YYYY-MM 格式的月份，当前为：2026-13' });
    expect(failure?.durationMs).toBeGreaterThanOrEqual(0);

    // A draft report of this month is refreshed; the figures time moves on.
    const month = formatDate().slice(0, 7);
    const generated = await server.post<{ id: string }>(
      '/wo/monthlyReport/generate',
      { month, departId: DepartIds.east },
      admin,
    );
    expect(generated.body.success).toBe(true);
    await server.put('/sys/quartzJob/edit', { ...monthly, parameter: null }, admin);
    const refreshed = await server.get(`/sys/quartzJob/execute?id=${monthly.id}`, admin);
    expect(refreshed.body).toMatchObject({ success: true });
    expect((await logsOf(monthly.id))[0]?.message).toBe(`${month} 已刷新 1 份草稿月报`);
    const report = await server.get<{ version: number; updateBy: string }>(
      `/wo/monthlyReport/queryById?id=${generated.body.result.id}`,
      admin,
    );
    expect(report.body.result).toMatchObject({ version: 1 });

    // The daily summary reaches the administrators' bell.
    const summary = (await jobs('&jobClassName=WorkOrderDailySummaryJob'))[0] as Job;
    expect((await server.get(`/sys/quartzJob/execute?id=${summary.id}`, admin)).body.success).toBe(true);
    const inbox = await server.get<{ sysMsgList: { titile: string }[] }>(
      '/sys/annountCement/listByUser',
      admin,
    );
    expect(inbox.body.result.sysMsgList.map((m) => m.titile)).toContain(`工单日报 ${formatDate()}`);

    // Expired sessions go; live ones stay.
    await server.ctx.db.kysely
      .insertInto('sysSession')
      .values({
        id: 'expired-session',
        userId: 'nobody',
        username: 'nobody',
        createdAt: 0,
        expiresAt: Date.now() - 1000,
        revokedAt: null,
        ip: null,
        userAgent: null,
      })
      .execute();
    const clean = (await jobs('&jobClassName=SessionCleanJob'))[0] as Job;
    expect((await server.get(`/sys/quartzJob/execute?id=${clean.id}`, admin)).body.success).toBe(true);
    const left = await server.ctx.db.kysely.selectFrom('sysSession').select('id').execute();
    expect(left.map((s) => s.id)).not.toContain('expired-session');
    expect((await server.get('/sys/quartzJob/list', admin)).status).toBe(200);
  });

  it('fires a per-second job on time and stops when paused', async () => {
    const created = Date.now();
    const job = await addJob({
      jobClassName: 'SampleParamJob',
      cronExpression: EVERY_SECOND,
      parameter: 'tick',
    });
    const fired = await waitFor(
      () => logsOf(job.id),
      (logs) => logs.length >= 3,
    );
    expect(fired.length).toBeGreaterThanOrEqual(3);
    // The first fire comes at the next whole second, not later.
    const first = fired.at(-1) as JobLog;
    expect(new Date(first.startTime.replace(' ', 'T')).getTime()).toBeLessThan(created + 2000);
    expect(fired.every((l) => l.triggerType === 'cron' && l.success === 1)).toBe(true);
    const seconds = fired.map((l) => l.startTime);
    expect(new Set(seconds).size).toBe(seconds.length);

    expect((await server.get(`/sys/quartzJob/pause?id=${job.id}`, admin)).body).toMatchObject({
      success: true,
      message: '暂停定时任务成功',
    });
    expect((await server.get<Job>(`/sys/quartzJob/queryById?id=${job.id}`, admin)).body.result.status).toBe(
      -1,
    );
    await sleep(1200);
    const paused = (await logsOf(job.id)).length;
    await sleep(2000);
    expect((await logsOf(job.id)).length).toBe(paused);

    expect((await server.get(`/sys/quartzJob/resume?id=${job.id}`, admin)).body).toMatchObject({
      success: true,
      message: '恢复定时任务成功',
    });
    await waitFor(
      () => logsOf(job.id),
      (logs) => logs.length >= paused + 1,
    );
    expect((await logsOf(job.id)).length).toBeGreaterThan(paused);
    await server.get(`/sys/quartzJob/delete?id=${job.id}`, admin);
  });

  it('lets exactly one of many simultaneous claims of a fire win', async () => {
    const fireTime = Date.now();
    const claims = await Promise.all(
      Array.from({ length: 6 }, () => claimFire(server.ctx.shared, 'claim-test', fireTime)),
    );
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await claimFire(server.ctx.shared, 'claim-test', fireTime + 1000)).toBe(true);
  });

  it('runs each fire exactly once across server copies on one database, and survives restarts', async () => {
    const database = await createTestDatabase();
    const inspector = connect(database.url);
    const db = inspector.kysely;
    const a = await startCopy(database);
    const cronLogs = async (jobId: string) =>
      db
        .selectFrom('sysQuartzJobLog')
        .select(['startTime', 'triggerType'])
        .where('jobId', '=', jobId)
        .where('triggerType', '=', 'cron')
        .execute();
    try {
      expect(
        await a.call('POST', '/sys/quartzJob/add', {
          jobClassName: 'SampleParamJob',
          cronExpression: EVERY_SECOND,
          parameter: 'copies',
        }),
      ).toMatchObject({ success: true });
      const ids = await db.selectFrom('sysQuartzJob').select(['id', 'jobClassName']).execute();
      const sample = ids.find((j) => j.jobClassName === 'SampleParamJob')?.id as string;
      const stopped = ids.find((j) => j.jobClassName === 'MonthlyReportRefreshJob')?.id as string;
      // A stopped job with a per-second cron must stay stopped through restarts.
      expect(
        await a.call('PUT', '/sys/quartzJob/edit', {
          id: stopped,
          jobClassName: 'MonthlyReportRefreshJob',
          cronExpression: EVERY_SECOND,
          status: -1,
        }),
      ).toMatchObject({ success: true });

      // A second copy loads the running job from the database at start and competes for its fires.
      const b = await startCopy(database);
      const before = (await cronLogs(sample)).length;
      await waitFor(
        () => cronLogs(sample),
        (logs) => logs.length >= before + 4,
      );
      await a.close();
      // The copy that is left keeps the job running on its own.
      const afterA = (await cronLogs(sample)).length;
      await waitFor(
        () => cronLogs(sample),
        (logs) => logs.length >= afterA + 2,
      );
      await b.close();

      const fires = await cronLogs(sample);
      expect(fires.length).toBeGreaterThanOrEqual(afterA + 2);
      expect(new Set(fires.map((f) => f.startTime)).size).toBe(fires.length);
      // One claimed fire time per run: no fire was run by two copies.
      const locks = await db
        .selectFrom('sysQuartzJobLock')
        .select('fireTime')
        .where('jobId', '=', sample)
        .execute();
      expect(locks).toHaveLength(fires.length);
      // With every copy stopped nothing runs any more: no timer was left behind.
      await sleep(1500);
      const stoppedCount = (await cronLogs(sample)).length;
      expect(stoppedCount).toBe(fires.length);

      // A restarted copy picks the running job up again; the paused one stays paused.
      const c = await startCopy(database);
      try {
        const resumed = await waitFor(
          () => cronLogs(sample),
          (logs) => logs.length >= stoppedCount + 2,
        );
        expect(resumed.length).toBeGreaterThanOrEqual(stoppedCount + 2);
        expect(await cronLogs(stopped)).toEqual([]);
        const all = await cronLogs(sample);
        expect(new Set(all.map((f) => f.startTime)).size).toBe(all.length);
      } finally {
        await c.close();
      }
    } finally {
      await inspector.close();
      await database.drop();
    }
  });
});
