import type { Kysely } from 'kysely';

/**
 * A report column's link (the family's onl_cgreport_item.field_href): an internal path (`/…`) or an
 * http(s) URL whose `${field}` placeholders are filled from the row (see modules/onlineReport/links.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('onl_cgreport_item').addColumn('field_href', 'varchar(500)').execute();
}
