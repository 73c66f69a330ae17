import type { PageResult } from '@hcs/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redactedJson, redactSecrets } from '../src/core/audit/redact.ts';
import { startTestServer, type TestServer } from './support/testServer.ts';

interface SysLog {
  id: string;
  logType: number;
  logContent: string;
  operateType: number | null;
  operateTypeText: string;
  username: string | null;
  ip: string | null;
  requestUrl: string | null;
  requestType: string | null;
  requestParam: string | null;
  costTime: number | null;
  createTime: string;
}

let server: TestServer;
let admin: string;
let staff: string;

beforeAll(async () => {
  server = await startTestServer({ HCS_LOGIN_CAPTCHA: 'off' });
  [admin, staff] = await Promise.all([server.tokenFor('admin'), server.tokenFor('fuwu')]);
});
afterAll(() => server.close());

const logs = async (query: string) =>
  (await server.get<PageResult<SysLog>>(`/sys/log/list?${query}`, admin)).body.result;

/** The operation log is written just after the response; wait for the row to appear. */
async function waitForLog(query: string): Promise<SysLog> {
  for (let i = 0; i < 50; i++) {
    const found = (await logs(query)).records[0];
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no log for ${query}`);
}

describe('operation log', () => {
  it('records a write with who, what, how long and its parameters without secrets', async () => {
    const username = `oplog${Date.now()}`;
    const added = await server.post(
      '/sys/user/add',
      {
        username,
        realname: '日志测试',
        password: 'Secret-pass-2026',
        confirmPassword: 'Secret-pass-2026',
        nested: { token: 'tok-123', newPassword: 'x1' },
      },
      admin,
    );
    expect(added.body.success).toBe(true);
    const log = await waitForLog(`logType=2&keyWord=${encodeURIComponent('/sys/user/add')}`);
    expect(log).toMatchObject({
      logContent: '用户管理-添加用户',
      operateType: 2,
      operateTypeText: '添加',
      username: 'admin',
      requestType: 'POST',
      requestUrl: '/hcs/sys/user/add',
    });
    expect(log.costTime).toBeGreaterThanOrEqual(0);
    expect(log.ip).toBeTruthy();
    const params = JSON.parse(log.requestParam ?? '{}') as Record<string, unknown>;
    expect(params).toMatchObject({
      username,
      realname: '日志测试',
      password: '******',
      confirmPassword: '******',
      nested: { token: '******', newPassword: '******' },
    });
    expect(log.requestParam).not.toContain('Secret-pass-2026');
    expect(log.requestParam).not.toContain('tok-123');
  });

  it('records deletes made with GET, and no plain reads', async () => {
    await server.post('/sys/position/add', { code: 'LOGDEL', name: '待删职务', postRank: '3' }, admin);
    const id = (await server.get<PageResult<{ id: string }>>('/sys/position/list?code=LOGDEL', admin)).body
      .result.records[0]?.id;
    expect((await server.get(`/sys/position/delete?id=${id}`, admin)).body.success).toBe(true);
    const log = await waitForLog('logType=2&requestUrl=/hcs/sys/position/delete');
    expect(log).toMatchObject({ logContent: '职务管理-删除职务', operateType: 4, requestType: 'GET' });
    expect(JSON.parse(log.requestParam ?? '{}')).toEqual({ id });
    expect((await logs('logType=2&requestUrl=/hcs/sys/position/list')).total).toBe(0);
  });

  it('records pausing and resuming a scheduled job, which are GET routes', async () => {
    const job = (
      await server.get<PageResult<{ id: string }>>('/sys/quartzJob/list?jobClassName=SessionCleanJob', admin)
    ).body.result.records[0];
    expect((await server.get(`/sys/quartzJob/pause?id=${job?.id}`, admin)).body.success).toBe(true);
    expect((await server.get(`/sys/quartzJob/resume?id=${job?.id}`, admin)).body.success).toBe(true);
    expect(await waitForLog('logType=2&requestUrl=/hcs/sys/quartzJob/pause')).toMatchObject({
      requestType: 'GET',
    });
    expect(await waitForLog('logType=2&requestUrl=/hcs/sys/quartzJob/resume')).toMatchObject({
      requestType: 'GET',
    });
  });

  it('keeps the login log: the admin signing in, with the IP', async () => {
    const found = await logs('logType=1&username=admin');
    expect(found.records[0]).toMatchObject({ logType: 1, username: 'admin', operateTypeText: '登录成功' });
    expect(found.records[0]?.ip).toBeTruthy();
    expect(found.records.every((r) => r.logType === 1)).toBe(true);
  });

  it('filters by type, keyword, operator and time', async () => {
    const all = await logs('logType=2');
    expect(all.total).toBeGreaterThanOrEqual(2);
    expect((await logs('logType=2&keyWord=没有这种操作')).total).toBe(0);
    expect((await logs('logType=2&username=fuwu')).total).toBe(0);
    expect((await logs(`logType=2&username=*adm*`)).total).toBe(all.total);
    const day = all.records[0]?.createTime.slice(0, 10) ?? '';
    expect((await logs(`logType=2&createTime_begin=${day}&createTime_end=${day}`)).total).toBe(all.total);
    expect((await logs('logType=2&createTime_end=2000-01-01')).total).toBe(0);
    expect((await logs('logType=2&operateType=4')).records.map((r) => r.requestUrl)).toEqual([
      '/hcs/sys/position/delete',
    ]);
    const bad = await server.get('/sys/log/list?password=x', admin);
    expect(bad).toMatchObject({ status: 400, body: { message: '不支持的查询字段: password' } });
  });

  it('exports and deletes logs, for the administrator only', async () => {
    const res = await server.app.inject({
      method: 'GET',
      url: '/hcs/sys/log/exportXls?logType=2',
      headers: { 'x-access-token': admin },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/vnd.ms-excel');

    expect((await server.get('/sys/log/list?logType=1', staff)).status).toBe(403);
    expect((await server.get('/sys/log/exportXls', staff)).status).toBe(403);
    expect((await server.del('/sys/log/deleteBatch?ids=x', staff)).status).toBe(403);

    const first = (await logs('logType=2&operateType=4')).records[0];
    const removed = await server.del(`/sys/log/deleteBatch?ids=${first?.id},`, admin);
    expect(removed.body.message).toBe('批量删除成功!');
    expect((await logs('logType=2&requestUrl=/hcs/sys/position/delete')).total).toBe(0);
  });
});

describe('redactSecrets', () => {
  it('masks secret keys at any depth and cuts long parameters', () => {
    expect(
      redactSecrets({ a: 1, oldpassword: 'x', list: [{ Secret: 's', userPassword: 'p' }], token: null }),
    ).toEqual({
      a: 1,
      oldpassword: '******',
      list: [{ Secret: '******', userPassword: '******' }],
      token: '******',
    });
    const long = redactedJson({ text: 'x'.repeat(5000) }, 2000);
    expect(long).toHaveLength(2000);
    expect(long.endsWith('…')).toBe(true);
  });
});
