import type { FastifyReply } from 'fastify';
import { type SelectQueryBuilder, sql } from 'kysely';
import { realnameOf } from '../auth/realname.ts';
import type { AppContext } from '../context.ts';
import type { SheetColumn } from '../excel/columns.ts';
import { exportSheet } from '../excel/exportSheet.ts';
import { sendSheet } from '../excel/routes.ts';
import type { AuthContext } from '../http/fastifyTypes.ts';
import type { EntitySpec } from '../query/entity.ts';
import type { ListRequest } from '../query/listQuery.ts';
import { countList, listBatches } from '../query/runList.ts';
import { splitIds } from './idParams.ts';

type Base<DB, TB extends keyof DB> = SelectQueryBuilder<DB, TB, object>;
type Rows = Record<string, unknown>[];

/** Most ticked rows one export names. */
const MAX_SELECTIONS = 10_000;

export interface ListSheet<DB, TB extends keyof DB, O extends object> {
  title: string;
  columns: SheetColumn[];
  entity: EntitySpec;
  /** The list's request, limited by the menu's data rules as the list itself is. */
  listRequest: ListRequest;
  base: Base<DB, TB>;
  select: (qb: Base<DB, TB>) => SelectQueryBuilder<DB, TB, O>;
  /** The request's `selections`: the ids of the rows the user ticked (comma-separated), else the whole list. */
  selections: unknown;
  /** The id column in `base` the selections name (`id` by default). */
  idColumn?: string;
  /** What each batch becomes before it is written (names added, what the caller may not see hidden). */
  decorate?: (batch: Rows) => Promise<Rows>;
}

async function* decorateEach(batches: AsyncGenerator<Rows>, decorate: (batch: Rows) => Promise<Rows>) {
  for await (const batch of batches) yield await decorate(batch);
}

/**
 * 导出 of a list: its rows as the list finds them (scoped, filtered, sorted) or the ticked ones, written
 * batch by batch into the sheet the browser downloads (.xls, or .xlsx past the .xls row limit).
 */
export async function sendListSheet<DB, TB extends keyof DB, O extends object>(
  ctx: Pick<AppContext, 'db' | 'dicts'>,
  reply: FastifyReply,
  auth: AuthContext,
  sheet: ListSheet<DB, TB, O>,
) {
  const ids = splitIds(typeof sheet.selections === 'string' ? sheet.selections : '');
  const base =
    ids.length > 0
      ? (sheet.base.where(sql.ref(sheet.idColumn ?? 'id'), 'in', ids.slice(0, MAX_SELECTIONS)) as Base<
          DB,
          TB
        >)
      : sheet.base;
  const batches = listBatches(sheet.entity, sheet.listRequest, base, sheet.select);
  const exported = await exportSheet(ctx.dicts, {
    title: sheet.title,
    exporter: await realnameOf(ctx.db.kysely, auth),
    columns: sheet.columns,
    expectedRows: await countList(sheet.entity, sheet.listRequest, base),
    batches: sheet.decorate ? decorateEach(batches, sheet.decorate) : batches,
  });
  return sendSheet(reply, sheet.title, exported);
}
