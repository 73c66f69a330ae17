import { sql } from 'kysely';
import type { Dialect } from '../core/db/connect.ts';
import { decodeValue, encodeValue, type Row } from './backupFile.ts';
import { type CatalogTable, type PlainDb, selectColumn } from './catalog.ts';

const PAGE = 1000;

/**
 * A table's rows in primary-key order, a page at a time (keyset paging: every page is an indexed range,
 * however far into the table), each row encoded for the backup. A table without a primary key is read by
 * offset in the order of all its columns.
 */
export async function* tableRows(db: PlainDb, dialect: Dialect, table: CatalogTable): AsyncGenerator<Row> {
  const select = sql.join(table.columns.map((c) => selectColumn(dialect, c)));
  const keyed = table.primaryKey.length > 0;
  const keys = keyed ? table.primaryKey : table.columns.map((c) => c.name);
  const order = sql.join(keys.map((k) => sql.ref(k)));
  let last: Row | null = null;
  let offset = 0;
  for (;;) {
    let after = sql``;
    if (keyed && last) {
      const values = keys.map((k) =>
        decodeValue(last?.[table.columns.findIndex((c) => c.name === k)] ?? null),
      );
      after =
        keys.length === 1
          ? sql`where ${order} > ${values[0]}`
          : sql`where (${order}) > (${sql.join(values.map((v) => sql`${v}`))})`;
    }
    const page = keyed ? sql`limit ${PAGE}` : sql`limit ${PAGE} offset ${offset}`;
    const { rows } = await sql<Record<string, unknown>>`select ${select} from ${sql.id(table.name)} ${after}
      order by ${order} ${page}`.execute(db);
    for (const raw of rows) {
      last = table.columns.map((c) => encodeValue(raw[c.name], c.integer, `${table.name}.${c.name}`));
      yield last;
    }
    if (rows.length < PAGE) return;
    offset += rows.length;
  }
}
