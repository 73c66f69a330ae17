import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import SQLite from 'better-sqlite3';
import { CamelCasePlugin, CompiledQuery, Kysely, MysqlAdapter, MysqlDialect, PostgresDialect } from 'kysely';
import { createPool, type Pool as MysqlPool } from 'mysql2';
import pg from 'pg';
import { trackingCommits } from './commitTracking.ts';
import { MysqlOnConflict } from './mysqlOnConflict.ts';
import type { Database } from './schema.ts';
import { SlowQueries } from './slowQueries.ts';
import { MigratableSqliteDialect } from './sqliteDialect.ts';
import { WriteTracker } from './writeTracker.ts';

export type Dialect = 'sqlite' | 'postgres' | 'mysql';

/** Whether a Kysely instance or transaction talks to MySQL / MariaDB, for code that gets no {@link Db}. */
export const isMysql = <DB>(db: Kysely<DB>): boolean => db.getExecutor().adapter instanceof MysqlAdapter;

export interface Db {
  kysely: Kysely<Database>;
  dialect: Dialect;
  /** Which tables this copy has written, for caches of read results. */
  writes: WriteTracker;
  /** The slowest recent statements, for 系统监控. */
  slowQueries: SlowQueries;
  /** The connection pool's state; null for SQLite's one embedded connection. */
  poolState(): { max: number; total: number; idle: number; waiting: number } | null;
  close(): Promise<void>;
}

// PostgreSQL returns int8 (count(*), bigint epoch columns) as strings; the values we store fit in a double.
pg.types.setTypeParser(20, (v: string) => Number.parseInt(v, 10));

/** How long a statement waits for another process's write lock on the SQLite file. */
export const SQLITE_BUSY_TIMEOUT_MS = 5000;

const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every query anew; preparing costs more than running a small query. The same SQL text
 * gets the same prepared statement back (Kysely runs one query at a time on this connection). Also
 * where transactions begin immediately (below).
 */
function withStatementCache(sqlite: SQLite.Database): SQLite.Database {
  const cache = new Map<string, SQLite.Statement>();
  const prepare = sqlite.prepare.bind(sqlite);
  return new Proxy(sqlite, {
    get(target, property, receiver) {
      if (property !== 'prepare') {
        const value: unknown = Reflect.get(target, property, receiver);
        // Native methods must be called on the real database object, not on the proxy.
        return typeof value === 'function' ? value.bind(target) : value;
      }
      return (query: string) => {
        // Kysely opens a transaction with a plain (deferred) `begin`: one that reads and then writes
        // fails at once with SQLITE_BUSY_SNAPSHOT when another process (a second server copy, the job
        // scheduler's) wrote in between. `begin immediate` takes the write lock first, waiting for it
        // up to busy_timeout, so a read-then-write transaction always sees what it changes.
        const source = query === 'begin' ? 'begin immediate' : query;
        let statement = cache.get(source);
        if (!statement) {
          if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value ?? '');
          statement = prepare(source);
          cache.set(source, statement);
        }
        return statement;
      };
    },
  });
}

/** mysql2 keeps its pool's connections in lists it does not expose; 系统监控 reads their lengths. */
interface MysqlPoolLists {
  _allConnections: { length: number };
  _freeConnections: { length: number };
  _connectionQueue: { length: number };
}

function mysqlPoolState(pool: MysqlPool, max: number) {
  const lists = pool as unknown as Partial<MysqlPoolLists>;
  return {
    max,
    total: lists._allConnections?.length ?? 0,
    idle: lists._freeConnections?.length ?? 0,
    waiting: lists._connectionQueue?.length ?? 0,
  };
}

/** Opens the database named by an `sqlite:<path>`, `postgres://…` or `mysql://…` URL. */
export function connect(url: string): Db {
  const writes = new WriteTracker();
  const slowQueries = new SlowQueries();
  if (url.startsWith('sqlite:')) {
    const file = url.slice('sqlite:'.length);
    if (file !== ':memory:') mkdirSync(dirname(resolve(file)), { recursive: true });
    const sqlite = new SQLite(file);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = NORMAL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma(`busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
    // Pages are read through a memory map and kept in a 64 MB cache: a read costs no system call,
    // which is what a page read mostly is on a sandboxed or virtualised host.
    sqlite.pragma('mmap_size = 268435456');
    sqlite.pragma('cache_size = -65536');
    const kysely = new Kysely<Database>({
      dialect: trackingCommits(new MigratableSqliteDialect({ database: withStatementCache(sqlite) }), writes),
      plugins: [new CamelCasePlugin(), writes],
      log: slowQueries.log,
    });
    return {
      kysely,
      dialect: 'sqlite',
      writes,
      slowQueries,
      poolState: () => null,
      close: () => kysely.destroy(),
    };
  }
  const max = 10;
  if (url.startsWith('mysql://')) {
    const pool = createPool({
      uri: url,
      connectionLimit: max,
      // Values come back as on the other dialects: dates as the stored text, decimals and counts as numbers.
      dateStrings: true,
      decimalNumbers: true,
      supportBigNumbers: true,
      // Binary collation on the connection too, so comparisons stay case- and accent-sensitive (docs/operations.md).
      charset: 'UTF8MB4_BIN',
    });
    const kysely = new Kysely<Database>({
      dialect: trackingCommits(
        new MysqlDialect({
          pool,
          // `a || b` joins text, as on SQLite and PostgreSQL (the tenant filter and report SQL use it).
          onCreateConnection: async (connection) => {
            await connection.executeQuery(
              CompiledQuery.raw(
                "set session sql_mode = concat_ws(',', nullif(@@session.sql_mode, ''), 'PIPES_AS_CONCAT')",
              ),
            );
          },
        }),
        writes,
      ),
      plugins: [new CamelCasePlugin(), new MysqlOnConflict(), writes],
      log: slowQueries.log,
    });
    return {
      kysely,
      dialect: 'mysql',
      writes,
      slowQueries,
      poolState: () => mysqlPoolState(pool, max),
      close: () => kysely.destroy(),
    };
  }
  const pool = new pg.Pool({ connectionString: url, max });
  // A connection the database drops (a restart, a cut network) emits an error event: on the pool while
  // the connection is idle, on the connection itself while a query holds it. Unheard, either would end the
  // process; the query in flight fails on its own, and the pool replaces the broken connection.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  const kysely = new Kysely<Database>({
    dialect: trackingCommits(new PostgresDialect({ pool }), writes),
    plugins: [new CamelCasePlugin(), writes],
    log: slowQueries.log,
  });
  return {
    kysely,
    dialect: 'postgres',
    writes,
    slowQueries,
    poolState: () => ({ max, total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: () => kysely.destroy(),
  };
}
