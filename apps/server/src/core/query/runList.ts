import type { PageResult } from '@hcs/shared';
import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { DictCache } from '../dict/dictCache.ts';
import { withDictText } from '../dict/dictText.ts';
import { page } from '../result.ts';
import type { CompiledLists } from './compiledLists.ts';
import type { CountCache } from './countCache.ts';
import type { EntitySpec } from './entity.ts';
import { applyFilters, applySort, type ListRequest } from './listQuery.ts';

type Base<DB, TB extends keyof DB> = SelectQueryBuilder<DB, TB, object>;

const dictFields = (entity: EntitySpec) =>
  Object.fromEntries(
    Object.entries(entity.fields)
      .filter(([, f]) => f.dict)
      .map(([name, f]) => [name, f.dict ?? '']),
  );

/**
 * One page of an entity's list: the caller gives the scoped base query (joins, tenant, delete flag) and
 * the selection; filters, advanced query, sort, paging and `_dictText` come from the request.
 */
export interface ListDeps {
  dicts: DictCache;
  counts: CountCache;
  compiledLists: CompiledLists;
  db: { kysely: Kysely<Database> };
}

export async function runList<
  DB,
  TB extends keyof DB,
  O extends object,
  DC = DB,
  TC extends keyof DC = keyof DC,
>(
  deps: ListDeps,
  entity: EntitySpec,
  request: ListRequest,
  base: Base<DB, TB>,
  select: (qb: Base<DB, TB>) => SelectQueryBuilder<DB, TB, O>,
  /** Names everything `base` and `request` stand for, so their SQL can be reused (see CompiledLists). */
  sqlKey?: string,
  /** The same rows as `base` with fewer joins, for the total (a count reads every joined row). */
  countBase?: Base<DC, TC>,
): Promise<PageResult<O>> {
  let compiled = sqlKey ? deps.compiledLists.get(sqlKey) : undefined;
  if (!compiled) {
    const filtered = applyFilters(base, entity, request);
    compiled = {
      count: countBase
        ? applyFilters(countBase, entity, request)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .compile()
        : filtered.select((eb) => eb.fn.countAll<number>().as('n')).compile(),
      page: applySort(select(filtered), entity, request)
        .limit(request.pageSize)
        .offset((request.pageNo - 1) * request.pageSize)
        .compile(),
    };
    if (sqlKey) deps.compiledLists.set(sqlKey, compiled);
  }
  const { count, page: pageQuery } = compiled;
  const db = deps.db.kysely;
  const total = await deps.counts.get(count.sql, count.parameters, async () =>
    Number((await db.executeQuery<{ n: number }>(count)).rows[0]?.n ?? 0),
  );
  const rows = (await db.executeQuery<O>(pageQuery)).rows;
  const records = await withDictText(deps.dicts, rows, dictFields(entity));
  return page(records, total, request.pageNo, request.pageSize);
}

const EXPORT_BATCH = 2000;

/** The same list, every row, in batches (for exports of any size), in applySort's order. */
export async function* listBatches<DB, TB extends keyof DB, O extends object>(
  entity: EntitySpec,
  request: ListRequest,
  base: Base<DB, TB>,
  select: (qb: Base<DB, TB>) => SelectQueryBuilder<DB, TB, O>,
): AsyncGenerator<Record<string, unknown>[]> {
  const query = applySort(select(applyFilters(base, entity, request)), entity, request);
  for (let offset = 0; ; offset += EXPORT_BATCH) {
    const rows = (await query.limit(EXPORT_BATCH).offset(offset).execute()) as Record<string, unknown>[];
    if (rows.length > 0) yield rows;
    if (rows.length < EXPORT_BATCH) return;
  }
}

export async function countList<DB, TB extends keyof DB>(
  entity: EntitySpec,
  request: ListRequest,
  base: Base<DB, TB>,
) {
  const row = await applyFilters(base, entity, request)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number((row as { n: number }).n);
}
