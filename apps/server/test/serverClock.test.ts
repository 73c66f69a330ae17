import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onCentreClock } from '../src/core/time.ts';
import { freePorts, type ServerProcess, spawnServer, waitUntilUp } from './support/serverProcess.ts';
import { createTestDatabase, type TestDatabase } from './support/testDatabase.ts';
import { ADMIN_PASSWORD } from './support/testServer.ts';

let database: TestDatabase;
let server: ServerProcess;

beforeAll(async () => {
  database = await createTestDatabase();
  const [port] = await freePorts(1);
  if (port === undefined) throw new Error('no port');
  // A machine on UTC, a centre in 北京时间: the server's own stamps follow HCS_TIME_ZONE.
  server = spawnServer(
    {
      TZ: 'UTC',
      HCS_TIME_ZONE: 'Asia/Shanghai',
      HCS_DB_URL: database.url,
      HCS_DATA_DIR: database.dataDir,
      HCS_ADMIN_PASSWORD: ADMIN_PASSWORD,
      HCS_LOG_LEVEL: 'warn',
      HCS_LOGIN_CAPTCHA: 'off',
    },
    port,
  );
  await waitUntilUp(server);
}, 60_000);
afterAll(async () => {
  await server?.stop();
  await database?.drop();
});

/** Minutes between two `YYYY-MM-DD HH:mm:ss` wall-clock times. */
const minutesApart = (a: string, b: string) =>
  Math.abs(Date.parse(`${a.replace(' ', 'T')}Z`) - Date.parse(`${b.replace(' ', 'T')}Z`)) / 60_000;

describe("the server's clock", () => {
  it('stamps times on the centre’s clock (HCS_TIME_ZONE), whatever the machine’s TZ', async () => {
    const login = await server.call<{ token: string }>('POST', '/sys/login', {
      username: 'admin',
      password: ADMIN_PASSWORD,
    });
    expect(login.success, login.message).toBe(true);
    const added = await server.call(
      'POST',
      '/sys/position/add',
      { code: `CLOCK${Date.now().toString(36)}`, name: '时钟测试', postRank: '1' },
      login.result.token,
    );
    expect(added.success, added.message).toBe(true);
    const list = await server.call<{ records: { name: string; createTime: string }[] }>(
      'GET',
      '/sys/position/list?name=时钟测试',
      undefined,
      login.result.token,
    );
    const stamped = list.result.records[0]?.createTime ?? '';
    expect(minutesApart(stamped, onCentreClock(new Date()))).toBeLessThan(5);
  });
});
