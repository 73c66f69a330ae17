import { afterAll, describe, expect, it } from 'vitest';
import { connect } from '../src/core/db/connect.ts';
import {
  freePorts,
  type ServerProcess,
  SPAWNED_COPIES_TIMEOUT_MS,
  spawnServer,
  waitUntilUp,
} from './support/serverProcess.ts';
import { createTestDatabase, type TestDatabase } from './support/testDatabase.ts';
import { ADMIN_PASSWORD } from './support/testServer.ts';

let database: TestDatabase;
const copies: ServerProcess[] = [];

afterAll(async () => {
  await Promise.all(copies.map((copy) => copy.stop()));
  await database?.drop();
});

describe('two server copies started at the same moment on an empty database', () => {
  it(
    'both come up: one migrates and seeds, the other waits for it, and each seeded user exists once',
    async () => {
      database = await createTestDatabase();
      const env = {
        HCS_DB_URL: database.url,
        HCS_DATA_DIR: database.dataDir,
        HCS_ADMIN_PASSWORD: ADMIN_PASSWORD,
        HCS_JWT_SECRET: 'a-secret-both-copies-share-0123456789',
        HCS_LOGIN_CAPTCHA: 'off',
        HCS_LOG_LEVEL: 'silent',
      };
      const ports = await freePorts(2);
      copies.push(...ports.map((port) => spawnServer(env, port)));
      await Promise.all(copies.map((copy) => waitUntilUp(copy, 60_000)));

      for (const copy of copies) {
        const login = await copy.call('POST', '/sys/login', { username: 'admin', password: ADMIN_PASSWORD });
        expect(login.success).toBe(true);
      }
      const db = connect(database.url);
      try {
        const users = await db.kysely.selectFrom('sysUser').select('username').execute();
        expect(users.map((u) => u.username).sort()).toEqual(['admin', 'fuwu', 'zhuguan']);
        const roles = await db.kysely.selectFrom('sysUserRole').select('userId').execute();
        expect(roles).toHaveLength(3);
      } finally {
        await db.close();
      }
    },
    SPAWNED_COPIES_TIMEOUT_MS,
  );
});
