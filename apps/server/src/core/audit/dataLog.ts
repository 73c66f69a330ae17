import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { newId } from '../ids.ts';
import { formatDateTime } from '../time.ts';
import { trackedTable } from './dataLogTables.ts';
import { redactSecrets } from './redact.ts';

/**
 * 数据日志: stores each record as it is now as its next version (1, 2, …), secrets removed. Called
 * by the services right after they create or change records, inside their transaction, so a version
 * exists exactly when the change does.
 */
export async function recordDataLog(
  db: Kysely<Database>,
  by: { username: string },
  /** A table its module registered (registerTrackedTable). */
  table: string,
  records: string | readonly (string | { id: string })[],
): Promise<void> {
  const tracked = trackedTable(table);
  if (!tracked) throw new Error(`${table} keeps no versions: its module registers it (registerTrackedTable)`);
  const now = formatDateTime();
  const ids =
    typeof records === 'string' ? [records] : records.map((r) => (typeof r === 'string' ? r : r.id));
  for (const id of ids) {
    const row = await tracked.read(db, id);
    if (!row) continue;
    const last = await db
      .selectFrom('sysDataLog')
      .select((eb) => eb.fn.max('dataVersion').as('version'))
      .where('dataTable', '=', table)
      .where('dataId', '=', id)
      .executeTakeFirst();
    await db
      .insertInto('sysDataLog')
      .values({
        id: newId(),
        dataTable: table,
        dataId: id,
        dataContent: JSON.stringify(redactSecrets(row)),
        dataVersion: Number(last?.version ?? 0) + 1,
        createBy: by.username.slice(0, 50),
        createTime: now,
      })
      .execute();
  }
}
