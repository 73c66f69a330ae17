import { ONLINE_TABLE_PREFIX } from '@hcs/shared';
import type { Kysely } from 'kysely';
import type { Dialect } from '../core/db/connect.ts';
import type { Database } from '../core/db/schema.ts';
import type { ColumnShape } from '../modules/onlineForm/design/catalog.ts';
import { createTable, type DesiredColumn } from '../modules/onlineForm/design/ddl.ts';

/**
 * The tables 在线表单 creates at run time (`ol_<table>`, by 同步数据库) are no migration's: a backup
 * records each one's columns as the catalog describes them now (the dialect-free shape 同步数据库 itself
 * compares with), and a restore creates the table from that shape with the same DDL 同步数据库 uses,
 * in whichever dialect it restores into. The table as it is counts, not its definition, which may have
 * been edited since the last 同步数据库.
 */

export const isOnlineTable = (table: string): boolean => table.startsWith(ONLINE_TABLE_PREFIX);

/** Creates `table` from its recorded shape; a column type only another database knows becomes text. */
export async function createOnlineTable(
  db: Kysely<Database>,
  dialect: Dialect,
  table: string,
  shape: ColumnShape[],
  primaryKey: string[],
): Promise<void> {
  const columns: DesiredColumn[] = shape.map((column) => ({
    name: column.name,
    kind: column.kind === 'other' ? 'text' : column.kind,
    length: column.length,
    scale: column.scale,
    nullable: column.nullable,
    defaultValue: column.kind === 'blob' ? null : column.defaultValue,
    primaryKey: primaryKey.length === 1 && primaryKey[0] === column.name,
  }));
  await createTable(dialect, table, columns).execute(db);
}
