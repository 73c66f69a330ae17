import SQLite from 'better-sqlite3';
import { Kysely, type RawBuilder, type SqlBool, SqliteDialect, sql } from 'kysely';
import type { AppContext } from '../../core/context.ts';
import type { Database } from '../../core/db/schema.ts';
import { BusinessError } from '../../core/result.ts';
import type { CompileOptions } from './sql/compileReport.ts';

/** What a report run gets: a connection that only reads, within the time limit, and how to compile for it. */
export interface ReportConnection {
  /** No plugins: names in a report's query are the database's own. */
  db: Kysely<Database>;
  compile: CompileOptions;
}

/**
 * Runs reports read-only and within a time limit:
 * - PostgreSQL: each run is one transaction `SET TRANSACTION READ ONLY` with `SET LOCAL statement_timeout`;
 * - MySQL / MariaDB: each run is one read-only transaction under the session's statement limit (readMysql);
 * - SQLite: a second connection opened read-only (a write is impossible on it), whose statements carry a
 *   row guard — `hcs_report_alive(…)` over a column of every table, evaluated for every joined row —
 *   that fails once the statement has run longer than the limit (better-sqlite3 has no interrupt; the
 *   guard is SQLite's progress bound). An in-memory database cannot be opened twice: it runs on the
 *   main connection without the guard.
 * Either way the refusal is 报表查询超时.
 */
export interface ReportRunner {
  read<T>(work: (connection: ReportConnection) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export const TIMEOUT_MESSAGE = '报表查询超时';
const SQLITE_TIMEOUT = 'HCS_REPORT_TIMEOUT';
const PG_QUERY_CANCELED = '57014';
/** MariaDB's max_statement_time (ER_STATEMENT_TIMEOUT) and MySQL's max_execution_time (ER_QUERY_TIMEOUT). */
const MYSQL_TIMEOUTS = new Set([1969, 3024]);

/** Whether a statement was stopped by the report's time limit (on any of the databases a report runs on). */
export const timedOut = (error: unknown): boolean => {
  if (!(error instanceof Error)) return false;
  if (error.message.includes(SQLITE_TIMEOUT)) return true;
  const { code, errno } = error as Error & { code?: unknown; errno?: unknown };
  return code === PG_QUERY_CANCELED || (typeof errno === 'number' && MYSQL_TIMEOUTS.has(errno));
};

const STATEMENT_RUNS = new Set(['all', 'get', 'iterate', 'run']);

/** A read-only SQLite connection whose statements start their clock each time they run. */
export function guardedSqlite(
  file: string,
  timeoutMs: number,
): { db: SQLite.Database; proxy: SQLite.Database } {
  const db = new SQLite(file, { readonly: true, fileMustExist: true });
  db.pragma('busy_timeout = 5000');
  let deadline = 0;
  db.function('hcs_report_alive', { varargs: true, deterministic: false }, () => {
    if (Date.now() > deadline) throw new Error(SQLITE_TIMEOUT);
    return 1;
  });
  const statement = (stmt: SQLite.Statement): SQLite.Statement =>
    new Proxy(stmt, {
      get(target, property) {
        const value: unknown = Reflect.get(target, property, target);
        if (typeof value !== 'function') return value;
        if (typeof property === 'string' && STATEMENT_RUNS.has(property)) {
          return (...args: unknown[]) => {
            deadline = Date.now() + timeoutMs;
            return (value as (...a: unknown[]) => unknown).apply(target, args);
          };
        }
        return value.bind(target);
      },
    });
  const proxy = new Proxy(db, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (property === 'prepare') return (source: string) => statement(target.prepare(source));
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { db, proxy };
}

/**
 * One report run on MySQL / MariaDB: a read-only transaction whose statements the session's limit stops
 * (MariaDB max_statement_time in seconds, MySQL max_execution_time in ms), set back to the server's
 * default afterwards since the connection returns to a pool. `started` is called once connected.
 */
export async function readMysql<DB, T>(
  db: Kysely<DB>,
  timeoutMs: number,
  work: (trx: Kysely<DB>) => Promise<T>,
  started: () => void = () => {},
): Promise<T> {
  return db
    .transaction()
    .setAccessMode('read only')
    .execute(async (trx) => {
      const { rows } = await sql<{ v: string }>`select version() as v`.execute(trx);
      started();
      const mariadb = String(rows[0]?.v ?? '').includes('MariaDB');
      const variable = sql.raw(mariadb ? 'max_statement_time' : 'max_execution_time');
      // A number from the configuration, never request text: SET takes no bound parameter.
      const limit = sql.raw(String(mariadb ? timeoutMs / 1000 : Math.trunc(timeoutMs)));
      await sql`set session ${variable} = ${limit}`.execute(trx);
      try {
        return await work(trx);
      } finally {
        await sql`set session ${variable} = default`.execute(trx);
      }
    });
}

export const sqliteGuard: CompileOptions['rowGuard'] = (
  columns: RawBuilder<unknown>[],
): RawBuilder<SqlBool> => sql<SqlBool>`hcs_report_alive(${sql.join(columns)}) = 1`;

export function reportRunner(ctx: AppContext): ReportRunner {
  const timeoutMs = ctx.config.reportTimeoutMs;
  const refuseTimeout = (error: unknown): never => {
    if (timedOut(error)) throw new BusinessError(TIMEOUT_MESSAGE);
    throw error;
  };

  if (ctx.db.dialect === 'postgres') {
    return {
      async read(work) {
        return ctx.db.kysely
          .transaction()
          .execute(async (trx) => {
            await sql`set transaction read only`.execute(trx);
            // A number from the configuration, never request text: SET takes no bound parameter.
            await sql`set local statement_timeout = ${sql.raw(String(Math.trunc(timeoutMs)))}`.execute(trx);
            return work({ db: trx.withoutPlugins(), compile: { dialect: 'postgres' } });
          })
          .catch(refuseTimeout);
      },
      close: async () => {},
    };
  }

  if (ctx.db.dialect === 'mysql') {
    return {
      read: (work) =>
        readMysql(ctx.db.kysely.withoutPlugins(), timeoutMs, (trx) =>
          work({ db: trx, compile: { dialect: 'mysql' } }),
        ).catch(refuseTimeout),
      close: async () => {},
    };
  }

  const file = ctx.config.dbUrl.slice('sqlite:'.length);
  if (file === ':memory:' || file === '') {
    return {
      read: (work) => work({ db: ctx.db.kysely.withoutPlugins(), compile: { dialect: 'sqlite' } }),
      close: async () => {},
    };
  }
  let opened: { kysely: Kysely<Database>; db: SQLite.Database } | null = null;
  const connection = () => {
    if (!opened) {
      const { db, proxy } = guardedSqlite(file, timeoutMs);
      opened = { db, kysely: new Kysely<Database>({ dialect: new SqliteDialect({ database: proxy }) }) };
    }
    return opened.kysely;
  };
  return {
    async read(work) {
      return work({
        db: connection(),
        compile: { dialect: 'sqlite', rowGuard: sqliteGuard },
      }).catch(refuseTimeout);
    },
    async close() {
      if (opened) await opened.kysely.destroy();
      opened = null;
    },
  };
}
