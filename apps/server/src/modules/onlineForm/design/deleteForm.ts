import { sql, type Transaction } from 'kysely';
import type { Db } from '../../../core/db/connect.ts';
import type { Database } from '../../../core/db/schema.ts';
import { BusinessError } from '../../../core/result.ts';
import { requireHead } from '../definitionRepo.ts';
import { physicalTable } from './catalog.ts';

/**
 * 删除 (the definition and its table) and 移除 (the definition only, the table and its records stay and
 * a new definition of the same name takes them over). Deleting an original deletes its copies; a copy
 * never touches the table. A main table that still has sub tables is refused.
 */
export async function deleteForm(db: Db, id: string, dropTable: boolean): Promise<void> {
  const head = await requireHead(db.kysely, id);
  if (head.copyType === 0 && head.tableType === 1) {
    const subs = (head.subTableStr ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    if (subs.length > 0) {
      const existing = await db.kysely
        .selectFrom('onlCgformHead')
        .select('tableName')
        .where('tableName', 'in', subs)
        .where('copyType', '=', 0)
        .execute();
      if (existing.length > 0) {
        throw new BusinessError(`主表有附表，请先删除附表：${existing.map((r) => r.tableName).join('、')}`);
      }
    }
  }
  await db.kysely.transaction().execute(async (trx) => {
    const ids = [head.id];
    if (head.copyType === 0) {
      const copies = await trx
        .selectFrom('onlCgformHead')
        .select('id')
        .where('physicId', '=', head.id)
        .execute();
      ids.push(...copies.map((c) => c.id));
    }
    await removeDefinitions(trx, ids);
    if (head.copyType === 0 && head.tableType === 2) await unlinkSub(trx, head.tableName);
    if (dropTable && head.copyType === 0) {
      await sql`drop table if exists ${sql.id(physicalTable(head.tableName))}`.execute(trx);
    }
  });
}

async function removeDefinitions(trx: Transaction<Database>, ids: string[]): Promise<void> {
  await trx.deleteFrom('onlCgformField').where('cgformHeadId', 'in', ids).execute();
  await trx.deleteFrom('onlCgformVersion').where('cgformHeadId', 'in', ids).execute();
  await trx.deleteFrom('onlCgformEnhanceJs').where('cgformHeadId', 'in', ids).execute();
  await trx.deleteFrom('onlCgformEnhanceJava').where('cgformHeadId', 'in', ids).execute();
  await trx.deleteFrom('onlCgformButton').where('cgformHeadId', 'in', ids).execute();
  await trx.deleteFrom('onlCgformHead').where('id', 'in', ids).execute();
}

/** A deleted sub table leaves its main tables' sub-table lists. */
async function unlinkSub(trx: Transaction<Database>, tableName: string): Promise<void> {
  const mains = await trx
    .selectFrom('onlCgformHead')
    .select(['id', 'subTableStr'])
    .where('tableType', '=', 1)
    .where('subTableStr', 'is not', null)
    .execute();
  for (const main of mains) {
    const names = (main.subTableStr ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    if (!names.includes(tableName)) continue;
    const rest = names.filter((n) => n !== tableName);
    await trx
      .updateTable('onlCgformHead')
      .set({ subTableStr: rest.length > 0 ? rest.join(',') : null })
      .where('id', '=', main.id)
      .execute();
  }
}
