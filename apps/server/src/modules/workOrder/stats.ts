import { type CompletedWork, type DictCount, WorkOrderStatus, type WorkRank } from '@hcs/shared';
import { type Kysely, sql } from 'kysely';
import type { AppContext } from '../../core/context.ts';
import { withinDataScope } from '../../core/crud/scoped.ts';
import type { Dialect } from '../../core/db/connect.ts';
import type { Database } from '../../core/db/schema.ts';
import type { AuthContext } from '../../core/http/fastifyTypes.ts';
import { formatDate } from '../../core/time.ts';
import { workOrderEntity, workOrdersBase } from './service.ts';

export const TREND_DAYS = 30;

const day = (column: string) => sql<string>`substr(${sql.ref(column)}, 1, 10)`;

export function monthStart(now: Date): string {
  return `${formatDate(new Date(now.getFullYear(), now.getMonth(), 1))} 00:00:00`;
}

async function scopedOrders(ctx: AppContext, auth: AuthContext, db: Kysely<Database>) {
  return withinDataScope(ctx, auth, workOrderEntity, workOrdersBase(db, auth));
}

export async function dictCounts(
  ctx: AppContext,
  dict: string,
  rows: { value: string | null; n: number | string }[],
) {
  const items = await ctx.dicts.items(dict);
  return rows
    .filter((r) => r.value !== null)
    .map((r) => ({
      value: String(r.value),
      text: items.find((i) => i.value === String(r.value))?.text ?? String(r.value),
      count: Number(r.n),
    }))
    .sort((a, b) => b.count - a.count);
}

export type OrdersQuery = ReturnType<typeof workOrdersBase>;

/** Orders per service type, most first. */
export async function countByServiceType(ctx: AppContext, orders: OrdersQuery): Promise<DictCount[]> {
  const rows = await orders
    .select(['o.serviceType as value', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('o.serviceType')
    .execute();
  return dictCounts(ctx, 'service_type', rows);
}

/** Orders per disability type of their audience, most first. */
export async function countByDisabilityType(ctx: AppContext, orders: OrdersQuery): Promise<DictCount[]> {
  const rows = await orders
    .select(['a.disabilityType as value', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('a.disabilityType')
    .execute();
  return dictCounts(ctx, 'disability_type', rows);
}

/** Orders per day (YYYY-MM-DD) of `column`, from `begin` (and before `end` when given). */
export async function countPerDay(
  orders: OrdersQuery,
  column: 'o.createTime' | 'o.completedTime',
  begin: string,
  end?: string,
): Promise<Map<string, number>> {
  let q = orders
    .select([day(column).as('d'), (eb) => eb.fn.countAll<number>().as('n')])
    .where(column, '>=', begin);
  if (end) q = q.where(column, '<', end);
  const rows = await q.groupBy(day(column)).execute();
  return new Map(rows.map((r) => [r.d, Number(r.n)]));
}

function hoursBetween(dialect: Dialect, from: string, to: string) {
  switch (dialect) {
    case 'postgres':
      return sql<number>`extract(epoch from (cast(${sql.ref(to)} as timestamp) - cast(${sql.ref(from)} as timestamp))) / 3600.0`;
    case 'mysql':
      return sql<number>`timestampdiff(second, ${sql.ref(from)}, ${sql.ref(to)}) / 3600.0`;
    case 'sqlite':
      return sql<number>`(julianday(${sql.ref(to)}) - julianday(${sql.ref(from)})) * 24.0`;
  }
}

export const round1 = (v: unknown) =>
  v === null || v === undefined ? null : Math.round(Number(v) * 10) / 10;

/**
 * `GET /wo/workOrder/stat/wcgw` (完成工作): orders completed in [begin, end) per staff member and per
 * department, with average completion hours and satisfaction, best first.
 */
export async function completedWork(
  ctx: AppContext,
  auth: AuthContext,
  begin: string,
  end: string,
): Promise<CompletedWork> {
  const orders = completedWithin(await scopedOrders(ctx, auth, ctx.db.kysely), begin, end);
  return { begin, end, ...(await rankCompleted(ctx, orders)) };
}

/** Orders completed (or completed and closed since) in [begin, end). */
export const completedWithin = (orders: OrdersQuery, begin: string, end: string): OrdersQuery =>
  orders
    .where('o.completedTime', '>=', begin)
    .where('o.completedTime', '<', end)
    .where('o.status', 'in', [WorkOrderStatus.completed, WorkOrderStatus.closed]);

/** `orders` per staff member and per department, with average completion hours and satisfaction, best first. */
export async function rankCompleted(
  ctx: AppContext,
  orders: OrdersQuery,
): Promise<{ staff: WorkRank[]; departs: WorkRank[] }> {
  const hours = hoursBetween(ctx.db.dialect, 'o.createTime', 'o.completedTime');
  const [staff, departs] = await Promise.all([
    orders
      .select([
        'o.assigneeId as id',
        'u.realname as name',
        (eb) => eb.fn.countAll<number>().as('completed'),
        (eb) => eb.fn.avg(hours).as('avgHours'),
        (eb) => eb.fn.avg('o.satisfaction').as('avgSatisfaction'),
      ])
      .groupBy(['o.assigneeId', 'u.realname'])
      .execute(),
    orders
      .select([
        'o.departId as id',
        'd.departName as name',
        (eb) => eb.fn.countAll<number>().as('completed'),
        (eb) => eb.fn.avg(hours).as('avgHours'),
        (eb) => eb.fn.avg('o.satisfaction').as('avgSatisfaction'),
      ])
      .groupBy(['o.departId', 'd.departName'])
      .execute(),
  ]);
  const ranked = (rows: typeof staff): WorkRank[] =>
    rows
      .map((r) => ({
        id: r.id ?? '',
        name: r.name ?? '',
        completed: Number(r.completed),
        avgHours: round1(r.avgHours),
        avgSatisfaction: round1(r.avgSatisfaction),
      }))
      .sort((a, b) => b.completed - a.completed || (b.avgSatisfaction ?? 0) - (a.avgSatisfaction ?? 0));
  return { staff: ranked(staff), departs: ranked(departs) };
}

/** This month, `[YYYY-MM-01 00:00:00, first of next month)`. */
export function thisMonth(now = new Date()): { begin: string; end: string } {
  return {
    begin: monthStart(now),
    end: monthStart(new Date(now.getFullYear(), now.getMonth() + 1, 1)),
  };
}
