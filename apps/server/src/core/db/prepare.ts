import type { AppConfig } from '../../config.ts';
import type { Db } from './connect.ts';
import { migrateToLatest } from './migrate.ts';
import { type SeededLogin, seedUsers } from './seed/users.ts';

/** Migrates the schema to the latest version and seeds what is missing. Safe to run at every start. */
export async function prepareDatabase(db: Db, config: AppConfig): Promise<SeededLogin[]> {
  await migrateToLatest(db.kysely);
  return seedUsers(db.kysely, { admin: config.adminPassword, demo: config.demoPassword });
}
