import { allowedActions, isOverdue, WORK_ORDER_PERMISSIONS } from '@hcs/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentUser } from '../../core/auth/guard.ts';
import type { AppContext } from '../../core/context.ts';
import { deleteEndpoints } from '../../core/crud/deleteEndpoints.ts';
import { idQuery } from '../../core/crud/idParams.ts';
import { listEndpoints } from '../../core/crud/listEndpoints.ts';
import type { AuthContext } from '../../core/http/fastifyTypes.ts';
import { heldPermissions } from '../../core/permission/grants.ts';
import { applyFilters, parseListRequest } from '../../core/query/listQuery.ts';
import { ok } from '../../core/result.ts';
import { formatDateTime } from '../../core/time.ts';
import { parseInput } from '../../core/validation.ts';
import { maskIdCard, SENSITIVE_PERMISSION } from '../audience/service.ts';
import { assigneeRoutes } from './assignees.ts';
import { importWorkOrder } from './importRow.ts';
import {
  acceptInput,
  cancelInput,
  completeInput,
  dispatchInput,
  reviewInput,
  workOrderEdit,
  workOrderFields,
} from './schema.ts';
import {
  addWorkOrder,
  deleteWorkOrders,
  editWorkOrder,
  onlyOverdue,
  selectWorkOrder,
  workOrderById,
  workOrderColumns,
  workOrderEntity,
  workOrderLog,
  workOrdersBase,
} from './service.ts';
import { workOrderStatRoutes } from './statRoutes.ts';
import { acceptOrder, cancelOrder, completeOrder, dispatchOrder, reviewOrder } from './transitions.ts';

const PATH = '/wo/workOrder';
const perm = (code: string) => ({ config: { permission: code } });

interface DecoratedOrder {
  status: number;
  assigneeId: string | null;
  deadline: string | null;
  audienceIdCardNo: string | null;
}

/**
 * Adds what the caller may do with each order (the buttons shown) and whether it is overdue; masks the
 * audience's ID number unless the caller may see it.
 */
async function withActions<T extends DecoratedOrder>(ctx: AppContext, auth: AuthContext, orders: T[]) {
  const permissions = await heldPermissions(ctx.db.kysely, auth.userId, [
    ...WORK_ORDER_PERMISSIONS,
    SENSITIVE_PERMISSION,
  ]);
  const mayViewIdCard = permissions.has(SENSITIVE_PERMISSION);
  const now = formatDateTime();
  return orders.map((o) => ({
    ...o,
    audienceIdCardNo:
      o.audienceIdCardNo && !mayViewIdCard ? maskIdCard(o.audienceIdCardNo) : o.audienceIdCardNo,
    overdue: isOverdue(o, now),
    actions: allowedActions(o, auth.userId, permissions),
  }));
}

function scopedBase(ctx: AppContext, request: FastifyRequest) {
  const base = workOrdersBase(ctx.db.kysely, currentUser(request));
  return (request.query as Record<string, unknown>).overdue === '1' ? onlyOverdue(base) : base;
}

/** 工单 (DOMAIN.md "Work order"): list with status counts, add, edit, delete, detail, the five actions. */
export function workOrderRoutes(app: FastifyInstance, ctx: AppContext): void {
  listEndpoints(app, ctx, {
    path: PATH,
    permissionPrefix: 'wo:order',
    entity: workOrderEntity,
    base: (request) => scopedBase(ctx, request),
    select: selectWorkOrder,
    idColumn: 'o.id',
    columns: workOrderColumns,
    decorate: (records, auth) => withActions(ctx, auth, records),
    saveImported: (auth, values) => importWorkOrder(ctx, auth, values),
  });

  // The status tabs: how many orders each status has under the same search (its status aside).
  app.get(`${PATH}/statusCounts`, perm('wo:order:list'), async (request) => {
    const auth = currentUser(request);
    const { status: _status, ...query } = request.query as Record<string, unknown>;
    const listRequest = {
      ...parseListRequest(workOrderEntity, query),
      dataScope: await ctx.dataScopes.forList(auth, workOrderEntity),
    };
    const rows = await applyFilters(scopedBase(ctx, request), workOrderEntity, listRequest)
      .select(['o.status', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('o.status')
      .execute();
    const counts: Record<string, number> = { all: 0 };
    for (const r of rows) {
      counts[String(r.status)] = Number(r.n);
      counts.all = (counts.all ?? 0) + Number(r.n);
    }
    return ok(counts);
  });

  app.post(`${PATH}/add`, perm('wo:order:add'), async (request) => {
    const auth = currentUser(request);
    const input = parseInput(workOrderFields, request.body);
    const created = await addWorkOrder(ctx, auth, input);
    if (input.assigneeId) {
      const permissions = await heldPermissions(ctx.db.kysely, auth.userId, ['wo:order:dispatch']);
      if (permissions.has('wo:order:dispatch')) {
        await dispatchOrder(ctx, auth, {
          id: created.id,
          version: 0,
          assigneeId: input.assigneeId,
          comment: null,
        });
      }
    }
    return ok(created, '添加成功！');
  });

  app.put(`${PATH}/edit`, perm('wo:order:edit'), async (request) => {
    const { id, version, ...input } = parseInput(workOrderEdit, request.body);
    await editWorkOrder(ctx, currentUser(request), id, version, input);
    return ok(null, '编辑成功!');
  });

  deleteEndpoints(app, PATH, 'wo:order:delete', (request, ids) =>
    deleteWorkOrders(ctx, currentUser(request), ids),
  );

  app.get(`${PATH}/queryById`, perm('wo:order:list'), async (request) => {
    const auth = currentUser(request);
    const order = await workOrderById(ctx, auth, parseInput(idQuery, request.query).id);
    const [withButtons] = await withActions(ctx, auth, [order]);
    return ok({ ...withButtons, logs: await workOrderLog(ctx, order.id) });
  });

  app.post(`${PATH}/dispatch`, perm('wo:order:dispatch'), async (request) => {
    await dispatchOrder(ctx, currentUser(request), parseInput(dispatchInput, request.body));
    return ok(null, '派单成功！');
  });
  app.post(`${PATH}/accept`, perm('wo:order:process'), async (request) => {
    await acceptOrder(ctx, currentUser(request), parseInput(acceptInput, request.body));
    return ok(null, '接单成功！');
  });
  app.post(`${PATH}/complete`, perm('wo:order:process'), async (request) => {
    await completeOrder(ctx, currentUser(request), parseInput(completeInput, request.body));
    return ok(null, '工单已完成！');
  });
  app.post(`${PATH}/review`, perm('wo:order:review'), async (request) => {
    await reviewOrder(ctx, currentUser(request), parseInput(reviewInput, request.body));
    return ok(null, '回访完成，工单已关闭！');
  });
  app.post(`${PATH}/cancel`, perm('wo:order:cancel'), async (request) => {
    await cancelOrder(ctx, currentUser(request), parseInput(cancelInput, request.body));
    return ok(null, '工单已取消！');
  });

  assigneeRoutes(app, ctx);
  workOrderStatRoutes(app, ctx);
}
