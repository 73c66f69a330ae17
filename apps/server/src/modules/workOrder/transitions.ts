import { WORK_ORDER_ACTIONS, type WorkOrderAction, WorkOrderStatus } from '@hcs/shared';
import { sql, type Transaction, type Updateable } from 'kysely';
import { recordDataLog } from '../../core/audit/dataLog.ts';
import { realnameOf } from '../../core/auth/realname.ts';
import type { AppContext } from '../../core/context.ts';
import type { Database } from '../../core/db/schema.ts';
import type { WoWorkOrderTable } from '../../core/db/woSchema.ts';
import type { AuthContext } from '../../core/http/fastifyTypes.ts';
import { newId } from '../../core/ids.ts';
import { BusinessError } from '../../core/result.ts';
import { formatDateTime } from '../../core/time.ts';
import { nearestHolders, notifyUsers } from '../announcement/notice.ts';
import { signalWorkOrderChange } from './changeSignal.ts';
import type { WorkOrderInput } from './schema.ts';
import {
  addWorkOrder,
  assertAssignable,
  departOf,
  type WorkOrderRow,
  workOrderById,
  workOrders,
} from './service.ts';

interface Transition {
  id: string;
  version: number;
  /** What the action changes besides status, version and audit columns. */
  changes?: Updateable<WoWorkOrderTable>;
  /** The timeline's comment. */
  comment?: string | null;
}

const STATUS_TEXT: Record<number, string> = {
  1: '待派单',
  2: '已派单',
  3: '处理中',
  4: '已完成',
  5: '已关闭',
  9: '已取消',
};

/**
 * The writes of one action on an order, in `trx`: the update (only from the version the caller saw, so of
 * two people acting at once only the first succeeds), the timeline entry and the data log.
 */
async function writeTransition(
  trx: Transaction<Database>,
  auth: AuthContext,
  action: WorkOrderAction,
  fromStatus: number,
  input: Transition,
  operatorName: string,
  now: string,
): Promise<void> {
  const rule = WORK_ORDER_ACTIONS[action];
  const result = await trx
    .updateTable('woWorkOrder')
    .set({
      ...input.changes,
      status: rule.to,
      version: sql<number>`version + 1`,
      updateBy: auth.username,
      updateTime: now,
    })
    .where('id', '=', input.id)
    .where('version', '=', input.version)
    .where('status', 'in', [...rule.from])
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw new BusinessError('工单已被他人处理或修改，请刷新后重试');
  await trx
    .insertInto('woWorkOrderLog')
    .values({
      id: newId(),
      orderId: input.id,
      action,
      fromStatus,
      toStatus: rule.to,
      operatorId: auth.userId,
      operatorName,
      comment: input.comment ?? null,
      createTime: now,
    })
    .execute();
  await recordDataLog(trx, auth, 'wo_work_order', input.id);
}

/**
 * Takes one action of DOMAIN.md "States" on an order: allowed only from its source states, with the
 * action's permission (checked by the route) and, for the assignee's actions, by the assignee.
 */
async function transition(
  ctx: AppContext,
  auth: AuthContext,
  action: WorkOrderAction,
  input: Transition,
): Promise<WorkOrderRow> {
  const rule = WORK_ORDER_ACTIONS[action];
  const order = await workOrderById(ctx, auth, input.id);
  if (!(rule.from as readonly number[]).includes(order.status)) {
    throw new BusinessError(`工单${STATUS_TEXT[order.status] ?? ''}，不能${rule.label}`);
  }
  if (rule.assigneeOnly && order.assigneeId !== auth.userId) {
    throw new BusinessError(`只有工单的处理人才能${rule.label}`);
  }
  const operatorName = await realnameOf(ctx.db.kysely, auth);
  await workOrders.change(ctx, auth, [input.id], (trx) =>
    writeTransition(trx, auth, action, order.status, input, operatorName, formatDateTime()),
  );
  await signalWorkOrderChange(ctx, input.id);
  return order;
}

type NoticeOrder = Pick<WorkOrderRow, 'id' | 'orderNo' | 'title' | 'priority'>;

/** A message about an order, opening it (bell and websocket), sent after the change committed. */
const orderNotice = (order: NoticeOrder, title: string, text: string) => ({
  title: `${title}：${order.title}`,
  text: `工单 ${order.orderNo}（${order.title}）${text}`,
  openPage: `/wo/order?id=${order.id}`,
  busType: 'work_order',
  busId: order.id,
  priority: order.priority === 'H' ? ('H' as const) : ('M' as const),
});

/** Tells the assignee of a new order (bell and websocket). */
const notifyAssignee = (ctx: AppContext, auth: AuthContext, order: NoticeOrder, assigneeId: string) =>
  notifyUsers(ctx, auth, [assigneeId], orderNotice(order, '新工单', '已派给您，请及时接单处理。'));

/**
 * Whether `userId` may still open the order under their own data rules (an assignee who only sees their
 * own orders loses it when it is reassigned).
 */
async function stillSees(ctx: AppContext, auth: AuthContext, userId: string, orderId: string) {
  const user = await ctx.db.kysely
    .selectFrom('sysUser')
    .select('username')
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) return false;
  const as: AuthContext = {
    sessionId: '',
    userId,
    username: user.username,
    tenantIds: [auth.tenantId],
    tenantId: auth.tenantId,
  };
  return workOrderById(ctx, as, orderId).then(
    () => true,
    (error: unknown) => {
      if (error instanceof BusinessError) return false;
      throw error;
    },
  );
}

/** 新增 with a 处理人 by someone who may dispatch: created and dispatched in one transaction. */
export async function addDispatchedOrder(
  ctx: AppContext,
  auth: AuthContext,
  input: WorkOrderInput & { assigneeId: string },
): Promise<{ id: string; orderNo: string }> {
  const depart = await departOf(ctx.db.kysely, input.departId);
  const assignee = await assertAssignable(ctx.db.kysely, depart.orgCode, input.assigneeId);
  const operatorName = await realnameOf(ctx.db.kysely, auth);
  const created = await addWorkOrder(ctx, auth, input, async (trx, id) => {
    const now = formatDateTime();
    await writeTransition(
      trx,
      auth,
      'dispatch',
      WorkOrderStatus.pending,
      {
        id,
        version: 0,
        changes: { assigneeId: input.assigneeId, dispatchedTime: now },
        comment: `派给 ${assignee.realname}`,
      },
      operatorName,
      now,
    );
  });
  await notifyAssignee(
    ctx,
    auth,
    { ...created, title: input.title, priority: input.priority },
    input.assigneeId,
  );
  return created;
}

/** 派单 / 改派: the assignee is told at once (bell and websocket). */
export async function dispatchOrder(
  ctx: AppContext,
  auth: AuthContext,
  input: { id: string; version: number; assigneeId: string; comment: string | null },
): Promise<void> {
  const current = await workOrderById(ctx, auth, input.id);
  const assignee = await assertAssignable(ctx.db.kysely, current.sysOrgCode, input.assigneeId);
  if (current.status === WorkOrderStatus.dispatched && current.assigneeId === input.assigneeId) {
    throw new BusinessError('该工单已派给此处理人');
  }
  const reassign = current.status === WorkOrderStatus.dispatched;
  const order = await transition(ctx, auth, 'dispatch', {
    id: input.id,
    version: input.version,
    changes: { assigneeId: input.assigneeId, dispatchedTime: formatDateTime() },
    comment: [`${reassign ? '改派给' : '派给'} ${assignee.realname}`, input.comment]
      .filter(Boolean)
      .join('：'),
  });
  await notifyAssignee(ctx, auth, order, input.assigneeId);
  if (reassign && current.assigneeId && current.assigneeId !== auth.userId) {
    const notice = orderNotice(order, '工单已改派', `已改派给 ${assignee.realname}，您无需再处理。`);
    const sees = await stillSees(ctx, auth, current.assigneeId, order.id);
    await notifyUsers(ctx, auth, [current.assigneeId], sees ? notice : { ...notice, openPage: null });
  }
}

export async function acceptOrder(
  ctx: AppContext,
  auth: AuthContext,
  input: { id: string; version: number; comment: string | null },
) {
  await transition(ctx, auth, 'accept', { ...input, changes: { acceptedTime: formatDateTime() } });
}

export async function completeOrder(
  ctx: AppContext,
  auth: AuthContext,
  input: { id: string; version: number; result: string; attachments: string | null },
) {
  const order = await transition(ctx, auth, 'complete', {
    id: input.id,
    version: input.version,
    changes: { result: input.result, attachments: input.attachments, completedTime: formatDateTime() },
  });
  const reviewers = await nearestHolders(ctx, auth.tenantId, order.sysOrgCode, 'wo:order:review');
  const operator = await realnameOf(ctx.db.kysely, auth);
  await notifyUsers(
    ctx,
    auth,
    reviewers,
    orderNotice(order, '工单待回访', `已由 ${operator} 完成，请回访并关闭工单。`),
  );
}

export async function reviewOrder(
  ctx: AppContext,
  auth: AuthContext,
  input: { id: string; version: number; satisfaction: number; feedback: string | null },
) {
  await transition(ctx, auth, 'review', {
    id: input.id,
    version: input.version,
    changes: { satisfaction: input.satisfaction, feedback: input.feedback, closedTime: formatDateTime() },
    comment: `满意度 ${input.satisfaction} 分${input.feedback ? `：${input.feedback}` : ''}`,
  });
}

export async function cancelOrder(
  ctx: AppContext,
  auth: AuthContext,
  input: { id: string; version: number; reason: string },
) {
  await transition(ctx, auth, 'cancel', {
    id: input.id,
    version: input.version,
    changes: { cancelReason: input.reason, cancelledTime: formatDateTime() },
    comment: input.reason,
  });
}
