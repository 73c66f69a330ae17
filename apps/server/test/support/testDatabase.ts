import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createConnection } from 'mysql2/promise';
import pg from 'pg';

export interface TestDatabase {
  url: string;
  dataDir: string;
  drop(): Promise<void>;
}

/**
 * A fresh, empty database for one test file: a SQLite file in a temp dir, or, when the suite runs
 * against PostgreSQL (HCS_TEST_DIALECT=postgres) or MySQL/MariaDB (HCS_TEST_DIALECT=mysql), a new
 * database on HCS_TEST_PG_URL's or HCS_TEST_MYSQL_URL's server. `dialect` asks for one regardless of
 * the suite's (a backup restored into another dialect).
 */
export async function createTestDatabase(dialect = process.env.HCS_TEST_DIALECT): Promise<TestDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'hcs-test-'));
  const removeDir = () => rmSync(dataDir, { recursive: true, force: true });
  const pgUrl = process.env.HCS_TEST_PG_URL;
  if (dialect === 'mysql') return createMysqlDatabase(dataDir, removeDir);
  if (dialect !== 'postgres') {
    return { url: `sqlite:${join(dataDir, 'hcs.db')}`, dataDir, drop: async () => removeDir() };
  }
  if (!pgUrl) throw new Error('a PostgreSQL test database needs HCS_TEST_PG_URL');
  const name = `hcs_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(pgUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    dataDir,
    drop: async () => {
      const client = new pg.Client({ connectionString: pgUrl });
      await client.connect();
      // Wait for the server's pool to finish closing rather than killing its connections mid-close.
      for (let attempt = 0; ; attempt++) {
        try {
          await client.query(`DROP DATABASE IF EXISTS ${name}`);
          break;
        } catch (err) {
          if (attempt >= 50) {
            await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
            break;
          }
          if ((err as { code?: string }).code !== '55006') throw err;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
      await client.end();
      removeDir();
    },
  };
}

/** A new database on HCS_TEST_MYSQL_URL's server, with the character set and collation docs/operations.md asks for. */
async function createMysqlDatabase(dataDir: string, removeDir: () => void): Promise<TestDatabase> {
  const mysqlUrl = process.env.HCS_TEST_MYSQL_URL;
  if (!mysqlUrl) throw new Error('HCS_TEST_DIALECT=mysql needs HCS_TEST_MYSQL_URL');
  const name = `hcs_test_${randomBytes(6).toString('hex')}`;
  const admin = await createConnection({ uri: mysqlUrl });
  await admin.query(`CREATE DATABASE ${name} CHARACTER SET utf8mb4 COLLATE utf8mb4_bin`);
  await admin.end();
  const url = new URL(mysqlUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    dataDir,
    drop: async () => {
      const client = await createConnection({ uri: mysqlUrl });
      await client.query(`DROP DATABASE IF EXISTS ${name}`);
      await client.end();
      removeDir();
    },
  };
}
