import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../src/core/db/unavailable.ts';
import { startTcpProxy, type TcpProxy } from './support/tcpProxy.ts';
import { createTestDatabase, type TestDatabase } from './support/testDatabase.ts';
import { startTestServer, type TestServer } from './support/testServer.ts';
import { audienceBody } from './support/woFixtures.ts';

/**
 * The database restarting under a running server (a networked database only: SQLite is inside the process).
 * The server reaches it through a relay the test cuts: open connections are reset, new ones refused.
 */
let database: TestDatabase;
let proxy: TcpProxy;
let server: TestServer;
let token: string;

beforeAll(async () => {
  database = await createTestDatabase();
  const direct = new URL(database.url);
  proxy = await startTcpProxy(direct.hostname, Number(direct.port));
  const relayed = new URL(database.url);
  relayed.host = `127.0.0.1:${proxy.port}`;
  server = await startTestServer({ HCS_DB_URL: relayed.toString(), HCS_LOGIN_CAPTCHA: 'off' }, database);
  token = await server.tokenFor('admin');
});
afterAll(async () => {
  await server?.close();
  await proxy?.close();
});

const audienceCount = async () =>
  (await server.get<{ total: number }>('/wo/audience/list?pageSize=1', token)).body.result.total;

describe('the database restarting while the server serves', () => {
  it('fails requests with a clear message meanwhile, changes nothing, and recovers without a restart', async () => {
    const before = await audienceCount();

    proxy.cut();
    const list = await server.get('/wo/audience/list', token);
    expect([list.status, list.body.message]).toEqual([503, DATABASE_UNAVAILABLE_MESSAGE]);
    const added = await server.post('/wo/audience/add', audienceBody({ name: '停库时新增' }), token);
    expect([added.status, added.body.message]).toEqual([503, DATABASE_UNAVAILABLE_MESSAGE]);
    const login = await server.login('admin', 'whatever');
    expect(login.message).toBe(DATABASE_UNAVAILABLE_MESSAGE);
    const ready = await server.app.inject({ method: 'GET', url: '/ready' });
    expect([ready.statusCode, ready.json()]).toEqual([503, { status: 'DOWN' }]);

    proxy.restore();
    // The pool drops the dead connections and opens new ones on the next request.
    expect(await audienceCount()).toBe(before);
    expect((await server.app.inject({ method: 'GET', url: '/ready' })).statusCode).toBe(200);
    expect(await server.tokenFor('admin')).toBeTruthy();
    const afterwards = await server.post('/wo/audience/add', audienceBody({ name: '恢复后新增' }), token);
    expect(afterwards.body.success).toBe(true);
    expect(await audienceCount()).toBe(before + 1);
  });
});
