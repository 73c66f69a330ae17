import { type BuiltApp, buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import type { TestDatabase } from './testDatabase.ts';
import { ADMIN_PASSWORD, DEMO_PASSWORD, startTestServer, type TestServer } from './testServer.ts';

/** Two server copies in this process on one database, as behind a load balancer. */
export interface TwoCopies {
  /** The test server, on a database of its own. */
  a: TestServer;
  /** A second app on A's database and data folder, ready. */
  b: BuiltApp;
  /** Shuts copy B down, once however often it is called. */
  closeB(): Promise<void>;
  /** Shuts both copies down and drops the database. */
  close(): Promise<void>;
}

const COPY_ENV = { HCS_LOGIN_CAPTCHA: 'off' };

/**
 * One more server copy, in this process, on a database and data folder the test already has (the database
 * outlives the copy: closing it drops nothing), ready.
 */
export async function startCopyOn(database: Pick<TestDatabase, 'url' | 'dataDir'>): Promise<BuiltApp> {
  const built = await buildApp(
    loadConfig({
      HCS_DB_URL: database.url,
      HCS_DATA_DIR: database.dataDir,
      HCS_ADMIN_PASSWORD: ADMIN_PASSWORD,
      HCS_DEMO_PASSWORD: DEMO_PASSWORD,
      HCS_LOG_LEVEL: 'silent',
      ...COPY_ENV,
    }),
  );
  await built.app.ready();
  return built;
}

export async function startTwoCopies(): Promise<TwoCopies> {
  const a = await startTestServer(COPY_ENV);
  let b: BuiltApp;
  try {
    b = await startCopyOn({ url: a.ctx.config.dbUrl, dataDir: a.ctx.config.dataDir });
  } catch (error) {
    await a.close();
    throw error;
  }
  let closingB: Promise<unknown> | undefined;
  const closeB = async () => {
    closingB ??= b.app.close();
    await closingB;
  };
  return {
    a,
    b,
    closeB,
    async close() {
      await closeB();
      await a.close();
    },
  };
}
