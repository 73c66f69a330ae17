import { DATA_SOURCE_DEFAULT_PORTS, type DataSourceDbType } from '@hcs/shared';
import SQLite from 'better-sqlite3';
import { Kysely, MysqlDialect, PostgresDialect, SqliteDialect, sql } from 'kysely';
import { createPool } from 'mysql2';
import pg from 'pg';
import { resolveSqliteFile } from './sqlitePath.ts';

/** A data source with its password in clear, as only the server ever holds it. */
export interface ConnectionDef {
  dbType: DataSourceDbType;
  host: string | null;
  port: number | null;
  dbName: string;
  dbUsername: string | null;
  dbPassword: string | null;
}

const TIMEOUT_MS = 5_000;

/**
 * A Kysely instance over a data source, read-only for SQLite; the caller destroys it. Connections time
 * out after a few seconds so a wrong host does not hold a request.
 */
export function openDataSource(def: ConnectionDef, dataDir: string): Kysely<unknown> {
  if (def.dbType === 'sqlite') {
    const file = resolveSqliteFile(dataDir, def.dbName);
    return new Kysely({
      dialect: new SqliteDialect({
        database: new SQLite(file, { readonly: true, fileMustExist: true, timeout: TIMEOUT_MS }),
      }),
    });
  }
  const host = def.host ?? '127.0.0.1';
  const port = def.port ?? DATA_SOURCE_DEFAULT_PORTS[def.dbType];
  if (def.dbType === 'postgres') {
    return new Kysely({
      dialect: new PostgresDialect({
        pool: new pg.Pool({
          host,
          port,
          database: def.dbName,
          user: def.dbUsername ?? undefined,
          password: def.dbPassword ?? '',
          max: 1,
          connectionTimeoutMillis: TIMEOUT_MS,
          query_timeout: TIMEOUT_MS,
          statement_timeout: TIMEOUT_MS,
        }),
      }),
    });
  }
  return new Kysely({
    dialect: new MysqlDialect({
      pool: createPool({
        host,
        port,
        database: def.dbName,
        user: def.dbUsername ?? undefined,
        password: def.dbPassword ?? '',
        connectionLimit: 1,
        connectTimeout: TIMEOUT_MS,
      }),
    }),
  });
}

/** What the driver said, also for errors that carry their message only in their causes (ECONNREFUSED on several addresses). */
export function driverMessage(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  if (err.message) return err.message;
  if (err instanceof AggregateError) {
    const inner = err.errors.map(driverMessage).filter((m) => m !== '');
    if (inner.length > 0) return inner.join('; ');
  }
  return (err as { code?: string }).code ?? err.name;
}

/** Connects and runs SELECT 1; resolves with nothing or rejects with the driver's message. */
export async function probeConnection(def: ConnectionDef, dataDir: string): Promise<void> {
  const db = openDataSource(def, dataDir);
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      sql`select 1`.execute(db),
      new Promise((_resolve, reject) => {
        timer = setTimeout(
          () => reject(new Error(`连接超时（${(TIMEOUT_MS * 2) / 1000}秒）`)),
          TIMEOUT_MS * 2,
        );
      }),
    ]);
  } finally {
    clearTimeout(timer);
    await db.destroy().catch(() => undefined);
  }
}
