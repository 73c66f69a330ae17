import type { Kysely, Transaction } from 'kysely';
import type { AppContext } from '../../core/context.ts';
import { withinDataScope } from '../../core/crud/scoped.ts';
import { type ScopedTable, scopedTable } from '../../core/crud/scopedTable.ts';
import type { Database } from '../../core/db/schema.ts';
import type { AuthContext } from '../../core/http/fastifyTypes.ts';
import type { EntitySpec } from '../../core/query/entity.ts';
import type { ResourceValues } from '../../core/resource/inputSchema.ts';
import { formatDateTime } from '../../core/time.ts';

export const DICT_NOT_FOUND = '未找到对应的字典';
const NOT_IN_RECYCLE_BIN = '回收站中没有这个字典';

type Db = Kysely<Database> | Transaction<Database>;

/** The dictionaries 字典管理 lists: those not in the recycle bin. */
export const dictsBase = (db: Db) => db.selectFrom('sysDict').where('delFlag', '=', 0);
const recycledBase = (db: Db) => db.selectFrom('sysDict').where('delFlag', '=', 1);

/** A dictionary's stored columns: a new one holds text (type 0) and is enabled; an edit keeps its type unless sent. */
export function dictColumns(values: ResourceValues, id: string | null): Record<string, unknown> {
  if (id) {
    const { type, ...rest } = values;
    return type === null || type === undefined ? rest : values;
  }
  return { ...values, type: values.type ?? 0, delFlag: 0, status: 1 };
}

/** 启用 (1) / 停用 (0): a disabled dictionary's items reach no widget. */
export async function setDictStatus(
  ctx: AppContext,
  dicts: ScopedTable<unknown>,
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

/**
 * 回收站: the dictionaries deleted into it, to restore (还原) or delete for good with their items (彻底删除),
 * within the same data rules as the list. The family names these endpoints differently for each entity
 * with a recycle bin (users: recycleBin / putRecycleBin / deleteRecycleBin), so they are commands here.
 */
export function dictRecycleBin(ctx: AppContext, entity: EntitySpec) {
  const recycled = scopedTable({
    entity,
    base: recycledBase,
    select: (qb) => qb.select('id'),
    notFound: NOT_IN_RECYCLE_BIN,
  });
  return {
    async list(auth: AuthContext) {
      const bin = recycledBase(ctx.db.kysely)
        .select(['id', 'dictName', 'dictCode', 'description', 'type', 'status', 'updateBy', 'updateTime'])
        .orderBy('updateTime', 'desc')
        .orderBy('id')
        .limit(1000);
      return (await withinDataScope(ctx, auth, entity, bin)).execute();
    },

    async restore(auth: AuthContext, id: string): Promise<void> {
      await recycled.change(ctx, auth, [id], (trx) =>
        trx
          .updateTable('sysDict')
          .set({ delFlag: 0, updateBy: auth.username, updateTime: formatDateTime() })
          .where('id', '=', id)
          .execute(),
      );
      await ctx.dicts.refresh();
    },

    async purge(auth: AuthContext, id: string): Promise<void> {
      await recycled.change(ctx, auth, [id], async (trx) => {
        await trx.deleteFrom('sysDict').where('id', '=', id).execute();
        await trx.deleteFrom('sysDictItem').where('dictId', '=', id).execute();
      });
      await ctx.dicts.refresh();
    },
  };
}
