import type { Kysely } from 'kysely';

/** Indexes for the default sort (newest first) and the common filters of the large lists. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('idx_sys_user_create_time').on('sys_user').column('create_time').execute();
  await db.schema.createIndex('idx_sys_user_status_sex').on('sys_user').columns(['status', 'sex']).execute();
  await db.schema.createIndex('idx_sys_user_depart_dep').on('sys_user_depart').column('dep_id').execute();
  await db.schema
    .createIndex('idx_sys_announcement_create_time')
    .on('sys_announcement')
    .column('create_time')
    .execute();
}
