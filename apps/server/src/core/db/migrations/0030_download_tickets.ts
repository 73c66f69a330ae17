import type { Kysely } from 'kysely';

/** One-time tickets that let a browser navigation download an export (see core/auth/downloadTickets.ts). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sys_download_ticket')
    .addColumn('ticket_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('session_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('user_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('path', 'varchar(300)', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
}
