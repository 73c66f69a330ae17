import { type BuiltApp, buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { ADMIN_PASSWORD, startTestServer, type TestServer } from './testServer.ts';

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

export async function startTwoCopies(): Promise<TwoCopies> {
  const a = await startTestServer(COPY_ENV);
  let b: BuiltApp;
  try {
    b = await buildApp(
      loadConfig({
        HCS_DB_URL: a.ctx.config.dbUrl,
        HCS_DATA_DIR: a.ctx.config.dataDir,
        HCS_ADMIN_PASSWORD: ADMIN_PASSWORD,
        HCS_LOG_LEVEL: 'silent',
        ...COPY_ENV,
      }),
    );
    await b.app.ready();
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
