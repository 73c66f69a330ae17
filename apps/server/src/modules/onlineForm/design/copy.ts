import type { OnlineFormHead } from '@hcs/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../../core/db/schema.ts';
import type { AuthContext } from '../../../core/http/fastifyTypes.ts';
import { newId } from '../../../core/ids.ts';
import { BusinessError } from '../../../core/result.ts';
import { formatDateTime } from '../../../core/time.ts';
import { loadFields, requireHead, toHead } from '../definitionRepo.ts';

/**
 * 复制表单: a copy is a new definition over the SAME table (copyType 1, physicId = the original,
 * copyVersion n+1) with the original's fields, for another layout of the same records. It cannot change
 * the table nor be synchronised on its own.
 */
export async function copyForm(
  db: Kysely<Database>,
  auth: AuthContext,
  headId: string,
): Promise<OnlineFormHead> {
  const source = await requireHead(db, headId);
  const original = source.copyType === 1 && source.physicId ? await requireHead(db, source.physicId) : source;
  const fields = await loadFields(db, source.id);
  const id = newId();
  const now = formatDateTime();
  await db.transaction().execute(async (trx) => {
    const last = await trx
      .selectFrom('onlCgformHead')
      .select((eb) => eb.fn.max('copyVersion').as('v'))
      .where('physicId', '=', original.id)
      .where('copyType', '=', 1)
      .executeTakeFirst();
    const copyVersion = Number(last?.v ?? 0) + 1;
    const { id: _id, createBy: _cb, createTime: _ct, updateBy: _ub, updateTime: _ut, ...rest } = source;
    await trx
      .insertInto('onlCgformHead')
      .values({
        ...rest,
        id,
        tableName: original.tableName,
        copyType: 1,
        copyVersion,
        physicId: original.id,
        tableVersion: original.tableVersion,
        syncedVersion: original.syncedVersion,
        isDbSynch: original.isDbSynch,
        createBy: auth.username,
        createTime: now,
        updateBy: null,
        updateTime: null,
      })
      .execute();
    for (const field of fields) {
      await trx
        .insertInto('onlCgformField')
        .values({
          ...field,
          id: newId(),
          cgformHeadId: id,
          createBy: auth.username,
          createTime: now,
          updateBy: null,
          updateTime: null,
        })
        .execute();
    }
  });
  const row = await db.selectFrom('onlCgformHead').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  return toHead(row);
}

/** GET head/copyList: the copies of an original, by version. */
export async function copyList(db: Kysely<Database>, physicId: string): Promise<OnlineFormHead[]> {
  const original = await requireHead(db, physicId);
  if (original.copyType === 1) throw new BusinessError('请选择原表单');
  const rows = await db
    .selectFrom('onlCgformHead')
    .selectAll()
    .where('physicId', '=', physicId)
    .where('copyType', '=', 1)
    .orderBy('copyVersion')
    .execute();
  return rows.map(toHead);
}
