import { type Insertable, type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';

/** The tables that hold who was granted which menus and buttons, and the column naming the holder. */
const HOLDER_COLUMN = {
  sysRolePermission: 'roleId',
  sysDepartRolePermission: 'roleId',
  sysDepartPermission: 'departId',
} as const;

type GrantTable = keyof typeof HOLDER_COLUMN;

/**
 * Makes the grants of one holder (a role, a department role, a department) exactly `wanted`: grants no
 * longer wanted are deleted, new ones inserted with `newRow`, and those kept stay as they are (with
 * their data-rule choices). Returns the permission ids taken away. Run it inside a transaction.
 */
export async function replaceGrants<T extends GrantTable>(
  trx: Kysely<Database>,
  table: T,
  holderId: string,
  wanted: readonly string[],
  newRow: (permissionId: string) => Insertable<Database[T]>,
): Promise<string[]> {
  const holder = sql.ref(HOLDER_COLUMN[table]);
  const grants = trx as unknown as Kysely<Pick<Database, GrantTable>>;
  const current = await grants
    .selectFrom(table as GrantTable)
    .select('permissionId')
    .where(holder, '=', holderId)
    .execute();
  const have = new Set(current.map((c) => c.permissionId));
  const want = new Set(wanted);
  const remove = [...have].filter((id) => !want.has(id));
  const add = [...want].filter((id) => !have.has(id));
  if (remove.length > 0) {
    await grants
      .deleteFrom(table as GrantTable)
      .where(holder, '=', holderId)
      .where('permissionId', 'in', remove)
      .execute();
  }
  if (add.length > 0) {
    await trx.insertInto(table).values(add.map(newRow)).execute();
  }
  return remove;
}
