import type {
  DatabaseAnswer,
  DiskInfo,
  HttpAnswer,
  MonitorCopies,
  RedisAnswer,
  RuntimeAnswer,
  ServerInfo,
  TraceAnswer,
} from '@hcs/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, startTestServer, type TestServer } from './support/testServer.ts';

const ENDPOINTS = ['server', 'disk', 'trace', 'runtime', 'http', 'redis', 'database'] as const;

let server: TestServer;
let admin: string;
let staff: string;

beforeAll(async () => {
  server = await startTestServer({ HCS_LOGIN_CAPTCHA: 'off' });
  [admin, staff] = await Promise.all([server.tokenFor('admin'), server.tokenFor('fuwu')]);
});
afterAll(() => server.close());

const monitor = <T>(endpoint: string, token = admin) =>
  server.get<MonitorCopies<T>>(`/sys/monitor/${endpoint}`, token);

/** The trace is written once the answer has gone out; polls until `check` holds or a few seconds pass. */
async function traceUntil(query: string, check: (t: TraceAnswer) => boolean): Promise<TraceAnswer> {
  const until = Date.now() + 5000;
  for (;;) {
    const answer = (await monitor<TraceAnswer>(`trace${query}`)).body.result.copies[0] as TraceAnswer;
    if (check(answer) || Date.now() > until) return answer;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('系统监控 endpoints', () => {
  it('answer the admin with this copy’s figures, named hostname:pid', async () => {
    for (const endpoint of ENDPOINTS) {
      const { status, body } = await monitor<object>(endpoint);
      expect(status, endpoint).toBe(200);
      expect(body.result.copies.map((c) => c.id)).toEqual([
        // A copy built after another in this process is hostname:pid#n.
        expect.stringMatching(new RegExp(`:${process.pid}(#\\d+)?$`)),
      ]);
    }
  });

  it('refuse a user without the monitor permissions and a caller without a session', async () => {
    for (const endpoint of ENDPOINTS) {
      expect((await monitor(endpoint, staff)).status, endpoint).toBe(403);
      expect((await server.get(`/sys/monitor/${endpoint}`, null)).status, endpoint).toBe(401);
    }
  });

  it('tells the host, the versions and that Redis is not configured', async () => {
    const info = (await monitor<ServerInfo>('server')).body.result.copies[0] as ServerInfo;
    expect(info.cpuCount).toBeGreaterThan(0);
    expect(info.totalMemory).toBeGreaterThan(info.freeMemory);
    expect(info.nodeVersion).toBe(process.version);
    expect(info.dbVersion).toMatch(/^(SQLite|PostgreSQL|MariaDB|MySQL) \d/);
    expect(info.redisVersion).toBeNull();
    expect(info.platformVersion).toMatch(/^\d+\.\d+\.\d+/);
    const redis = (await monitor<RedisAnswer>('redis')).body.result.copies[0];
    expect(redis?.configured).toBe(false);
  });

  it('lists the data directory’s file system first, with sizes that add up', async () => {
    const { disks } = (await monitor<{ disks: DiskInfo[] }>('disk')).body.result.copies[0] as {
      disks: DiskInfo[];
    };
    expect(disks[0]?.holds).toContain('数据目录');
    for (const disk of disks) {
      expect(disk.size).toBeGreaterThan(0);
      expect(disk.used + disk.free).toBeLessThanOrEqual(disk.size);
      expect(disk.usedPercent).toBeGreaterThanOrEqual(0);
      expect(disk.usedPercent).toBeLessThanOrEqual(100);
    }
    expect(disks.map((d) => d.fsType)).not.toContain('proc');
  });

  it('shows the runtime’s memory, heap limit and active resources', async () => {
    const runtime = (await monitor<RuntimeAnswer>('runtime')).body.result.copies[0] as RuntimeAnswer;
    expect(runtime.heapLimit).toBeGreaterThan(runtime.heapUsed);
    expect(runtime.rss).toBeGreaterThan(0);
    expect(runtime.activeResources.length).toBeGreaterThan(0);
  });

  it('counts requests per route with percentiles and status classes', async () => {
    await server.get('/sys/user/list?pageNo=1&pageSize=5', admin);
    await server.get('/sys/no/such/route', admin);
    const http = (await monitor<HttpAnswer>('http')).body.result.copies[0] as HttpAnswer;
    expect(http.recording).toBe(true);
    expect(http.totalRequests).toBeGreaterThan(0);
    expect(http.statusClasses['2xx']).toBeGreaterThan(0);
    expect(http.statusClasses['4xx']).toBeGreaterThan(0);
    const userList = http.slowestRoutes.find((r) => r.route === '/hcs/sys/user/list');
    expect(userList?.count).toBeGreaterThan(0);
    expect(userList?.p99Ms).toBeGreaterThanOrEqual(userList?.p50Ms ?? 0);
    // A probing client's paths are one route, not one per path.
    expect(http.slowestRoutes.some((r) => r.route.includes('no/such'))).toBe(false);
  });

  it('shows the database’s tables with their rows and statements without their values', async () => {
    const secret = 'ZZ-SECRET-FILTER-7731';
    await server.get(`/sys/user/list?realname=*${secret}*`, admin);
    const db = (await monitor<DatabaseAnswer>('database')).body.result.copies[0] as DatabaseAnswer;
    expect(db.dialect).toBe(server.ctx.db.dialect);
    expect(db.size).toBeGreaterThan(0);
    const users = db.tables.find((t) => t.name === 'sys_user');
    // SQLite and MySQL count exactly; PostgreSQL's figures are the statistics' estimates, which trail fresh writes.
    if (server.ctx.db.dialect !== 'postgres') expect(users?.rows).toBeGreaterThanOrEqual(3);
    else expect(users?.rows).toBeGreaterThanOrEqual(0);
    expect(db.slowQueries.length).toBeGreaterThan(0);
    expect(JSON.stringify(db)).not.toContain(secret);
  });
});

describe('请求追踪', () => {
  it('keeps method, path, status and user, filterable by status class, path and user', async () => {
    await server.get('/sys/position/list?pageNo=1', staff);
    const mine = await traceUntil('?user=fuwu&path=position', (t) => t.records.length > 0);
    expect(mine.records[0]).toMatchObject({
      method: 'GET',
      path: '/hcs/sys/position/list',
      username: 'fuwu',
    });
    const refused = await traceUntil('?statusClass=4xx', (t) => t.records.length > 0);
    expect(refused.records.every((r) => r.status >= 400 && r.status < 500)).toBe(true);
    const ok = await traceUntil('?statusClass=2xx', (t) => t.records.length > 0);
    expect(ok.records.every((r) => r.status >= 200 && r.status < 300)).toBe(true);
  });

  it('refuses a filter it does not know, in Chinese', async () => {
    const { status, body } = await server.get('/sys/monitor/trace?statusClass=9xx', admin);
    expect(status).toBe(400);
    expect(body.message).toBe('状态类别只能是 1xx 到 5xx');
  });

  it('never shows a token or a password a request carried in its query, body or headers', async () => {
    const queryToken = 'qtok-8f3a91c2e7';
    const queryPassword = 'qpass-Zx81!secret';
    const bodyPassword = 'bpass-Yy72!secret';
    await server.get(`/sys/user/list?token=${queryToken}&password=${queryPassword}`, admin);
    await server.post('/sys/login', {
      username: 'admin',
      password: bodyPassword,
      captcha: '',
      checkKey: 'k1',
    });
    await server.put(
      '/sys/user/updatePassword',
      { oldpassword: bodyPassword, password: ADMIN_PASSWORD },
      admin,
    );
    await traceUntil('?path=updatePassword', (t) => t.records.length > 0);

    const answers = await Promise.all(ENDPOINTS.map((e) => monitor<object>(e)));
    const text = JSON.stringify(answers.map((a) => a.body));
    expect(text).toContain('/hcs/sys/user/list');
    for (const secret of [queryToken, queryPassword, bodyPassword, ADMIN_PASSWORD, admin, staff]) {
      expect(text).not.toContain(secret);
    }
    expect(text).not.toContain('token=');
  });
});

describe('HCS_REQUEST_TRACE=0', () => {
  it('records nothing and says so', async () => {
    const quiet = await startTestServer({ HCS_LOGIN_CAPTCHA: 'off', HCS_REQUEST_TRACE: '0' });
    try {
      const token = await quiet.tokenFor('admin');
      await quiet.get('/sys/user/list', token);
      const trace = (await quiet.get<MonitorCopies<TraceAnswer>>('/sys/monitor/trace', token)).body.result
        .copies[0];
      expect(trace).toMatchObject({ recording: false, records: [], kept: 0 });
      const http = (await quiet.get<MonitorCopies<HttpAnswer>>('/sys/monitor/http', token)).body.result
        .copies[0];
      expect(http).toMatchObject({ recording: false, totalRequests: 0 });
    } finally {
      await quiet.close();
    }
  });
});
