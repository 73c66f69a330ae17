import { type DictCount, type HomeStats, WorkOrderStatus } from '@hcs/shared';
import { type Kysely, sql } from 'kysely';
import type { AppContext } from '../../core/context.ts';
import { inDataScope } from '../../core/crud/scoped.ts';
import type { Database } from '../../core/db/schema.ts';
import type { AuthContext } from '../../core/http/fastifyTypes.ts';
import type { DataScope } from '../../core/permission/dataScope.ts';
import { addDays, formatDate, formatDateTime } from '../../core/time.ts';
import { audienceEntity } from '../audience/service.ts';
import { bareOrdersBase, onOrderTable, workOrderEntity, workOrdersBase } from './service.ts';
import { dictCounts, monthStart, TREND_DAYS } from './stats.ts';

/** The data scopes the figures depend on: callers with the same ones see the same figures. */
export async function homeStatsScopes(ctx: AppContext, auth: AuthContext) {
  const [orders, audiences] = await Promise.all([
    ctx.dataScopes.forList(auth, workOrderEntity),
    ctx.dataScopes.forList(auth, audienceEntity),
  ]);
  return { orders, audiences };
}

/**
 * The caller's orders without the list's joins, counted from the indexes alone (migration 0022). A data
 * rule on a joined column (the audience's name) is applied through the joined list query instead.
 */
function scopedOrders(db: Kysely<Database>, auth: AuthContext, scope: DataScope) {
  const bare = bareOrdersBase(db, auth);
  if (onOrderTable((scope ?? []).flat())) return inDataScope(workOrderEntity, scope, bare);
  const visible = inDataScope(workOrderEntity, scope, workOrdersBase(db, auth)).select('o.id');
  return bare.where('o.id', 'in', visible);
}

type Orders = ReturnType<typeof scopedOrders>;

function scopedAudiences(db: Kysely<Database>, auth: AuthContext, scope: DataScope) {
  const bare = db
    .selectFrom('woAudience as a')
    .where('a.tenantId', '=', auth.tenantId)
    .where('a.delFlag', '=', 0);
  return inDataScope(audienceEntity, scope, bare);
}

const count = sql<number>`count(*)`;
const day = (column: 'o.createTime' | 'o.completedTime') => sql<string>`substr(${sql.ref(column)}, 1, 10)`;

async function perDay(orders: Orders, column: 'o.createTime' | 'o.completedTime', begin: string) {
  const rows = await orders
    .select([day(column).as('d'), count.as('n')])
    .where(column, '>=', begin)
    .groupBy(day(column))
    .execute();
  return new Map(rows.map((r) => [r.d, Number(r.n)]));
}

/**
 * Orders per disability type of their audience: counted per audience first (from an index), so only one
 * audience row is read per audience rather than one per order.
 */
async function perDisabilityType(db: Kysely<Database>, orders: Orders) {
  const perAudience = orders
    .select(['o.audienceId', count.as('n')])
    .groupBy('o.audienceId')
    .as('x');
  return db
    .selectFrom(perAudience)
    .innerJoin('woAudience as a', 'a.id', 'x.audienceId')
    .select(['a.disabilityType as value', sql<number>`sum(${sql.ref('x.n')})`.as('n')])
    .groupBy('a.disabilityType')
    .execute();
}

export interface OrderMix {
  byServiceType: DictCount[];
  byDisabilityType: DictCount[];
}

/** All the caller's orders by service type and by their audience's disability type (see orderMix.ts). */
async function orderMix(ctx: AppContext, orders: Orders): Promise<OrderMix> {
  const [byType, byDisability] = await Promise.all([
    orders
      .select(['o.serviceType as value', count.as('n')])
      .groupBy('o.serviceType')
      .execute(),
    perDisabilityType(ctx.db.kysely, orders),
  ]);
  return {
    byServiceType: await dictCounts(ctx, 'service_type', byType),
    byDisabilityType: await dictCounts(ctx, 'disability_type', byDisability),
  };
}

/** Where the order mix comes from: computed afresh, or from a cache that is told how to compute it. */
export type MixSource = (compute: () => Promise<OrderMix>) => Promise<OrderMix>;

/** `GET /wo/workOrder/stat/home`: the dashboard's figures within the caller's data scope (DOMAIN.md). */
export async function homeStats(
  ctx: AppContext,
  auth: AuthContext,
  now = new Date(),
  mixSource: MixSource = (compute) => compute(),
): Promise<HomeStats> {
  const db = ctx.db.kysely;
  const scopes = await homeStatsScopes(ctx, auth);
  const orders = scopedOrders(db, auth, scopes.orders);
  const today = formatDate(now);
  const trendStart = `${formatDate(addDays(now, -(TREND_DAYS - 1)))} 00:00:00`;

  const [byStatusRows, createdToday, completedThisMonth, overdue, audiences, created, completed, mix] =
    await Promise.all([
      orders
        .select(['o.status', count.as('n')])
        .groupBy('o.status')
        .execute(),
      orders.select(count.as('n')).where('o.createTime', '>=', `${today} 00:00:00`).executeTakeFirst(),
      orders.select(count.as('n')).where('o.completedTime', '>=', monthStart(now)).executeTakeFirst(),
      orders
        .select(count.as('n'))
        .where('o.status', '<', WorkOrderStatus.completed)
        .where('o.deadline', 'is not', null)
        .where('o.deadline', '<', formatDateTime(now))
        .executeTakeFirst(),
      scopedAudiences(db, auth, scopes.audiences)
        .select(count.as('n'))
        .where('a.status', '=', '1')
        .executeTakeFirst(),
      perDay(orders, 'o.createTime', trendStart),
      perDay(orders, 'o.completedTime', trendStart),
      mixSource(() => orderMix(ctx, orders)),
    ]);

  const byStatus: Record<string, number> = {};
  for (const r of byStatusRows) byStatus[String(r.status)] = Number(r.n);
  const trend = Array.from({ length: TREND_DAYS }, (_, i) => {
    const date = formatDate(addDays(now, i - (TREND_DAYS - 1)));
    return { date, created: created.get(date) ?? 0, completed: completed.get(date) ?? 0 };
  });
  return {
    total: Object.values(byStatus).reduce((a, b) => a + b, 0),
    byStatus,
    createdToday: Number(createdToday?.n ?? 0),
    completedThisMonth: Number(completedThisMonth?.n ?? 0),
    overdue: Number(overdue?.n ?? 0),
    audiences: Number(audiences?.n ?? 0),
    trend,
    ...mix,
  };
}
