import type { FastifyRequest } from 'fastify';
import { currentUser } from '../../core/auth/guard.ts';
import type { AppContext } from '../../core/context.ts';
import type { ListRequest } from '../../core/query/listQuery.ts';
import { type BareOrders, bareOrdersBase, onlyOverdue, onOrderTable, workOrdersBase } from './service.ts';

const overdueAsked = (request: FastifyRequest) => (request.query as Record<string, unknown>).overdue === '1';

/** The rows of the list: the caller's orders with the names it shows, only the overdue ones if asked. */
export function listBase(ctx: AppContext, request: FastifyRequest) {
  const base = workOrdersBase(ctx.db.kysely, currentUser(request));
  return overdueAsked(request) ? onlyOverdue(base) : base;
}

/**
 * The same rows without the joins, for counting them, when none of the search's conditions or the
 * caller's data rules names a joined column (the audience's name does).
 */
export function listCountBase(
  ctx: AppContext,
  request: FastifyRequest,
  list: ListRequest,
): BareOrders | undefined {
  if (!onOrderTable([...list.filters, ...list.superQuery, ...(list.dataScope ?? []).flat()]))
    return undefined;
  const base = bareOrdersBase(ctx.db.kysely, currentUser(request));
  return overdueAsked(request) ? onlyOverdue(base) : base;
}
