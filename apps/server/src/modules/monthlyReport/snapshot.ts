import { type MonthlyReportStats, WorkOrderStatus } from '@hcs/shared';
import { sql } from 'kysely';
import type { AppContext } from '../../core/context.ts';
import type { AuthContext } from '../../core/http/fastifyTypes.ts';
import { formatDate, formatDateTime } from '../../core/time.ts';
import { audiencesBase } from '../audience/service.ts';
import { onlyOverdue, workOrdersBase } from '../workOrder/service.ts';
import {
  completedWithin,
  countByDisabilityType,
  countByServiceType,
  countPerDay,
  rankCompleted,
  round1,
} from '../workOrder/stats.ts';

const TOP_STAFF = 10;

export interface ReportDepart {
  id: string;
  orgCode: string;
  departName: string;
}

/** `2026-03` → `[2026-03-01 00:00:00, 2026-04-01 00:00:00)` and the month's days. */
export function monthRange(month: string): { begin: string; end: string; days: string[] } {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const first = new Date(year, m - 1, 1);
  const next = new Date(year, m, 1);
  const days = Array.from({ length: new Date(year, m, 0).getDate() }, (_, i) =>
    formatDate(new Date(year, m - 1, i + 1)),
  );
  return { begin: `${formatDate(first)} 00:00:00`, end: `${formatDate(next)} 00:00:00`, days };
}

/**
 * The month's figures of a department and the departments below it (DOMAIN.md "Monthly report"), read
 * with the work-order statistics' own queries over the subtree's orders.
 */
export async function computeSnapshot(
  ctx: AppContext,
  auth: AuthContext,
  depart: ReportDepart,
  month: string,
  now = new Date(),
): Promise<MonthlyReportStats> {
  const db = ctx.db.kysely;
  const { begin, end, days } = monthRange(month);
  const nowText = formatDateTime(now);
  const subtree = `${depart.orgCode}%`;
  const orders = workOrdersBase(db, auth).where('o.sysOrgCode', 'like', subtree);
  const createdInMonth = orders.where('o.createTime', '>=', begin).where('o.createTime', '<', end);
  const completedInMonth = completedWithin(orders, begin, end);
  const count = sql<number>`count(*)`.as('n');

  const [
    created,
    completed,
    served,
    overdue,
    cancelled,
    newAudiences,
    satisfaction,
    byServiceType,
    byDisabilityType,
    createdPerDay,
    completedPerDay,
    ranking,
  ] = await Promise.all([
    createdInMonth.select(count).executeTakeFirst(),
    completedInMonth.select(count).executeTakeFirst(),
    completedInMonth
      .select((eb) => eb.fn.count<number>('o.audienceId').distinct().as('n'))
      .executeTakeFirst(),
    onlyOverdue(orders, nowText < end ? nowText : end)
      .where('o.deadline', '>=', begin)
      .select(count)
      .executeTakeFirst(),
    orders
      .where('o.status', '=', WorkOrderStatus.cancelled)
      .where('o.cancelledTime', '>=', begin)
      .where('o.cancelledTime', '<', end)
      .select(count)
      .executeTakeFirst(),
    audiencesBase(db, auth)
      .where('a.sysOrgCode', 'like', subtree)
      .where('a.createTime', '>=', begin)
      .where('a.createTime', '<', end)
      .select(count)
      .executeTakeFirst(),
    completedInMonth.select((eb) => eb.fn.avg('o.satisfaction').as('avg')).executeTakeFirst(),
    countByServiceType(ctx, createdInMonth),
    countByDisabilityType(ctx, createdInMonth),
    countPerDay(orders, 'o.createTime', begin, end),
    countPerDay(orders, 'o.completedTime', begin, end),
    rankCompleted(ctx, completedInMonth),
  ]);

  return {
    month,
    departName: depart.departName,
    generatedAt: nowText,
    audiencesServed: Number(served?.n ?? 0),
    newAudiences: Number(newAudiences?.n ?? 0),
    ordersCreated: Number(created?.n ?? 0),
    ordersCompleted: Number(completed?.n ?? 0),
    ordersOverdue: Number(overdue?.n ?? 0),
    ordersCancelled: Number(cancelled?.n ?? 0),
    avgSatisfaction: round1(satisfaction?.avg),
    byServiceType,
    byDisabilityType,
    trend: days.map((date) => ({
      date,
      created: createdPerDay.get(date) ?? 0,
      completed: completedPerDay.get(date) ?? 0,
    })),
    topStaff: ranking.staff.filter((s) => s.id !== '').slice(0, TOP_STAFF),
  };
}
