import type { Kysely } from 'kysely';
import type { AppContext } from '../../core/context.ts';
import { withinDataScope } from '../../core/crud/scoped.ts';
import { scopedTable } from '../../core/crud/scopedTable.ts';
import type { Database } from '../../core/db/schema.ts';
import type { AuthContext } from '../../core/http/fastifyTypes.ts';
import { newId } from '../../core/ids.ts';
import { defineEntity } from '../../core/query/entity.ts';
import { BusinessError } from '../../core/result.ts';
import { formatDateTime } from '../../core/time.ts';
import { DICT_STATUS_DICT, type DictInput } from './manageSchema.ts';
import { isUniqueViolation } from './uniqueViolation.ts';

export const DICT_NOT_FOUND = '未找到对应的字典';
export const CODE_TAKEN = '字典编码已存在';
export const CODE_IN_RECYCLE_BIN = '字典编码已存在于回收站，请先还原或彻底删除';
const NOT_IN_RECYCLE_BIN = '回收站中没有这个字典';

export const dictEntity = defineEntity({
  title: '数据字典',
  defaultSort: 'createTime',
  menuComponent: 'system/DictList',
  fields: {
    dictName: { column: 'dictName', type: 'string' },
    dictCode: { column: 'dictCode', type: 'string' },
    description: { column: 'description', type: 'string' },
    type: { column: 'type', type: 'number' },
    status: { column: 'status', type: 'number', dict: DICT_STATUS_DICT },
    createTime: { column: 'createTime', type: 'datetime' },
  },
});

export const dictsBase = (db: Kysely<Database>) => db.selectFrom('sysDict').where('delFlag', '=', 0);
const recycledBase = (db: Kysely<Database>) => db.selectFrom('sysDict').where('delFlag', '=', 1);

/**
 * Every path that reads or changes a given dictionary, its items included, goes through the caller's
 * data rules on 字典管理; the recycle bin obeys the same rules.
 */
export const dicts = scopedTable({
  entity: dictEntity,
  base: dictsBase,
  select: (qb) => qb.select('id'),
  notFound: DICT_NOT_FOUND,
});

const recycledDicts = scopedTable({
  entity: dictEntity,
  base: recycledBase,
  select: (qb) => qb.select('id'),
  notFound: NOT_IN_RECYCLE_BIN,
});

/** Refuses a code another dictionary (live or in the recycle bin) already has. */
async function checkCodeFree(db: Kysely<Database>, code: string, exceptId: string | null): Promise<void> {
  let query = db.selectFrom('sysDict').select(['id', 'delFlag']).where('dictCode', '=', code);
  if (exceptId) query = query.where('id', '<>', exceptId);
  const other = await query.executeTakeFirst();
  if (other) throw new BusinessError(other.delFlag === 1 ? CODE_IN_RECYCLE_BIN : CODE_TAKEN);
}

/** Runs a write that may hit the code's unique index when two saves race. */
async function guardCode(write: () => Promise<unknown>): Promise<void> {
  try {
    await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new BusinessError(CODE_TAKEN);
    throw error;
  }
}

export async function addDict(ctx: AppContext, input: DictInput, username: string): Promise<void> {
  await checkCodeFree(ctx.db.kysely, input.dictCode, null);
  await guardCode(() =>
    ctx.db.kysely
      .insertInto('sysDict')
      .values({
        id: newId(),
        ...input,
        type: input.type ?? 0,
        delFlag: 0,
        status: 1,
        createBy: username,
        createTime: formatDateTime(),
        updateBy: null,
        updateTime: null,
      })
      .execute(),
  );
  // A new dictionary has no items yet: the cache holds nothing of it.
}

export async function editDict(
  ctx: AppContext,
  auth: AuthContext,
  id: string,
  input: DictInput,
): Promise<void> {
  await guardCode(() =>
    dicts.change(ctx, auth, [id], async (trx) => {
      await checkCodeFree(trx, input.dictCode, id);
      await trx
        .updateTable('sysDict')
        .set({ ...input, updateBy: auth.username, updateTime: formatDateTime() })
        .where('id', '=', id)
        .execute();
    }),
  );
  await ctx.dicts.refresh();
}

/** 启用 (1) / 停用 (0): a disabled dictionary's items reach no widget. */
export async function setDictStatus(
  ctx: AppContext,
  auth: AuthContext,
  ids: string[],
  status: number,
): Promise<void> {
  await dicts.change(ctx, auth, ids, (trx, visible) =>
    trx
      .updateTable('sysDict')
      .set({ status, updateBy: auth.username, updateTime: formatDateTime() })
      .where('id', 'in', visible)
      .execute(),
  );
  await ctx.dicts.refresh();
}

/** 删除: into the recycle bin (回收站), items kept. */
export async function recycleDicts(ctx: AppContext, auth: AuthContext, ids: string[]): Promise<void> {
  await dicts.change(ctx, auth, ids, (trx, visible) =>
    trx
      .updateTable('sysDict')
      .set({ delFlag: 1, updateBy: auth.username, updateTime: formatDateTime() })
      .where('id', 'in', visible)
      .execute(),
  );
  await ctx.dicts.refresh();
}

export async function recycleBin(ctx: AppContext, auth: AuthContext) {
  const bin = recycledBase(ctx.db.kysely)
    .select(['id', 'dictName', 'dictCode', 'description', 'type', 'status', 'updateBy', 'updateTime'])
    .orderBy('updateTime', 'desc')
    .orderBy('id')
    .limit(1000);
  return (await withinDataScope(ctx, auth, dictEntity, bin)).execute();
}

/** 还原 a dictionary from the recycle bin. */
export async function restoreDict(ctx: AppContext, auth: AuthContext, id: string): Promise<void> {
  await recycledDicts.change(ctx, auth, [id], (trx) =>
    trx
      .updateTable('sysDict')
      .set({ delFlag: 0, updateBy: auth.username, updateTime: formatDateTime() })
      .where('id', '=', id)
      .execute(),
  );
  await ctx.dicts.refresh();
}

/** 彻底删除 a dictionary of the recycle bin with its items. */
export async function purgeDict(ctx: AppContext, auth: AuthContext, id: string): Promise<void> {
  await recycledDicts.change(ctx, auth, [id], async (trx) => {
    await trx.deleteFrom('sysDict').where('id', '=', id).execute();
    await trx.deleteFrom('sysDictItem').where('dictId', '=', id).execute();
  });
  await ctx.dicts.refresh();
}
