import type { AddressInfo } from 'node:net';
import type { PageResult } from '@hcs/shared';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { REDIS_UNAVAILABLE_MESSAGE } from '../src/core/redis/redisClient.ts';
import { startTcpProxy, type TcpProxy } from './support/tcpProxy.ts';
import { dropTestRedisKeys, requireTestRedisUrl, testRedisPrefix } from './support/testRedis.ts';
import { ADMIN_PASSWORD, startTestServer, type TestServer } from './support/testServer.ts';
import { openTestSocket } from './support/testSocket.ts';

/**
 * Redis lost and back, as a copy sees it: Redis behind a relay the test cuts. Requests that need Redis
 * get a 503 with a Chinese message, sessions keep working from the database (a revoked one never gets
 * in), and everything works again once Redis answers, without a restart.
 */
const redisUrl = requireTestRedisUrl('redisLoss.test.ts');
const prefix = testRedisPrefix();
let proxy: TcpProxy;
let server: TestServer;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const ready = async () => (await server.app.inject({ method: 'GET', url: '/ready' })).statusCode;
const departs = (token: string) => server.get('/sys/user/getCurrentUserDeparts', token);

async function until(what: string, check: () => Promise<boolean>, ms = 15_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting until ${what}`);
    await sleep(100);
  }
}

beforeAll(async () => {
  const target = new URL(redisUrl);
  proxy = await startTcpProxy(target.hostname, Number(target.port || 6379));
  target.host = `127.0.0.1:${proxy.port}`;
  server = await startTestServer({ HCS_REDIS_URL: target.toString(), HCS_REDIS_PREFIX: prefix });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
});

/** Releases an announcement to everyone; answers whether the release succeeded and the id. */
async function release(titile: string, token: string): Promise<{ success: boolean; id: string }> {
  await server.post(
    '/sys/annountCement/add',
    { titile, msgContent: '<p>内容</p>', priority: 'M', msgCategory: '1', msgType: 'ALL' },
    token,
  );
  const list = await server.get<PageResult<{ id: string }>>(
    `/sys/annountCement/list?titile=${encodeURIComponent(titile)}`,
    token,
  );
  const id = list.body.result.records[0]?.id ?? '';
  const done = await server.get(`/sys/annountCement/doReleaseData?id=${id}`, token);
  return { success: done.body.success, id };
}
afterAll(async () => {
  await server.close();
  await proxy.close();
  await dropTestRedisKeys(redisUrl, prefix);
});

it('answers 503 while Redis is away, keeps sessions honest from the database and recovers by itself', async () => {
  const signedIn = await server.login('admin', ADMIN_PASSWORD);
  const kept = signedIn.result.token;
  const loggedOut = await server.tokenFor('admin');
  const revokedElsewhere = await server.tokenFor('admin');
  expect(await ready()).toBe(200);
  // Each session is now in this copy's live cache.
  for (const token of [kept, loggedOut, revokedElsewhere]) expect((await departs(token)).status).toBe(200);

  proxy.cut();
  await until('/ready reports Redis down', async () => (await ready()) === 503);
  const captcha = await server.get('/sys/randomImage/lost1');
  expect(captcha.status).toBe(503);
  expect(captcha.body).toMatchObject({ success: false, code: 503, message: REDIS_UNAVAILABLE_MESSAGE });
  expect(
    (
      await server.post('/sys/login', {
        username: 'admin',
        password: 'x',
        captcha: 'abcd',
        checkKey: 'lost1',
      })
    ).status,
  ).toBe(503);

  // Sessions live in the database: a kept one works, one revoked here or by another copy (unheard, the
  // link being down) is refused at once although this copy had it cached.
  expect((await departs(kept)).status).toBe(200);
  // Writes go on; their pushes are missed (the bell's polling catches up).
  expect((await release('断开时的通知', kept)).success).toBe(true);
  expect((await server.post('/sys/logout', {}, loggedOut)).body.success).toBe(true);
  const [, payload] = revokedElsewhere.split('.');
  const { jti } = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as { jti: string };
  await server.ctx.db.kysely
    .updateTable('sysSession')
    .set({ revokedAt: Date.now() })
    .where('id', '=', jti)
    .execute();
  for (const token of [loggedOut, revokedElsewhere]) {
    expect((await departs(token)).body).toMatchObject({ success: false, message: 'Token失效，请重新登录!' });
  }

  proxy.restore();
  await until('/ready reports Redis back', async () => (await ready()) === 200);
  await until('captchas work again', async () => (await server.get('/sys/randomImage/back1')).status === 200);
  expect(await server.tokenFor('admin')).toMatch(/\./);
  expect((await departs(kept)).status).toBe(200);
  expect((await departs(revokedElsewhere)).body.success).toBe(false);
  // The listening connection has subscribed again: pushes travel through Redis as before.
  const port = (server.app.server.address() as AddressInfo).port;
  const bell = await openTestSocket(
    `ws://127.0.0.1:${port}/hcs/websocket/${signedIn.result.userInfo.id}?token=${encodeURIComponent(kept)}`,
  );
  const { id } = await release('恢复后的通知', kept);
  expect(await bell.next()).toEqual({ cmd: 'topic', msgId: id, msgTxt: '恢复后的通知' });
  bell.ws.close();
});
