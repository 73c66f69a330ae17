import type { HomeStats } from '@hcs/shared';
import { z } from 'zod';
import { currentUser } from '../../core/auth/guard.ts';
import { VersionedCache } from '../../core/cache/versionedCache.ts';
import type { AppContext } from '../../core/context.ts';
import type { Api } from '../../core/http/inputSchemas.ts';
import { ok } from '../../core/result.ts';
import { optionalDateTime } from '../../core/schemaFields.ts';
import { homeStats, homeStatsScopes, type MixSource, type OrderMix } from './homeStats.ts';
import { liveStats } from './liveStats.ts';
import { orderMixGeneration } from './orderMix.ts';
import { completedWork, thisMonth } from './stats.ts';

const GRANT_STAT_TABLES = ['sys_role_permission', 'sys_user_role', 'sys_permission_data_rule'];
const STAT_TABLES = ['wo_work_order', 'wo_audience', ...GRANT_STAT_TABLES];

const periodQuery = z
  .object({
    begin: optionalDateTime('开始时间格式应为 YYYY-MM-DD HH:mm:ss'),
    end: optionalDateTime('结束时间格式应为 YYYY-MM-DD HH:mm:ss'),
  })
  .refine((v) => !v.begin || !v.end || v.begin < v.end, '结束时间须晚于开始时间');

/**
 * The statistics of DOMAIN.md: the figures are read by every dashboard of every user, so an answer is
 * kept until a work order, an audience or a grant changes (or 10 s pass), and shared by the callers whose
 * data scopes are the same (they see the same figures).
 */
export function workOrderStatRoutes(app: Api, ctx: AppContext): void {
  const home = new VersionedCache<HomeStats>(ctx.db.writes, STAT_TABLES, 10_000, 2_000);
  // Not dropped when an order moves on, only when the mix changes (orderMix.ts).
  const mixes = new VersionedCache<OrderMix>(ctx.db.writes, GRANT_STAT_TABLES, 10_000, 2_000);

  app.get('/wo/workOrder/stat/home', { config: { permission: 'wo:order:list' } }, async (request) => {
    const auth = currentUser(request);
    const key = JSON.stringify([auth.tenantId, await homeStatsScopes(ctx, auth)]);
    const mix: MixSource = (compute) => mixes.get(`${key}\u0000${orderMixGeneration()}`, compute);
    return ok(await home.get(key, () => homeStats(ctx, auth, new Date(), mix)));
  });

  app.get(
    '/wo/workOrder/stat/wcgw',
    { config: { permission: 'wo:order:list' }, schema: { querystring: periodQuery } },
    async (request) => {
      const { begin, end } = request.query;
      const month = thisMonth();
      return ok(await completedWork(ctx, currentUser(request), begin ?? month.begin, end ?? month.end));
    },
  );

  // The monitor's live figures: not cached, it is reloaded when orders change.
  app.get('/wo/workOrder/stat/live', { config: { permission: 'wo:order:list' } }, async (request) =>
    ok(await liveStats(ctx, currentUser(request))),
  );
}
