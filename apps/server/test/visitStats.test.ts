import type { LoginInfo, VisitInfo } from '@hcs/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate } from '../src/core/time.ts';
import { startTestServer, type TestServer } from './support/testServer.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ HCS_LOGIN_CAPTCHA: 'off' });
});
afterAll(() => server.close());

describe('login and visit figures', () => {
  it('counts successful logins today and in total, and distinct IPs', async () => {
    await server.tokenFor('fuwu');
    await server.login('fuwu', 'wrong password');
    await server.tokenFor('zhuguan');
    const token = await server.tokenFor('admin');
    await server.ctx.db.kysely
      .updateTable('sysLog')
      .set({ createTime: '2020-01-01 08:00:00' })
      .where('username', '=', 'zhuguan')
      .execute();
    const { body } = await server.get<LoginInfo>('/sys/loginfo', token);
    expect(body.result).toEqual({ todayVisitCount: 2, todayIp: 1, totalVisitCount: 3 });
  });

  it('gives the last 7 days, oldest first, with empty days as zero', async () => {
    const token = await server.tokenFor('admin');
    const { body } = await server.get<VisitInfo[]>('/sys/visitInfo', token);
    expect(body.result).toHaveLength(7);
    const today = formatDate();
    expect(body.result[6]).toMatchObject({ type: today, tian: today.slice(5), ip: 1 });
    expect(body.result[6]?.visit).toBe(3);
    expect(body.result.slice(0, 6).every((d) => d.visit === 0)).toBe(true);
  });
});
