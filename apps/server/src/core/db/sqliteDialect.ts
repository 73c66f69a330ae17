import { type DialectAdapter, SqliteAdapter, SqliteDialect } from 'kysely';

/**
 * SQLite runs DDL inside transactions, but Kysely's adapter says it does not, so its migrator runs
 * migrations outside any transaction and without a lock. Two processes starting on one new database file
 * then both create the same tables. Claiming transactional DDL makes the migrator read the applied
 * migrations and run the rest in one transaction, which begins immediate (connect.ts): a second process
 * waits for the first, then finds nothing left to do; a failing migration leaves no half-made schema.
 */
class TransactionalDdlSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}

export class MigratableSqliteDialect extends SqliteDialect {
  override createAdapter(): DialectAdapter {
    return new TransactionalDdlSqliteAdapter();
  }
}
