import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import SQLite from 'better-sqlite3';
import { CamelCasePlugin, Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';
import { SlowQueries } from './slowQueries.ts';
import { MigratableSqliteDialect } from './sqliteDialect.ts';
import { WriteTracker } from './writeTracker.ts';

export type Dialect = 'sqlite' | 'postgres';

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

/** Opens the database named by an `sqlite:<path>` or `postgres://…` URL. */
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
      dialect: new MigratableSqliteDialect({ database: withStatementCache(sqlite) }),
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
  const pool = new pg.Pool({ connectionString: url, max });
  // A connection the database drops (a restart, a cut network) emits an error event: on the pool while
  // the connection is idle, on the connection itself while a query holds it. Unheard, either would end the
  // process; the query in flight fails on its own, and the pool replaces the broken connection.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  const kysely = new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
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
