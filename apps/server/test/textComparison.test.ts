import { createConnection } from 'mysql2/promise';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { connect } from '../src/core/db/connect.ts';
import { prepareDatabase } from '../src/core/db/prepare.ts';
import { startTestServer, type TestServer } from './support/testServer.ts';

/**
 * Text compares byte for byte on every dialect, as on PostgreSQL: accounts differing only in case or
 * accents are different accounts. On MySQL that takes a binary collation, which the server insists on.
 */
let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer({ HCS_LOGIN_CAPTCHA: 'off' });
  admin = await server.tokenFor('admin');
});
afterAll(() => server.close());

const addUser = (username: string, realname: string, phone: string) =>
  server.post(
    '/sys/user/add',
    {
      username,
      realname,
      password: 'Welcome2026',
      phone,
      selectedroles: 'role_staff',
      selecteddeparts: 'dep_west',
    },
    admin,
  );

describe('text comparison', () => {
  it('keeps accounts apart that differ only in case, and compares accents exactly', async () => {
    for (const [username, realname, phone] of [
      ['jose', 'josé', '13811110001'],
      ['JOSE', 'jose', '13811110002'],
    ] as const) {
      expect((await addUser(username, realname, phone)).body).toMatchObject({
        success: true,
        message: '添加成功！',
      });
    }
    const found = await server.get<{ records: { username: string }[] }>(
      '/sys/user/list?username=jose',
      admin,
    );
    expect(found.body.result.records.map((u) => u.username)).toEqual(['jose']);
    expect(await server.tokenFor('JOSE', 'Welcome2026')).toBeTruthy();
    expect((await server.login('Jose', 'Welcome2026')).success).toBe(false);
    const named = (realname: string) =>
      server.ctx.db.kysely
        .selectFrom('sysUser')
        .select('username')
        .where('realname', '=', realname)
        .execute();
    expect(await named('jose')).toEqual([{ username: 'JOSE' }]);
    expect(await named('josé')).toEqual([{ username: 'jose' }]);
    expect(await named('JOSÉ')).toEqual([]);
  });

  it('refuses to start on a MySQL database whose collation would not compare text so', async () => {
    if (server.ctx.db.dialect !== 'mysql') return;
    const url = new URL(process.env.HCS_TEST_MYSQL_URL ?? '');
    const name = `hcs_test_ci_${Date.now().toString(36)}`;
    const admin = await createConnection({ uri: url.toString() });
    await admin.query(`CREATE DATABASE ${name} CHARACTER SET utf8mb4 COLLATE utf8mb4_general_ci`);
    url.pathname = `/${name}`;
    const db = connect(url.toString());
    try {
      await expect(prepareDatabase(db, loadConfig({ HCS_DB_URL: url.toString() }))).rejects.toThrow(
        /utf8mb4_bin/,
      );
    } finally {
      await db.close();
      await admin.query(`DROP DATABASE ${name}`);
      await admin.end();
    }
  });
});
