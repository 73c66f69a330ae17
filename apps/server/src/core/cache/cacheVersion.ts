import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';

/** The version stamp of a named cache (0 before its first change). */
export async function readCacheVersion(db: Kysely<Database>, name: string): Promise<number> {
  const row = await db
    .selectFrom('sysCacheVersion')
    .select('version')
    .where('cacheName', '=', name)
    .executeTakeFirst();
  return row ? Number(row.version) : 0;
}

/** Marks a named cache out of date on every server copy sharing the database. */
export async function bumpCacheVersion(db: Kysely<Database>, name: string): Promise<void> {
  const result = await db
    .updateTable('sysCacheVersion')
    .set({ version: sql<number>`version + 1` })
    .where('cacheName', '=', name)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) {
    await db
      .insertInto('sysCacheVersion')
      .values({ cacheName: name, version: 1 })
      .onConflict((oc) =>
        oc.column('cacheName').doUpdateSet({ version: sql<number>`sys_cache_version.version + 1` }),
      )
      .execute();
  }
}
