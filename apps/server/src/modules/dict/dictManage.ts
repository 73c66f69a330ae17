import type { AppContext } from '../../core/context.ts';
import { newId } from '../../core/ids.ts';
import { BusinessError } from '../../core/result.ts';
import { formatDateTime } from '../../core/time.ts';
import type { DictInput } from './manageSchema.ts';
import { isUniqueViolation } from './uniqueViolation.ts';

export const DICT_NOT_FOUND = '未找到对应的字典';
export const CODE_TAKEN = '字典编码已存在';
export const CODE_IN_RECYCLE_BIN = '字典编码已存在于回收站，请先还原或彻底删除';

/** Refuses a code another dictionary (live or in the recycle bin) already has. */
async function checkCodeFree(ctx: AppContext, code: string, exceptId: string | null): Promise<void> {
  let query = ctx.db.kysely.selectFrom('sysDict').select(['id', 'delFlag']).where('dictCode', '=', code);
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
  await checkCodeFree(ctx, input.dictCode, null);
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
  id: string,
  input: DictInput,
  username: string,
): Promise<void> {
  await checkCodeFree(ctx, input.dictCode, id);
  await guardCode(async () => {
    const result = await ctx.db.kysely
      .updateTable('sysDict')
      .set({ ...input, updateBy: username, updateTime: formatDateTime() })
      .where('id', '=', id)
      .where('delFlag', '=', 0)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) throw new BusinessError(DICT_NOT_FOUND);
  });
  await ctx.dicts.refresh();
}

/** 启用 (1) / 停用 (0): a disabled dictionary's items reach no widget. */
export async function setDictStatus(
  ctx: AppContext,
  ids: string[],
  status: number,
  username: string,
): Promise<void> {
  if (ids.length === 0) throw new BusinessError('请选择一条记录！');
  await ctx.db.kysely
    .updateTable('sysDict')
    .set({ status, updateBy: username, updateTime: formatDateTime() })
    .where('id', 'in', ids)
    .where('delFlag', '=', 0)
    .execute();
  await ctx.dicts.refresh();
}

/** 删除: into the recycle bin (回收站), items kept. */
export async function recycleDicts(ctx: AppContext, ids: string[], username: string): Promise<void> {
  if (ids.length === 0) throw new BusinessError('请选择一条记录！');
  await ctx.db.kysely
    .updateTable('sysDict')
    .set({ delFlag: 1, updateBy: username, updateTime: formatDateTime() })
    .where('id', 'in', ids)
    .execute();
  await ctx.dicts.refresh();
}

export function recycleBin(ctx: AppContext) {
  return ctx.db.kysely
    .selectFrom('sysDict')
    .select(['id', 'dictName', 'dictCode', 'description', 'type', 'status', 'updateBy', 'updateTime'])
    .where('delFlag', '=', 1)
    .orderBy('updateTime', 'desc')
    .orderBy('id')
    .limit(1000)
    .execute();
}

/** 还原 a dictionary from the recycle bin. */
export async function restoreDict(ctx: AppContext, id: string, username: string): Promise<void> {
  const result = await ctx.db.kysely
    .updateTable('sysDict')
    .set({ delFlag: 0, updateBy: username, updateTime: formatDateTime() })
    .where('id', '=', id)
    .where('delFlag', '=', 1)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw new BusinessError('回收站中没有这个字典');
  await ctx.dicts.refresh();
}

/** 彻底删除 a dictionary of the recycle bin with its items. */
export async function purgeDict(ctx: AppContext, id: string): Promise<void> {
  await ctx.db.kysely.transaction().execute(async (trx) => {
    const result = await trx
      .deleteFrom('sysDict')
      .where('id', '=', id)
      .where('delFlag', '=', 1)
      .executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) throw new BusinessError('回收站中没有这个字典');
    await trx.deleteFrom('sysDictItem').where('dictId', '=', id).execute();
  });
  await ctx.dicts.refresh();
}
