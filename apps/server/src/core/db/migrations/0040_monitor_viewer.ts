import { type Kysely, sql } from 'kysely';

/**
 * 系统监控: "someone is looking at a monitor page" gets its own one-row table instead of a `(viewer)` row
 * in `sys_monitor_copy` (modules/monitor/copyBoard.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sys_monitor_viewer')
    .addColumn('id', 'varchar(16)', (c) => c.primaryKey())
    .addColumn('last_asked_at', 'bigint', (c) => c.notNull())
    .addColumn('since', 'bigint', (c) => c.notNull())
    .execute();
  await sql`delete from sys_monitor_copy where id = '(viewer)'`.execute(db);
}
