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

export interface OpenOptions {
  /**
   * The longest a statement may run (default 5 s). A caller that sets its own, shorter limit in the
   * session (online reports) gives its limit plus a margin here, so the server's limit answers first.
   */
  statementTimeoutMs?: number;
}

/** PostgreSQL type oids whose values are read as plain values instead of node-pg's defaults. */
const PG_INT8 = 20;
const PG_NUMERIC = 1700;
const PG_DATE = 1082;
const PG_TIMESTAMP = 1114;
const PG_TIMESTAMPTZ = 1184;

/**
 * Values as the project keeps them: numbers as numbers (int8, numeric), dates and times as the
 * database's text (`YYYY-MM-DD`, `YYYY-MM-DD HH:mm:ss`), not a JS Date shifted to UTC. Per pool, so the
 * process-wide parsers of the built-in database stay as they are.
 */
const pgTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (format !== 'binary') {
      if (oid === PG_INT8 || oid === PG_NUMERIC) return (v: string) => Number(v);
      if (oid === PG_DATE) return (v: string) => v;
      if (oid === PG_TIMESTAMP || oid === PG_TIMESTAMPTZ) return (v: string) => v.slice(0, 19);
    }
    return pg.types.getTypeParser(oid, format);
  },
} as pg.CustomTypesConfig;

/**
 * A Kysely instance over a data source, read-only for SQLite; the caller destroys it. Connections time
 * out after a few seconds so a wrong host does not hold a request. Values come back as the project keeps
 * them (numbers, `YYYY-MM-DD[ HH:mm:ss]` text), on every kind of database.
 */
export function openDataSource(
  def: ConnectionDef,
  dataDir: string,
  options: OpenOptions = {},
): Kysely<unknown> {
  const statementMs = Math.max(TIMEOUT_MS, Math.trunc(options.statementTimeoutMs ?? TIMEOUT_MS));
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
          query_timeout: statementMs,
          statement_timeout: statementMs,
          types: pgTypes,
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
        dateStrings: true,
        decimalNumbers: true,
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
