import type { ApiResult, LoginResult, PageResult } from '@hcs/shared';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { connect, type Db } from '../src/core/db/connect.ts';
import { prepareDatabase } from '../src/core/db/prepare.ts';
import { RedisSharedState } from '../src/core/sharedState/redisSharedState.ts';
import { type RoundRobinProxy, startRoundRobinProxy } from './support/roundRobinProxy.ts';
import { freePorts, type ServerProcess, spawnServer, waitUntilUp } from './support/serverProcess.ts';
import { createTestDatabase, type TestDatabase } from './support/testDatabase.ts';
import { dropTestRedisKeys, requireTestRedisUrl, testRedisPrefix } from './support/testRedis.ts';
import { ADMIN_PASSWORD, BASE } from './support/testServer.ts';
import { closed, openTestSocket } from './support/testSocket.ts';

/**
 * Two server processes on one database and one Redis, behind a round-robin proxy with websocket
 * upgrades, as behind nginx: what one copy does holds on the other at once.
 */
const redisUrl = requireTestRedisUrl('scaleOut.test.ts');
const prefix = testRedisPrefix();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let database: TestDatabase;
let inspector: Db | undefined;
let redis: Redis | undefined;
let proxy: RoundRobinProxy | undefined;
const copies: ServerProcess[] = [];
let a: number;
let b: number;
let via: number;

interface Answer<T> {
  status: number;
  body: ApiResult<T>;
}

async function call<T = unknown>(
  port: number,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  options: { body?: unknown; token?: string; forwardedFor?: string } = {},
): Promise<Answer<T>> {
  const res = await fetch(`http://127.0.0.1:${port}${BASE}${path}`, {
    method,
    headers: {
      ...(options.token ? { 'x-access-token': options.token } : {}),
      ...(options.forwardedFor ? { 'x-forwarded-for': options.forwardedFor } : {}),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  return { status: res.status, body: (await res.json()) as ApiResult<T> };
}

/** Asks for the captcha at `imagePort` and signs in at `loginPort`: captchas are shared through Redis. */
async function login(imagePort: number, loginPort: number): Promise<LoginResult> {
  const checkKey = `scale${Math.random().toString(36).slice(2, 10)}`;
  expect((await call(imagePort, 'GET', `/sys/randomImage/${checkKey}`)).status).toBe(200);
  const shown = await new RedisSharedState(redis as Redis, prefix).read('captcha', [checkKey]);
  const answer = await call<LoginResult>(loginPort, 'POST', '/sys/login', {
    body: { username: 'admin', password: ADMIN_PASSWORD, captcha: shown?.value, checkKey },
  });
  expect(answer.body).toMatchObject({ success: true });
  return answer.body.result;
}

const sessionOf = (token: string) =>
  (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { jti: string }).jti;
const departs = (port: number, token: string) =>
  call(port, 'GET', '/sys/user/getCurrentUserDeparts', { token });
const socketTo = (port: number, userId: string, token: string) =>
  openTestSocket(`ws://127.0.0.1:${port}${BASE}/websocket/${userId}?token=${encodeURIComponent(token)}`);

beforeAll(async () => {
  database = await createTestDatabase();
  const env = {
    HCS_DB_URL: database.url,
    HCS_DATA_DIR: database.dataDir,
    HCS_JWT_SECRET: 'scale-out-test-secret-0123456789abcdef0123',
    HCS_ADMIN_PASSWORD: ADMIN_PASSWORD,
    HCS_LOG_LEVEL: 'warn',
    HCS_REDIS_URL: redisUrl,
    HCS_REDIS_PREFIX: prefix,
  };
  inspector = connect(database.url);
  await prepareDatabase(inspector, loadConfig(env));
  redis = new Redis(redisUrl);
  copies.push(...(await freePorts(2)).map((port) => spawnServer(env, port)));
  await Promise.all(copies.map((s) => waitUntilUp(s)));
  [a, b] = copies.map((c) => c.port) as [number, number];
  proxy = await startRoundRobinProxy([a, b]);
  via = proxy.port;
}, 90_000);

afterAll(async () => {
  await proxy?.close();
  await Promise.all(copies.map((s) => s.stop()));
  await inspector?.close();
  redis?.disconnect();
  await database?.drop();
  await dropTestRedisKeys(redisUrl, prefix);
}, 60_000);

describe('two server copies on one database and Redis', () => {
  it('takes a token from one copy on the other, directly and through the proxy', async () => {
    const { token } = await login(a, b);
    expect((await departs(b, token)).status).toBe(200);
    expect((await departs(a, token)).status).toBe(200);
    const through = await login(via, via);
    const before = proxy?.served.length ?? 0;
    for (let i = 0; i < 4; i++) expect((await departs(via, through.token)).status).toBe(200);
    expect(new Set(proxy?.served.slice(before))).toEqual(new Set([a, b]));
  });

  it('brings an announcement released on one copy to sockets on the other', async () => {
    const { token, userInfo } = await login(a, a);
    const onB = await socketTo(b, userInfo.id, token);
    const throughProxy = [await socketTo(via, userInfo.id, token), await socketTo(via, userInfo.id, token)];
    // One of the two landed on each copy.
    expect(new Set(proxy?.served.slice(-2))).toEqual(new Set([a, b]));
    const titile = '跨副本的通知';
    await call(a, 'POST', '/sys/annountCement/add', {
      token,
      body: { titile, msgContent: '<p>内容</p>', priority: 'M', msgCategory: '1', msgType: 'ALL' },
    });
    const list = await call<PageResult<{ id: string }>>(
      a,
      'GET',
      `/sys/annountCement/list?titile=${encodeURIComponent(titile)}`,
      { token },
    );
    const id = list.body.result.records[0]?.id;
    expect((await call(a, 'GET', `/sys/annountCement/doReleaseData?id=${id}`, { token })).body.success).toBe(
      true,
    );
    for (const socket of [onB, ...throughProxy]) {
      expect(await socket.next()).toEqual({ cmd: 'topic', msgId: id, msgTxt: titile });
      socket.ws.close();
    }
  });

  it('ends a session forced out on one copy at once on the other, its socket included', async () => {
    const admin = (await login(a, a)).token;
    const victim = await login(b, b);
    // B has the victim's session in its live cache and a bell socket open.
    expect((await departs(b, victim.token)).status).toBe(200);
    const socket = await socketTo(b, victim.userInfo.id, victim.token);
    const socketClosed = closed(socket.ws);
    const forced = await call(a, 'POST', '/sys/online/forceLogout', {
      token: admin,
      body: { id: sessionOf(victim.token) },
    });
    expect(forced.body).toMatchObject({ success: true, message: '强制退出成功: admin' });
    const next = await departs(b, victim.token);
    expect(next.body).toMatchObject({ success: false, message: 'Token失效，请重新登录!' });
    expect(await socketClosed).toBe(4001);
    for (let i = 0; i < 2; i++) expect((await departs(via, victim.token)).body.success).toBe(false);
    expect((await departs(via, admin)).status).toBe(200);
  });

  it('sees a dictionary changed on one copy on the other at once', async () => {
    const { token } = await login(a, a);
    const items = async (port: number) =>
      (await call<{ value: string }[]>(port, 'GET', '/sys/dict/getDictItems/scale_way', { token })).body
        .result;
    await call(a, 'POST', '/sys/dict/add', { token, body: { dictName: '扩展方式', dictCode: 'scale_way' } });
    const dicts = await call<PageResult<{ id: string }>>(a, 'GET', '/sys/dict/list?dictCode=scale_way', {
      token,
    });
    const dictId = dicts.body.result.records[0]?.id;
    expect(await items(b)).toEqual([]);
    const added = await call(a, 'POST', '/sys/dictItem/add', {
      token,
      body: { dictId, itemText: '步行', itemValue: 'walk', sortOrder: 1, status: 1 },
    });
    expect(added.body.message).toBe('保存成功！');
    expect(await items(b)).toEqual([{ value: 'walk', text: '步行' }]);
  });

  it('holds an SMS send limit counted on one copy on the other', async () => {
    const mobile = '13700000001';
    for (let i = 0; i < 5; i++) {
      const sent = await call(via, 'POST', '/sys/sms', {
        body: { mobile, smsmode: '0' },
        forwardedFor: `10.77.0.${i}`,
      });
      expect(sent.body).toMatchObject({ success: true });
    }
    for (const port of [a, b]) {
      const sixth = await call(port, 'POST', '/sys/sms', {
        body: { mobile, smsmode: '0' },
        forwardedFor: '10.77.1.1',
      });
      expect(sixth.body).toMatchObject({ success: false, message: '发送过于频繁，请1小时后再试' });
    }
  });

  it('fires a scheduled job exactly once while both copies plan it', async () => {
    const { token } = await login(a, a);
    const added = await call(a, 'POST', '/sys/quartzJob/add', {
      token,
      body: { jobClassName: 'SampleParamJob', cronExpression: '* * * * * ? *', parameter: '扩展' },
    });
    expect(added.body).toMatchObject({ success: true });
    const listed = await call<PageResult<{ id: string }>>(
      b,
      'GET',
      '/sys/quartzJob/list?jobClassName=SampleParamJob',
      { token },
    );
    const jobId = listed.body.result.records[0]?.id as string;
    // 启动 on B too, so that it plans the job now rather than at its next re-read.
    expect((await call(b, 'GET', `/sys/quartzJob/resume?id=${jobId}`, { token })).body.success).toBe(true);
    await sleep(4000);
    expect((await call(a, 'GET', `/sys/quartzJob/pause?id=${jobId}`, { token })).body.success).toBe(true);
    await sleep(1200);

    const db = (inspector as Db).kysely;
    const logs = await db
      .selectFrom('sysQuartzJobLog')
      .select('startTime')
      .where('jobId', '=', jobId)
      .execute();
    const claims = await (redis as Redis).keys(`${prefix}jobFire:${jobId}:*`);
    expect(logs.length).toBeGreaterThanOrEqual(3);
    // One run per claimed fire, each fire claimed once (in Redis, not the table), no second start.
    expect(claims).toHaveLength(logs.length);
    expect(new Set(logs.map((l) => l.startTime)).size).toBe(logs.length);
    expect(
      await db.selectFrom('sysQuartzJobLock').select('jobId').where('jobId', '=', jobId).execute(),
    ).toEqual([]);
    for (const copy of copies) expect(copy.exited(), copy.output()).toBeNull();
  });
});
