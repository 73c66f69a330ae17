import type { OnlineFormHead, OnlineSyncPlan } from '@hcs/shared';
import type { Kysely } from 'kysely';
import type { Db } from '../../../core/db/connect.ts';
import type { Database } from '../../../core/db/schema.ts';
import type { AuthContext } from '../../../core/http/fastifyTypes.ts';
import { newId } from '../../../core/ids.ts';
import { BusinessError } from '../../../core/result.ts';
import { formatDateTime } from '../../../core/time.ts';
import { loadFields, requireHead, toHead } from '../definitionRepo.ts';
import { buildPlan, type SynMethod } from './syncPlan.ts';

/** 同步数据库: the plan shown to the designer, and its execution in one transaction. */

const COPY_REFUSED = '复制的表单不能同步数据库';

function syncable(head: OnlineFormHead): void {
  if (head.copyType === 1) throw new BusinessError(COPY_REFUSED);
}

/** GET syncPlan: what 同步数据库 would do now. */
export async function syncPlan(db: Db, headId: string, method: SynMethod): Promise<OnlineSyncPlan> {
  const head = await requireHead(db.kysely, headId);
  syncable(head);
  const fields = await loadFields(db.kysely, head.id);
  const plan = await buildPlan(db.kysely, db.dialect, head, fields, method);
  return {
    tableVersion: head.tableVersion,
    changes: plan.changes,
    statements: plan.statements.map((s) => s.compile(db.kysely).sql),
  };
}

/**
 * POST doDbSynch: recomputes the plan inside the transaction, refuses unless every destructive change's
 * description is in `confirm`, runs the statements, marks the definition synchronised and keeps the version.
 */
export async function synchronise(
  db: Db,
  auth: AuthContext,
  headId: string,
  method: SynMethod,
  confirm: string[],
): Promise<OnlineSyncPlan> {
  const first = await requireHead(db.kysely, headId);
  syncable(first);
  const confirmed = new Set(confirm);
  try {
    return await db.kysely.transaction().execute(async (trx) => {
      const head = await requireHead(trx, headId);
      syncable(head);
      const fields = await loadFields(trx, head.id);
      const plan = await buildPlan(trx, db.dialect, head, fields, method);
      const unconfirmed = plan.changes.filter((c) => c.destructive && !confirmed.has(c.description));
      if (unconfirmed.length > 0) {
        throw new BusinessError(
          `同步将丢失数据：${unconfirmed.map((c) => c.description).join('；')}，请确认后再同步`,
          unconfirmed,
        );
      }
      const texts = plan.statements.map((s) => s.compile(trx).sql);
      for (const statement of plan.statements) await statement.execute(trx);
      await markSynchronised(trx, auth, head, texts);
      return { tableVersion: head.tableVersion, changes: plan.changes, statements: texts };
    });
  } catch (error) {
    if (error instanceof BusinessError) throw error;
    const detail = error instanceof Error ? error.message.slice(0, 200) : String(error);
    throw new BusinessError(`同步数据库失败，未做任何修改：${detail}`);
  }
}

async function markSynchronised(
  trx: Kysely<Database>,
  auth: AuthContext,
  head: OnlineFormHead,
  statements: string[],
): Promise<void> {
  const now = formatDateTime();
  // Every field now has the name it has in the table: a later rename is measured from it.
  const fields = await loadFields(trx, head.id);
  for (const field of fields) {
    if (field.dbFieldNameOld !== field.dbFieldName) {
      await trx
        .updateTable('onlCgformField')
        .set({ dbFieldNameOld: field.dbFieldName })
        .where('id', '=', field.id)
        .execute();
    }
  }
  await trx
    .updateTable('onlCgformHead')
    .set({ syncedVersion: head.tableVersion, isDbSynch: 'Y' })
    .where('id', '=', head.id)
    .execute();
  // Copies share the table: they are as synchronised as their original.
  await trx
    .updateTable('onlCgformHead')
    .set({ syncedVersion: head.tableVersion, isDbSynch: 'Y' })
    .where('physicId', '=', head.id)
    .where('copyType', '=', 1)
    .execute();
  const row = await trx
    .selectFrom('onlCgformHead')
    .selectAll()
    .where('id', '=', head.id)
    .executeTakeFirstOrThrow();
  const snapshot = JSON.stringify({ head: toHead(row), fields: await loadFields(trx, head.id) });
  await trx
    .deleteFrom('onlCgformVersion')
    .where('cgformHeadId', '=', head.id)
    .where('tableVersion', '=', head.tableVersion)
    .execute();
  await trx
    .insertInto('onlCgformVersion')
    .values({
      id: newId(),
      cgformHeadId: head.id,
      tableVersion: head.tableVersion,
      snapshot,
      statements: JSON.stringify(statements),
      createBy: auth.username,
      createTime: now,
    })
    .execute();
}
