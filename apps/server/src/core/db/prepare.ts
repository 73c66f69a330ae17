import { sql } from 'kysely';
import type { AppConfig } from '../../config.ts';
import { type Db, SQLITE_BUSY_TIMEOUT_MS } from './connect.ts';
import { migrateToLatest } from './migrate.ts';
import { requireBinaryCollation } from './mysqlCollation.ts';
import { type SeededLogin, seedUsers } from './seed/users.ts';

/** Migrates the schema to the latest version and seeds what is missing. Safe to run at every start. */
export async function prepareDatabase(db: Db, config: AppConfig): Promise<SeededLogin[]> {
  if (db.dialect === 'sqlite') {
    // Another process migrating the same new file holds the write lock for as long as that takes.
    await sql`pragma busy_timeout = 60000`.execute(db.kysely);
    await migrateToLatest(db.kysely);
    await sql`pragma busy_timeout = ${sql.lit(SQLITE_BUSY_TIMEOUT_MS)}`.execute(db.kysely);
  } else {
    if (db.dialect === 'mysql') await requireBinaryCollation(db.kysely);
    await migrateToLatest(db.kysely);
  }
  return seedUsers(db.kysely, { admin: config.adminPassword, demo: config.demoPassword });
}
