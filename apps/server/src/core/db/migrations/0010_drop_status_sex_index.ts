import type { Kysely } from 'kysely';
import { dropIndexOn } from './support/dialect.ts';

/**
 * status and sex split the users into a few large groups: an index on them made SQLite fetch half the
 * table and sort it, where walking the create_time index newest-first stops after one page.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await dropIndexOn(db, 'idx_sys_user_status_sex', 'sys_user').execute();
}
