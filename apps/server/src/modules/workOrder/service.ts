import { DEADLINE_PASSED, EDITABLE_STATUSES, WorkOrderStatus, workOrderResource } from '@hcs/shared';
import { type Kysely, sql, type Transaction } from 'kysely';
import { recordDataLog } from '../../core/audit/dataLog.ts';
import { realnameOf } from '../../core/auth/realname.ts';
import { executeFillRule } from '../../core/codes/fillRules.ts';
import type { AppContext } from '../../core/context.ts';
import { scopedTable } from '../../core/crud/scopedTable.ts';
import type { Database } from '../../core/db/schema.ts';
import type { AuthContext } from '../../core/http/fastifyTypes.ts';
import { newId } from '../../core/ids.ts';
import type { Condition } from '../../core/query/conditions.ts';
import { type ResourceFrom, resourceEntity, resourceSheetColumns } from '../../core/resource/entity.ts';
import { BusinessError } from '../../core/result.ts';
import { formatDateTime } from '../../core/time.ts';
import { audienceById } from '../audience/service.ts';
import { signalWorkOrderChange } from './changeSignal.ts';
import { orderMixChanged } from './orderMix.ts';
import type { WorkOrderEditInput, WorkOrderInput } from './schema.ts';

/** The order list's rows name the table `o` and join the audience, the department and the assignee. */
export const WORK_ORDER_FROM: ResourceFrom = {
  alias: 'o',
  joined: {
    audienceName: 'a.name',
    audienceIdCardNo: 'a.idCardNo',
    departName: 'd.departName',
    assigneeName: 'u.realname',
  },
};

/** The list registry of orders; `overdue` (仅看超期) is read by the list's own base. */
export const workOrderEntity = resourceEntity(workOrderResource, {
  from: WORK_ORDER_FROM,
  extraParams: ['overdue'],
});

/** The export's and the import's columns. */
export const workOrderColumns = resourceSheetColumns(workOrderResource);

/** The caller's tenant, not deleted, with the names the list shows. */
export const workOrdersBase = (db: Kysely<Database>, auth: AuthContext) =>
  db
    .selectFrom('woWorkOrder as o')
    .leftJoin('woAudience as a', 'a.id', 'o.audienceId')
    .leftJoin('sysDepart as d', 'd.id', 'o.departId')
    .leftJoin('sysUser as u', 'u.id', 'o.assigneeId')
    .where('o.tenantId', '=', auth.tenantId)
    .where('o.delFlag', '=', 0);

type OrdersBase = ReturnType<typeof workOrdersBase>;

/**
 * The caller's orders without the list's joins: a count over a join reads every joined row (SQLite
 * keeps the joins of an aggregate), a count over the bare table is read from an index (migration 0022).
 */
export const bareOrdersBase = (db: Kysely<Database>, auth: AuthContext) =>
  db.selectFrom('woWorkOrder as o').where('o.tenantId', '=', auth.tenantId).where('o.delFlag', '=', 0);

export type BareOrders = ReturnType<typeof bareOrdersBase>;

/** Whether every condition is on a column of the order table itself, so none needs the joins. */
export const onOrderTable = (conditions: readonly Condition[]): boolean =>
  conditions.every((c) => workOrderEntity.fields[c.field]?.column.startsWith('o.') ?? false);

/** Only overdue orders: the deadline has passed and the order is not completed yet. */
export const onlyOverdue = <T extends OrdersBase | BareOrders>(qb: T, now = formatDateTime()): T =>
  (qb as BareOrders)
    .where('o.deadline', 'is not', null)
    .where('o.deadline', '<', now)
    .where('o.status', '<', WorkOrderStatus.completed) as T;

export const selectWorkOrder = (qb: OrdersBase) =>
  qb
    .select([
      'o.id',
      'o.orderNo',
      'o.title',
      'o.audienceId',
      'o.serviceType',
      'o.source',
      'o.priority',
      'o.appointmentTime',
      'o.deadline',
      'o.departId',
      'o.sysOrgCode',
      'o.assigneeId',
      'o.status',
      'o.satisfaction',
      'o.dispatchedTime',
      'o.acceptedTime',
      'o.completedTime',
      'o.closedTime',
      'o.cancelledTime',
      'o.version',
      'o.createBy',
      'o.createTime',
      'o.updateTime',
    ])
    .select([
      'a.name as audienceName',
      'a.idCardNo as audienceIdCardNo',
      'd.departName as departName',
      'u.realname as assigneeName',
    ]);

export const selectWorkOrderDetail = (qb: OrdersBase) =>
  selectWorkOrder(qb).select((eb) => [
    'o.content',
    'o.result',
    'o.attachments',
    'o.feedback',
    'o.cancelReason',
    // createBy keeps the account name (as every record does); the detail shows the person.
    eb
      .selectFrom('sysUser as creator')
      .select('creator.realname')
      .whereRef('creator.username', '=', 'o.createBy')
      .limit(1)
      .as('createByName'),
  ]);

export type WorkOrderRow = Awaited<
  ReturnType<ReturnType<typeof selectWorkOrderDetail>['executeTakeFirstOrThrow']>
>;

const orderRecords = {
  entity: workOrderEntity,
  base: workOrdersBase,
  select: selectWorkOrderDetail,
  idColumn: 'o.id',
  notFound: '未找到对应的工单',
};
/** Every order read or changed by id (detail, edit, delete, the actions) goes through the caller's scope. */
export const workOrders = scopedTable(orderRecords);

export async function departOf(db: Kysely<Database>, departId: string) {
  const depart = await db
    .selectFrom('sysDepart')
    .select(['id', 'orgCode', 'departName'])
    .where('id', '=', departId)
    .where('delFlag', '=', 0)
    .executeTakeFirst();
  if (!depart) throw new BusinessError('所属部门不存在');
  return depart;
}

/** The assignee must be an active user of the order's department or one below it. */
export async function assertAssignable(db: Kysely<Database>, orgCode: string, userId: string) {
  const member = await db
    .selectFrom('sysUser as u')
    .innerJoin('sysUserDepart as ud', 'ud.userId', 'u.id')
    .innerJoin('sysDepart as d', 'd.id', 'ud.depId')
    .select(['u.id', 'u.realname'])
    .where('u.id', '=', userId)
    .where('u.delFlag', '=', 0)
    .where('u.status', '=', 1)
    .where('d.orgCode', 'like', `${orgCode}%`)
    .executeTakeFirst();
  if (!member) throw new BusinessError('处理人须是所属部门及其下级部门的在职人员');
  return member;
}

/** The order's 服务对象: one the caller may see under 服务对象's data rules, and still served. */
async function assertAudience(ctx: AppContext, auth: AuthContext, audienceId: string) {
  const audience = await audienceById(ctx, auth, audienceId);
  if (audience.status !== '1') throw new BusinessError('该服务对象已停止服务，不能新建工单');
}

/** A deadline not yet past (not before the appointment, the definition's own check). */
function assertDeadline(deadline: string | null) {
  if (deadline && deadline < formatDateTime()) throw new BusinessError(DEADLINE_PASSED);
}

/**
 * Creates an order (待派单) numbered by the fill rule `work_order_no`; `alsoWithin` runs in the same
 * transaction once it is created (its dispatch, when it is added with a 处理人).
 */
export async function addWorkOrder(
  ctx: AppContext,
  auth: AuthContext,
  input: WorkOrderInput,
  alsoWithin?: (trx: Transaction<Database>, id: string) => Promise<void>,
): Promise<{ id: string; orderNo: string }> {
  const { assigneeId: _assignee, ...fields } = input;
  assertDeadline(fields.deadline);
  await assertAudience(ctx, auth, fields.audienceId);
  const depart = await departOf(ctx.db.kysely, fields.departId);
  const orderNo = await executeFillRule(ctx.db.kysely, 'work_order_no');
  if (!orderNo) throw new Error('fill rule work_order_no is not registered');
  const id = newId();
  const now = formatDateTime();
  const scope = await workOrders.scope(ctx, auth);
  const operatorName = await realnameOf(ctx.db.kysely, auth);
  await ctx.db.kysely.transaction().execute(async (trx) => {
    await trx
      .insertInto('woWorkOrder')
      .values({
        id,
        orderNo,
        ...fields,
        sysOrgCode: depart.orgCode,
        assigneeId: null,
        status: WorkOrderStatus.pending,
        result: null,
        attachments: null,
        satisfaction: null,
        feedback: null,
        cancelReason: null,
        dispatchedTime: null,
        acceptedTime: null,
        completedTime: null,
        closedTime: null,
        cancelledTime: null,
        version: 0,
        tenantId: auth.tenantId,
        delFlag: 0,
        createBy: auth.username,
        createTime: now,
        updateBy: null,
        updateTime: null,
      })
      .execute();
    await trx
      .insertInto('woWorkOrderLog')
      .values({
        id: newId(),
        orderId: id,
        action: 'create',
        fromStatus: null,
        toStatus: WorkOrderStatus.pending,
        operatorId: auth.userId,
        operatorName,
        comment: null,
        createTime: now,
      })
      .execute();
    await workOrders.assertKept(trx, auth, scope, id, '只能管理本部门及下级部门的工单');
    await recordDataLog(trx, auth, 'wo_work_order', id);
    await alsoWithin?.(trx, id);
  });
  orderMixChanged();
  await signalWorkOrderChange(ctx, id);
  return { id, orderNo };
}

/** Edits an order that nobody works on yet (待派单 or 已派单), if nobody changed it meanwhile. */
export async function editWorkOrder(
  ctx: AppContext,
  auth: AuthContext,
  id: string,
  version: number,
  input: WorkOrderEditInput,
): Promise<void> {
  const current = await workOrderById(ctx, auth, id);
  if (!EDITABLE_STATUSES.includes(current.status)) throw new BusinessError('工单已开始处理，不能再编辑');
  assertDeadline(input.deadline);
  if (input.audienceId !== current.audienceId) await assertAudience(ctx, auth, input.audienceId);
  const depart = await departOf(ctx.db.kysely, input.departId);
  if (current.assigneeId && depart.orgCode !== current.sysOrgCode) {
    await assertAssignable(ctx.db.kysely, depart.orgCode, current.assigneeId);
  }
  const scope = await workOrders.scope(ctx, auth);
  await workOrders.change(ctx, auth, [id], async (trx) => {
    const result = await trx
      .updateTable('woWorkOrder')
      .set({
        ...input,
        sysOrgCode: depart.orgCode,
        version: sql<number>`version + 1`,
        updateBy: auth.username,
        updateTime: formatDateTime(),
      })
      .where('id', '=', id)
      .where('version', '=', version)
      .where('status', 'in', [...EDITABLE_STATUSES])
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) throw new BusinessError('工单已被他人修改，请刷新后重试');
    await workOrders.assertKept(trx, auth, scope, id, '只能管理本部门及下级部门的工单');
    await recordDataLog(trx, auth, 'wo_work_order', id);
  });
  orderMixChanged();
  await signalWorkOrderChange(ctx, id);
}

/** Only orders still waiting for dispatch can be deleted; the rest are history. */
export async function deleteWorkOrders(ctx: AppContext, auth: AuthContext, ids: string[]): Promise<void> {
  await workOrders.change(ctx, auth, ids, async (trx, visible) => {
    const started = await trx
      .selectFrom('woWorkOrder')
      .select('id')
      .where('id', 'in', visible)
      .where('status', '!=', WorkOrderStatus.pending)
      .executeTakeFirst();
    if (started) throw new BusinessError('只能删除待派单的工单，其他工单请取消');
    await trx
      .updateTable('woWorkOrder')
      .set({ delFlag: 1, updateBy: auth.username, updateTime: formatDateTime() })
      .where('id', 'in', visible)
      .execute();
  });
  orderMixChanged();
  await signalWorkOrderChange(ctx);
}

/** One order the caller may see under their data rules. */
export const workOrderById = (ctx: AppContext, auth: AuthContext, id: string): Promise<WorkOrderRow> =>
  workOrders.one(ctx, auth, id);

/** The timeline of an order read through the caller's scope ({@link workOrderById}). */
export function workOrderLog(ctx: AppContext, order: WorkOrderRow) {
  return ctx.db.kysely
    .selectFrom('woWorkOrderLog')
    .selectAll()
    .where('orderId', '=', order.id)
    .orderBy('createTime', 'asc')
    .orderBy('id', 'asc')
    .execute();
}
