import type { SelectQueryBuilder } from 'kysely';
import type { AppContext } from '../context.ts';
import type { AuthContext } from '../http/fastifyTypes.ts';
import type { DataScope } from '../permission/dataScope.ts';
import type { EntitySpec } from '../query/entity.ts';
import { applyFilters, type ListRequest, parseListRequest } from '../query/listQuery.ts';
import { BusinessError } from '../result.ts';

/** `base` limited to the rows a data scope (数据规则) lets through. */
export function inDataScope<DB, TB extends keyof DB, O>(
  entity: EntitySpec,
  dataScope: DataScope,
  base: SelectQueryBuilder<DB, TB, O>,
): SelectQueryBuilder<DB, TB, O> {
  return applyFilters(base, entity, {
    filters: [],
    superQuery: [],
    matchType: 'and',
    sort: [],
    pageNo: 1,
    pageSize: 1,
    dataScope,
  });
}

/**
 * `base` limited to the rows the caller's data rules let them see on the entity's list, so reading or
 * changing one record obeys the same rules as listing it. Inside a transaction, read the scope before
 * it starts (SQLite has one connection) and use {@link inDataScope}.
 */
export async function withinDataScope<DB, TB extends keyof DB, O>(
  ctx: AppContext,
  auth: AuthContext,
  entity: EntitySpec,
  base: SelectQueryBuilder<DB, TB, O>,
): Promise<SelectQueryBuilder<DB, TB, O>> {
  return inDataScope(entity, await ctx.dataScopes.forList(auth, entity), base);
}

/**
 * The rows of `ids` a batch change may touch: all of them must lie within the caller's data rules
 * (`base` already selects them by id), or nothing changes and `notFound` is the answer. An empty
 * choice is refused as in every batch action.
 */
export async function visibleRows<DB, TB extends keyof DB, O>(
  ctx: AppContext,
  auth: AuthContext,
  entity: EntitySpec,
  base: SelectQueryBuilder<DB, TB, O>,
  ids: readonly string[],
  notFound: string,
): Promise<O[]> {
  if (ids.length === 0) throw new BusinessError('请选择一条记录！');
  const rows = await (await withinDataScope(ctx, auth, entity, base)).execute();
  if (rows.length !== new Set(ids).size) throw new BusinessError(notFound);
  return rows;
}

/** A list request of `query` under the caller's data rules on `entity` (none when no menu's rules limit it). */
export async function scopedListRequest(
  ctx: AppContext,
  auth: AuthContext,
  entity: EntitySpec,
  query: Record<string, unknown>,
): Promise<ListRequest> {
  return parseListRequest(entity, query, await ctx.dataScopes.forList(auth, entity));
}
