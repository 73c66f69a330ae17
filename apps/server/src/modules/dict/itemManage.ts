import { checkGridRows, DICT_ITEM_GRID_COLUMNS } from '@hcs/shared';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../core/context.ts';
import type { Database } from '../../core/db/schema.ts';
import { newId } from '../../core/ids.ts';
import { BusinessError } from '../../core/result.ts';
import { formatDateTime } from '../../core/time.ts';
import { isRecord } from '../../core/validation.ts';
import { DICT_NOT_FOUND } from './dictManage.ts';
import { type BatchRow, batchRow, type ItemBatch, type ItemInput, MAX_DICT_ITEMS } from './manageSchema.ts';
import { isUniqueViolation } from './uniqueViolation.ts';

export const ITEM_NOT_FOUND = '未找到对应的字典项';
export const VALUE_TAKEN = '数据值不能重复';

const ITEM_COLUMNS = [
  'id',
  'dictId',
  'itemText',
  'itemValue',
  'description',
  'sortOrder',
  'status',
  'createBy',
  'createTime',
  'updateBy',
  'updateTime',
] as const;

async function liveDict(db: Kysely<Database>, dictId: string): Promise<void> {
  const dict = await db
    .selectFrom('sysDict')
    .select('id')
    .where('id', '=', dictId)
    .where('delFlag', '=', 0)
    .executeTakeFirst();
  if (!dict) throw new BusinessError(DICT_NOT_FOUND);
}

async function guardValue(write: () => Promise<unknown>): Promise<void> {
  try {
    await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new BusinessError(VALUE_TAKEN);
    throw error;
  }
}

/** The items of one dictionary in their order (enabled and disabled). */
export async function listItems(ctx: AppContext, dictId: string) {
  await liveDict(ctx.db.kysely, dictId);
  return ctx.db.kysely
    .selectFrom('sysDictItem')
    .select(ITEM_COLUMNS)
    .where('dictId', '=', dictId)
    .orderBy('sortOrder')
    .orderBy('id')
    .limit(MAX_DICT_ITEMS)
    .execute();
}

/** Whether another item of the dictionary (than `exceptId`) has this value: what add and edit refuse. */
export async function valueTaken(
  db: Kysely<Database>,
  dictId: string,
  value: string,
  exceptId: string | null,
): Promise<boolean> {
  let query = db
    .selectFrom('sysDictItem')
    .select('id')
    .where('dictId', '=', dictId)
    .where('itemValue', '=', value);
  if (exceptId) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function addItem(
  ctx: AppContext,
  dictId: string,
  input: ItemInput,
  username: string,
): Promise<void> {
  const db = ctx.db.kysely;
  await liveDict(db, dictId);
  if (await valueTaken(db, dictId, input.itemValue, null)) throw new BusinessError(VALUE_TAKEN);
  const count = await db
    .selectFrom('sysDictItem')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('dictId', '=', dictId)
    .executeTakeFirstOrThrow();
  if (Number(count.n) >= MAX_DICT_ITEMS) throw new BusinessError(`字典项不能超过${MAX_DICT_ITEMS}条`);
  await guardValue(() =>
    db
      .insertInto('sysDictItem')
      .values({
        id: newId(),
        dictId,
        ...input,
        createBy: username,
        createTime: formatDateTime(),
        updateBy: null,
        updateTime: null,
      })
      .execute(),
  );
  await ctx.dicts.refresh();
}

export async function editItem(
  ctx: AppContext,
  id: string,
  input: ItemInput,
  username: string,
): Promise<void> {
  const db = ctx.db.kysely;
  const item = await db.selectFrom('sysDictItem').select('dictId').where('id', '=', id).executeTakeFirst();
  if (!item) throw new BusinessError(ITEM_NOT_FOUND);
  await liveDict(db, item.dictId);
  if (await valueTaken(db, item.dictId, input.itemValue, id)) throw new BusinessError(VALUE_TAKEN);
  await guardValue(() =>
    db
      .updateTable('sysDictItem')
      .set({ ...input, updateBy: username, updateTime: formatDateTime() })
      .where('id', '=', id)
      .execute(),
  );
  await ctx.dicts.refresh();
}

export async function deleteItems(ctx: AppContext, ids: string[]): Promise<void> {
  if (ids.length === 0) throw new BusinessError('请选择一条记录！');
  await ctx.db.kysely.deleteFrom('sysDictItem').where('id', 'in', ids).execute();
  await ctx.dicts.refresh();
}

/**
 * Each row checked in order, so the message names the row (第3行：数据值不能为空): first against the
 * grid's own rules, shared with the web, then against the types and lengths only the server knows.
 */
function parseRows(rows: unknown[]): BatchRow[] {
  const failures = checkGridRows(
    DICT_ITEM_GRID_COLUMNS,
    rows.map((raw) => (isRecord(raw) ? raw : {})),
  );
  return rows.map((raw, i) => {
    if (!isRecord(raw)) throw new BusinessError(`第${i + 1}行：数据格式不正确`);
    const failure = failures[i]?.[0];
    if (failure) throw new BusinessError(`第${i + 1}行：${failure.message}`);
    const parsed = batchRow.safeParse(raw);
    if (!parsed.success) {
      throw new BusinessError(`第${i + 1}行：${parsed.error.issues[0]?.message ?? '数据格式不正确'}`);
    }
    return parsed.data;
  });
}

/** Values the grid could not see twice: one already saved and kept, or the same once trimmed. */
function checkUniqueValues(rows: BatchRow[], kept: { itemValue: string }[]): void {
  const seen = new Map<string, number>();
  for (const k of kept) seen.set(k.itemValue, 0);
  rows.forEach((row, i) => {
    const first = seen.get(row.itemValue);
    if (first !== undefined) {
      const where = first === 0 ? '与已有字典项' : `与第${first}行`;
      throw new BusinessError(`第${i + 1}行：数据值“${row.itemValue}”${where}重复`);
    }
    seen.set(row.itemValue, i + 1);
  });
}

/**
 * 保存 of the items grid, in one transaction: rows with a saved id are updated, rows without one are
 * added, deleteIds are removed. Saved rows are removed and written again with their ids and creation
 * details, so values may change places between rows without tripping the unique index midway.
 */
export async function saveItemBatch(ctx: AppContext, batch: ItemBatch, username: string): Promise<void> {
  const db = ctx.db.kysely;
  await liveDict(db, batch.dictId);
  const rows = parseRows(batch.rows);
  const existing = await db
    .selectFrom('sysDictItem')
    .select(['id', 'itemValue', 'createBy', 'createTime'])
    .where('dictId', '=', batch.dictId)
    .execute();
  const byId = new Map(existing.map((e) => [e.id, e]));
  const deleted = new Set(batch.deleteIds);
  for (const id of deleted) if (!byId.has(id)) throw new BusinessError(ITEM_NOT_FOUND);
  const updatedIds = new Set<string>();
  rows.forEach((row, i) => {
    if (!row.id) return;
    if (!byId.has(row.id) || deleted.has(row.id) || updatedIds.has(row.id)) {
      throw new BusinessError(`第${i + 1}行：${ITEM_NOT_FOUND}`);
    }
    updatedIds.add(row.id);
  });
  const kept = existing.filter((e) => !deleted.has(e.id) && !updatedIds.has(e.id));
  if (kept.length + rows.length > MAX_DICT_ITEMS) {
    throw new BusinessError(`字典项不能超过${MAX_DICT_ITEMS}条`);
  }
  checkUniqueValues(rows, kept);

  const now = formatDateTime();
  const values = rows.map(({ id, ...fields }) => {
    const saved = id ? byId.get(id) : undefined;
    return {
      id: saved ? saved.id : newId(),
      dictId: batch.dictId,
      ...fields,
      createBy: saved ? saved.createBy : username,
      createTime: saved ? saved.createTime : now,
      updateBy: saved ? username : null,
      updateTime: saved ? now : null,
    };
  });
  const removed = [...deleted, ...updatedIds];
  await guardValue(() =>
    db.transaction().execute(async (trx) => {
      for (let i = 0; i < removed.length; i += 500) {
        await trx
          .deleteFrom('sysDictItem')
          .where('dictId', '=', batch.dictId)
          .where('id', 'in', removed.slice(i, i + 500))
          .execute();
      }
      for (let i = 0; i < values.length; i += 100) {
        await trx
          .insertInto('sysDictItem')
          .values(values.slice(i, i + 100))
          .execute();
      }
    }),
  );
  await ctx.dicts.refresh();
}
