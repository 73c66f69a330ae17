import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../core/auth/guard.ts';
import { VersionedCache } from '../../core/cache/versionedCache.ts';
import type { AppContext } from '../../core/context.ts';
import { scopedListRequest } from '../../core/crud/scoped.ts';
import { applyFilters } from '../../core/query/listQuery.ts';
import { ok } from '../../core/result.ts';
import { listBase, listCountBase } from './listBases.ts';
import { bareOrdersBase, workOrderEntity } from './service.ts';

type Counts = Record<string, number>;

/**
 * `GET /wo/workOrder/statusCounts`, the status tabs: how many orders each status has under the list's
 * search (its status aside). Asked with every list page, so an answer is kept until an order or an
 * audience changes (or 10 s pass).
 */
export function statusCountRoutes(app: FastifyInstance, ctx: AppContext): void {
  const answers = new VersionedCache<Counts>(ctx.db.writes, ['wo_work_order', 'wo_audience'], 10_000, 2_000);

  app.get('/wo/workOrder/statusCounts', { config: { permission: 'wo:order:list' } }, async (request) => {
    const auth = currentUser(request);
    const { status: _status, ...query } = request.query as Record<string, unknown>;
    const list = await scopedListRequest(ctx, auth, workOrderEntity, query);
    const bare = listCountBase(ctx, request, list);
    const orders = bare
      ? applyFilters(bare, workOrderEntity, list)
      : bareOrdersBase(ctx.db.kysely, auth).where(
          'o.id',
          'in',
          applyFilters(listBase(ctx, request), workOrderEntity, list).select('o.id'),
        );
    const counted = orders.select(['o.status', (eb) => eb.fn.countAll<number>().as('n')]).groupBy('o.status');
    const { sql, parameters } = counted.compile();
    const counts = await answers.get(`${sql}\u0000${JSON.stringify(parameters)}`, async () => {
      const out: Counts = { all: 0 };
      for (const r of await counted.execute()) {
        out[String(r.status)] = Number(r.n);
        out.all = (out.all ?? 0) + Number(r.n);
      }
      return out;
    });
    return ok(counts);
  });
}
