import { type DropIndexBuilder, type Kysely, MysqlAdapter } from 'kysely';

/**
 * Whether a migration runs on MySQL / MariaDB, for the few statements that must differ there. SQLite and
 * PostgreSQL take the other branch, unchanged. Frozen (see README.md).
 */
export const isMysql = (db: Kysely<unknown>): boolean => db.getExecutor().adapter instanceof MysqlAdapter;

/** `drop index`: MySQL wants the index's table named (`drop index … on t`), SQLite and PostgreSQL refuse it. */
export const dropIndexOn = (db: Kysely<unknown>, index: string, table: string): DropIndexBuilder => {
  const drop = db.schema.dropIndex(index);
  return isMysql(db) ? drop.on(table) : drop;
};
