import { checkGridRows, DICT_ITEM_GRID_COLUMNS, dictItemResource, MAX_DICT_ITEMS } from '@hcs/shared';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../core/context.ts';
import type { ScopedTable } from '../../core/crud/scopedTable.ts';
import type { Database } from '../../core/db/schema.ts';
import { isUniqueViolation } from '../../core/db/uniqueViolation.ts';
import type { AuthContext } from '../../core/http/fastifyTypes.ts';
import { newId } from '../../core/ids.ts';
import { BusinessError } from '../../core/result.ts';
import { formatDateTime } from '../../core/time.ts';
import { isRecord } from '../../core/validation.ts';
import {
  type BatchRow,
  batchRowId,
  type ItemBatch,
  type ItemInput,
  itemFields,
  toItem,
} from './manageSchema.ts';

export const ITEM_NOT_FOUND = '未找到对应的字典项';
const VALUE_TAKEN = dictItemResource.fields.itemValue.input.taken;

/** The dictionaries, through the caller's data rules on 字典管理 (the dictionary resource's records). */
type Dicts = ScopedTable<unknown>;

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

async function guardValue(write: () => Promise<unknown>): Promise<void> {
  try {
    await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new BusinessError(VALUE_TAKEN);
    throw error;
  }
}

// Items belong to their dictionary: every path below reaches them through it (`dicts`), so the items of a
// dictionary outside the caller's data rules are out of reach as the dictionary is. They are not a
// resource of their own endpoints: listed as one array per dictionary, changed under the dictionary's
// edit permission, saved as a batch.

/** The items of one dictionary in their order (enabled and disabled). */
export async function listItems(ctx: AppContext, dicts: Dicts, auth: AuthContext, dictId: string) {
  await dicts.one(ctx, auth, dictId);
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

/** Whether the dictionary `dictId` of the caller may be seen, and `value` is taken in it (dictItemCheck). */
export async function itemValueTaken(
  ctx: AppContext,
  dicts: Dicts,
  auth: AuthContext,
  dictId: string,
  value: string,
  exceptId: string | null,
): Promise<boolean> {
  await dicts.one(ctx, auth, dictId);
  return value !== '' && (await valueTaken(ctx.db.kysely, dictId, value, exceptId));
}

export async function addItem(
  ctx: AppContext,
  dicts: Dicts,
  auth: AuthContext,
  dictId: string,
  input: ItemInput,
): Promise<void> {
  await guardValue(() =>
    dicts.change(ctx, auth, [dictId], async (trx) => {
      if (await valueTaken(trx, dictId, input.itemValue, null)) throw new BusinessError(VALUE_TAKEN);
      const count = await trx
        .selectFrom('sysDictItem')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('dictId', '=', dictId)
        .executeTakeFirstOrThrow();
      if (Number(count.n) >= MAX_DICT_ITEMS) throw new BusinessError(`字典项不能超过${MAX_DICT_ITEMS}条`);
      await trx
        .insertInto('sysDictItem')
        .values({
          id: newId(),
          dictId,
          ...input,
          createBy: auth.username,
          createTime: formatDateTime(),
          updateBy: null,
          updateTime: null,
        })
        .execute();
    }),
  );
  await ctx.dicts.refresh();
}

/** The dictionaries the items `ids` belong to; refused unless every item exists. */
async function ownersOf(db: Kysely<Database>, ids: readonly string[]): Promise<string[]> {
  const wanted = [...new Set(ids)];
  const items = await db.selectFrom('sysDictItem').select('dictId').where('id', 'in', wanted).execute();
  if (items.length !== wanted.length) throw new BusinessError(ITEM_NOT_FOUND);
  return [...new Set(items.map((i) => i.dictId))];
}

export async function editItem(
  ctx: AppContext,
  dicts: Dicts,
  auth: AuthContext,
  id: string,
  input: ItemInput,
): Promise<void> {
  const item = await ctx.db.kysely
    .selectFrom('sysDictItem')
    .select('dictId')
    .where('id', '=', id)
    .executeTakeFirst();
  if (!item) throw new BusinessError(ITEM_NOT_FOUND);
  const { dictId } = item;
  await guardValue(() =>
    dicts.change(ctx, auth, [dictId], async (trx) => {
      if (await valueTaken(trx, dictId, input.itemValue, id)) throw new BusinessError(VALUE_TAKEN);
      await trx
        .updateTable('sysDictItem')
        .set({ ...input, updateBy: auth.username, updateTime: formatDateTime() })
        .where('id', '=', id)
        .where('dictId', '=', dictId)
        .execute();
    }),
  );
  await ctx.dicts.refresh();
}

export async function deleteItems(
  ctx: AppContext,
  dicts: Dicts,
  auth: AuthContext,
  ids: string[],
): Promise<void> {
  if (ids.length === 0) throw new BusinessError('请选择一条记录！');
  const owners = await ownersOf(ctx.db.kysely, ids);
  await dicts.change(ctx, auth, owners, (trx, visible) =>
    trx.deleteFrom('sysDictItem').where('id', 'in', ids).where('dictId', 'in', visible).execute(),
  );
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
    const fields = itemFields.safeParse(raw);
    const id = batchRowId.safeParse(raw);
    if (!fields.success || !id.success) {
      const issue = (fields.error ?? id.error)?.issues[0];
      throw new BusinessError(`第${i + 1}行：${issue?.message ?? '数据格式不正确'}`);
    }
    return { ...toItem(fields.data), id: id.data.id };
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
export async function saveItemBatch(
  ctx: AppContext,
  dicts: Dicts,
  auth: AuthContext,
  batch: ItemBatch,
): Promise<void> {
  const rows = parseRows(batch.rows);
  await guardValue(() =>
    dicts.change(ctx, auth, [batch.dictId], (trx) => writeBatch(trx, batch, rows, auth.username)),
  );
  await ctx.dicts.refresh();
}

/** The checks against the saved items and the writes of one batch save, inside its transaction. */
async function writeBatch(
  trx: Kysely<Database>,
  batch: ItemBatch,
  rows: BatchRow[],
  username: string,
): Promise<void> {
  const existing = await trx
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
}
