import { type MyActivity, type MyOpenWorkOrder, WorkOrderStatus } from '@hcs/shared';
import type { AppContext } from '../../core/context.ts';
import type { AuthContext } from '../../core/http/fastifyTypes.ts';
import { workOrdersBase } from '../workOrder/service.ts';

const OPEN_ORDERS_SHOWN = 10;
const ACTIVITY_SHOWN = 20;

/** 个人中心: the orders assigned to the caller that are not completed, closed or cancelled. */
export function myOpenWorkOrders(ctx: AppContext, auth: AuthContext): Promise<MyOpenWorkOrder[]> {
  return workOrdersBase(ctx.db.kysely, auth)
    .select(['o.id', 'o.orderNo', 'o.title', 'o.status', 'o.deadline', 'o.createTime'])
    .where('o.assigneeId', '=', auth.userId)
    .where('o.status', '<', WorkOrderStatus.completed)
    .orderBy('o.createTime', 'desc')
    .limit(OPEN_ORDERS_SHOWN)
    .execute();
}

/** 个人中心: the caller's last entries in the operation and login log. */
export function myRecentActivity(ctx: AppContext, auth: AuthContext): Promise<MyActivity[]> {
  return ctx.db.kysely
    .selectFrom('sysLog')
    .select(['id', 'logContent', 'operateType', 'createTime', 'ip'])
    .where('userid', '=', auth.userId)
    .orderBy('createTime', 'desc')
    .limit(ACTIVITY_SHOWN)
    .execute();
}
