import type { DatabaseAnswer } from '@hcs/shared';
import { sql } from 'kysely';
import type { Db } from '../../core/db/connect.ts';
import { formatDateTime } from '../../core/time.ts';

/** Row counts are asked again at most this often (an exact count of a large table takes a while). */
const TABLES_TTL_MS = 30_000;

export async function databaseVersion(db: Db): Promise<string> {
  const raw = db.kysely.withoutPlugins();
  if (db.dialect === 'sqlite') {
    const { rows } = await sql<{ v: string }>`select sqlite_version() as v`.execute(raw);
    return `SQLite ${rows[0]?.v ?? ''}`.trim();
  }
  if (db.dialect === 'mysql') {
    // MariaDB says so in its version text (10.11.9-MariaDB-…); MySQL does not.
    const { rows } = await sql<{ v: string }>`select version() as v`.execute(raw);
    const v = rows[0]?.v ?? '';
    return `${v.includes('MariaDB') ? 'MariaDB' : 'MySQL'} ${v}`.trim();
  }
  const { rows } = await sql<{ v: string }>`select current_setting('server_version') as v`.execute(raw);
  return `PostgreSQL ${rows[0]?.v ?? ''}`.trim();
}

async function databaseSize(db: Db): Promise<number> {
  const raw = db.kysely.withoutPlugins();
  if (db.dialect === 'sqlite') {
    const { rows } = await sql<{
      n: number;
    }>`select page_count * page_size as n from pragma_page_count(), pragma_page_size()`.execute(raw);
    return Number(rows[0]?.n ?? 0);
  }
  if (db.dialect === 'mysql') {
    const { rows } = await sql<{ n: string | number | null }>`
      select sum(data_length + index_length) as n from information_schema.tables
      where table_schema = database()`.execute(raw);
    return Number(rows[0]?.n ?? 0);
  }
  const { rows } = await sql<{
    n: string | number;
  }>`select pg_database_size(current_database()) as n`.execute(raw);
  return Number(rows[0]?.n ?? 0);
}

type Tables = DatabaseAnswer['tables'];

async function tableRows(db: Db): Promise<Tables> {
  const raw = db.kysely.withoutPlugins();
  if (db.dialect === 'postgres') {
    // Estimates, as exact counts of every table would scan them all: the statistics' live rows (kept as
    // rows are written), else the planner's reltuples (-1 for a table never analysed).
    const { rows } = await sql<{ name: string; rows: number }>`
      select c.relname as name,
        coalesce(nullif(s.n_live_tup, 0), greatest(c.reltuples, 0))::bigint as rows
      from pg_class c
        join pg_namespace n on n.oid = c.relnamespace
        left join pg_stat_user_tables s on s.relid = c.oid
      where c.relkind in ('r', 'p') and n.nspname = current_schema()
      order by c.relname`.execute(raw);
    return rows.map((r) => ({ name: r.name, rows: Number(r.rows) }));
  }
  // MySQL's own row figures (information_schema.tables.table_rows) are InnoDB guesses, 0 for a table
  // just written: its tables are counted exactly, like SQLite's.
  const { rows: names } =
    db.dialect === 'mysql'
      ? await sql<{ name: string }>`
          select table_name as name from information_schema.tables
          where table_schema = database() and table_type = 'BASE TABLE' order by table_name`.execute(raw)
      : await sql<{ name: string }>`
          select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name`.execute(
          raw,
        );
  const tables: Tables = [];
  for (const { name } of names) {
    // The names come from the database's own catalogue, quoted as identifiers.
    const { rows } = await sql<{ n: number }>`select count(*) as n from ${sql.id(name)}`.execute(raw);
    tables.push({ name, rows: Number(rows[0]?.n ?? 0) });
  }
  return tables;
}

/** The database's figures: dialect, version, size, pool, the slowest recent statements and table rows. */
export class DatabaseStats {
  private tables: { at: number; value: Promise<Tables> } | null = null;
  private version: Promise<string> | null = null;

  constructor(private readonly db: Db) {}

  versionText(): Promise<string> {
    this.version ??= databaseVersion(this.db).catch((error: unknown) => {
      this.version = null;
      throw error;
    });
    return this.version;
  }

  async current(): Promise<DatabaseAnswer> {
    const now = Date.now();
    if (!this.tables || now - this.tables.at > TABLES_TTL_MS) {
      const value = tableRows(this.db);
      this.tables = { at: now, value };
      value.catch(() => {
        this.tables = null;
      });
    }
    const [version, size, tables] = await Promise.all([
      this.versionText(),
      databaseSize(this.db),
      this.tables.value,
    ]);
    return {
      dialect: this.db.dialect,
      version,
      size,
      ...this.perCopy(),
      tables: [...tables].sort((a, b) => b.rows - a.rows),
      rowsEstimated: this.db.dialect === 'postgres',
    };
  }

  /** What differs between server copies on one database: each has its pool and its statements. */
  perCopy(): Pick<DatabaseAnswer, 'pool' | 'slowQueries'> {
    return {
      pool: this.db.poolState(),
      slowQueries: this.db.slowQueries.slowest().map((s) => ({
        sql: s.sql,
        durationMs: Math.round(s.durationMs * 100) / 100,
        time: formatDateTime(new Date(s.at)),
      })),
    };
  }
}
