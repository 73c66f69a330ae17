import { type LiveStats, WorkOrderStatus } from '@hcs/shared';
import { sql } from 'kysely';
import type { AppContext } from '../../core/context.ts';
import { withinDataScope } from '../../core/crud/scoped.ts';
import type { AuthContext } from '../../core/http/fastifyTypes.ts';
import { inTenant } from '../../core/tenant.ts';
import { formatDate, formatDateTime } from '../../core/time.ts';
import { onlyOverdue, workOrderEntity, workOrdersBase } from './service.ts';

export const RECENT_ACTIVITY = 8;

/** `GET /wo/workOrder/stat/live`: the monitor's figures, within the caller's data scope. */
export async function liveStats(ctx: AppContext, auth: AuthContext, now = new Date()): Promise<LiveStats> {
  const db = ctx.db.kysely;
  const orders = await withinDataScope(ctx, auth, workOrderEntity, workOrdersBase(db, auth));
  const count = sql<number>`count(*)`.as('n');
  const today = `${formatDate(now)} 00:00:00`;
  const open = [WorkOrderStatus.pending, WorkOrderStatus.dispatched, WorkOrderStatus.processing];

  const [byStatus, overdue, created, completed, online, recent] = await Promise.all([
    orders
      .select(['o.status', (eb) => eb.fn.countAll<number>().as('n')])
      .where('o.status', 'in', open)
      .groupBy('o.status')
      .execute(),
    onlyOverdue(orders, formatDateTime(now)).select(count).executeTakeFirst(),
    orders.select(count).where('o.createTime', '>=', today).executeTakeFirst(),
    orders.select(count).where('o.completedTime', '>=', today).executeTakeFirst(),
    db
      .selectFrom('sysSession as s')
      .innerJoin('sysUser as u', 'u.id', 's.userId')
      .select(sql<number>`count(distinct ${sql.ref('s.userId')})`.as('n'))
      .where('s.revokedAt', 'is', null)
      .where('s.expiresAt', '>', now.getTime())
      .where('u.delFlag', '=', 0)
      .where(inTenant('u.relTenantIds', auth.tenantId))
      .executeTakeFirst(),
    orders
      .innerJoin('woWorkOrderLog as l', 'l.orderId', 'o.id')
      .select([
        'l.id',
        'l.orderId',
        'o.orderNo',
        'o.title',
        'l.action',
        'l.toStatus',
        'l.operatorName',
        'l.createTime',
      ])
      .orderBy('l.createTime', 'desc')
      .orderBy('l.id', 'desc')
      .limit(RECENT_ACTIVITY)
      .execute(),
  ]);
  const status = (s: number) => Number(byStatus.find((r) => Number(r.status) === s)?.n ?? 0);
  return {
    pending: status(WorkOrderStatus.pending),
    dispatched: status(WorkOrderStatus.dispatched),
    processing: status(WorkOrderStatus.processing),
    overdue: Number(overdue?.n ?? 0),
    createdToday: Number(created?.n ?? 0),
    completedToday: Number(completed?.n ?? 0),
    onlineUsers: Number(online?.n ?? 0),
    recent,
    time: formatDateTime(now),
  };
}
