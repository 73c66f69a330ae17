import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Dialect } from '../core/db/connect.ts';
import type { Database } from '../core/db/schema.ts';

/**
 * What a backup needs to know of a database from its own catalog, per dialect: its tables (all of them,
 * the ones 在线表单 created at run time included), their columns and primary keys. Every query here
 * runs on a Kysely without the CamelCasePlugin, so names are the real snake_case ones.
 */

/** A Kysely given `withoutPlugins()`: rows keep their snake_case column names. */
export type PlainDb = Kysely<Database>;

/** Kysely's bookkeeping of migrations: the backup names the version instead of copying them. */
export const MIGRATION_TABLES: ReadonlySet<string> = new Set(['kysely_migration', 'kysely_migration_lock']);

export interface CatalogColumn {
  name: string;
  /** An integer type, read as text so that no 64-bit value loses digits on its way through a double. */
  integer: boolean;
}

export interface CatalogTable {
  name: string;
  columns: CatalogColumn[];
  primaryKey: string[];
}

/** Every base table of the database (the connection's schema), by name. */
export async function listTables(db: PlainDb, dialect: Dialect): Promise<string[]> {
  if (dialect === 'sqlite') {
    const { rows } = await sql<{ name: string }>`select name from sqlite_master
      where type = 'table' and name not like 'sqlite\\_%' escape '\\' order by name`.execute(db);
    return rows.map((r) => r.name);
  }
  const schema = dialect === 'postgres' ? sql`current_schema()` : sql`database()`;
  const { rows } = await sql<{ name: string }>`select table_name as name from information_schema.tables
    where table_schema = ${schema} and table_type = 'BASE TABLE' order by table_name`.execute(db);
  return rows.map((r) => r.name);
}

const INTEGER_TYPES = new Set(['smallint', 'integer', 'bigint', 'int', 'tinyint', 'mediumint']);

/** A table's columns in their order and its primary key. */
export async function describeTable(db: PlainDb, dialect: Dialect, table: string): Promise<CatalogTable> {
  if (dialect === 'sqlite') {
    const { rows } = await sql<{ name: string; type: string; pk: number }>`select name, type, pk
      from pragma_table_info(${table}) order by cid`.execute(db);
    return {
      name: table,
      // SQLite's own rule: a declared type containing INT has integer affinity.
      columns: rows.map((r) => ({ name: r.name, integer: /int/i.test(r.type) })),
      primaryKey: rows
        .filter((r) => Number(r.pk) > 0)
        .sort((a, b) => Number(a.pk) - Number(b.pk))
        .map((r) => r.name),
    };
  }
  const schema = dialect === 'postgres' ? sql`current_schema()` : sql`database()`;
  const { rows } = await sql<{ name: string; type: string }>`select column_name as name, data_type as type
    from information_schema.columns where table_schema = ${schema} and table_name = ${table}
    order by ordinal_position`.execute(db);
  const keys = await sql<{ name: string }>`select k.column_name as name
    from information_schema.table_constraints c
    join information_schema.key_column_usage k
      on k.constraint_name = c.constraint_name and k.table_schema = c.table_schema and k.table_name = c.table_name
    where c.table_schema = ${schema} and c.table_name = ${table} and c.constraint_type = 'PRIMARY KEY'
    order by k.ordinal_position`.execute(db);
  return {
    name: table,
    columns: rows.map((r) => ({ name: r.name, integer: INTEGER_TYPES.has(r.type.toLowerCase()) })),
    primaryKey: keys.rows.map((r) => r.name),
  };
}

/** A column as its exact text when it holds integers, as itself otherwise. */
export function selectColumn(dialect: Dialect, column: CatalogColumn): RawBuilder<unknown> {
  const ref = sql.ref(column.name);
  if (!column.integer) return sql`${ref}`;
  const text = dialect === 'mysql' ? sql`cast(${ref} as char)` : sql`cast(${ref} as text)`;
  return sql`${text} as ${sql.id(column.name)}`;
}

/**
 * Starts a read-only transaction on `db` (one pinned connection) that sees one moment of the whole
 * database while the server goes on writing: SQLite's deferred read transaction (not `begin immediate`,
 * which would hold the server's writes), PostgreSQL's repeatable read, MySQL's consistent snapshot.
 */
export function beginSnapshot(dialect: Dialect): RawBuilder<unknown> {
  if (dialect === 'sqlite') return sql`begin deferred`;
  if (dialect === 'postgres') return sql`begin transaction isolation level repeatable read, read only`;
  return sql`start transaction with consistent snapshot, read only`;
}

/** Drops every table of the database (restore --replace). */
export async function dropAllTables(db: PlainDb, dialect: Dialect): Promise<void> {
  const tables = await listTables(db, dialect);
  if (dialect === 'postgres') {
    if (tables.length > 0)
      await sql`drop table if exists ${sql.join(tables.map((t) => sql.id(t)))} cascade`.execute(db);
    return;
  }
  for (const table of tables) await sql`drop table if exists ${sql.id(table)}`.execute(db);
}
