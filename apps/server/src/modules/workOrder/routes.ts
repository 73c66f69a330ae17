import { workOrderResource } from '@hcs/shared';
import { registerTrackedTable, trackedResource } from '../../core/audit/dataLogTables.ts';
import { currentUser } from '../../core/auth/guard.ts';
import type { AppContext } from '../../core/context.ts';
import { deleteEndpoints } from '../../core/crud/deleteEndpoints.ts';
import { idQuery } from '../../core/crud/idParams.ts';
import { listEndpoints } from '../../core/crud/listEndpoints.ts';
import type { Api } from '../../core/http/inputSchemas.ts';
import { heldPermissions } from '../../core/permission/grants.ts';
import { assertDictValues } from '../../core/resource/routes.ts';
import { ok } from '../../core/result.ts';
import { assigneeRoutes } from './assignees.ts';
import { importWorkOrder } from './importRow.ts';
import { listBase, listCountBase } from './listBases.ts';
import { orderDecorator } from './orderActions.ts';
import {
  acceptInput,
  cancelInput,
  completeInput,
  dispatchInput,
  editTarget,
  reviewInput,
  type WorkOrderEditInput,
  type WorkOrderInput,
  workOrderEditFields,
  workOrderFields,
} from './schema.ts';
import {
  addWorkOrder,
  deleteWorkOrders,
  editWorkOrder,
  selectWorkOrder,
  workOrderById,
  workOrderColumns,
  workOrderEntity,
  workOrderLog,
} from './service.ts';
import { workOrderStatRoutes } from './statRoutes.ts';
import { statusCountRoutes } from './statusCounts.ts';
import {
  acceptOrder,
  addDispatchedOrder,
  cancelOrder,
  completeOrder,
  dispatchOrder,
  reviewOrder,
} from './transitions.ts';
import { orderVisit } from './visit.ts';

const PATH = workOrderResource.path;
const TABLE = workOrderResource.table;
const perm = (code: string) => ({ config: { permission: code } });

/**
 * 工单 (DOMAIN.md "Work order"): list with status counts, add, edit, delete, detail, the five actions.
 * The fields, their rules, the list's registry and the sheet's columns come from the work-order
 * resource, but its endpoints are built here: the list reads joins (searched by the audience's name) and
 * counts without them, an order is numbered and may be dispatched as it is created, edits and deletes
 * depend on its state and on the version its editor saw, and the detail carries its timeline.
 */
export function workOrderRoutes(app: Api, ctx: AppContext): void {
  const withActions = orderDecorator(ctx);
  listEndpoints(app, ctx, {
    path: PATH,
    permissionPrefix: 'wo:order',
    entity: workOrderEntity,
    base: (request) => listBase(ctx, request),
    countBase: (request, list) => listCountBase(ctx, request, list),
    select: selectWorkOrder,
    idColumn: 'o.id',
    columns: workOrderColumns,
    decorate: (records, auth, purpose) => withActions(auth, records, purpose),
    saveImported: (auth, values) => importWorkOrder(ctx, auth, values),
  });

  statusCountRoutes(app, ctx);

  app.post(`${PATH}/add`, { ...perm('wo:order:add'), schema: { body: workOrderFields } }, async (request) => {
    const auth = currentUser(request);
    const input = request.body as WorkOrderInput;
    await assertDictValues(ctx, workOrderResource, input);
    const { assigneeId } = input;
    // A 处理人 chosen in the form is dispatched to only by someone who may dispatch.
    const dispatches =
      assigneeId !== null &&
      (await heldPermissions(ctx.db.kysely, auth.userId, ['wo:order:dispatch'])).has('wo:order:dispatch');
    const created = dispatches
      ? await addDispatchedOrder(ctx, auth, { ...input, assigneeId })
      : await addWorkOrder(ctx, auth, input);
    return ok(created, '添加成功！');
  });

  app.put(
    `${PATH}/edit`,
    { ...perm('wo:order:edit'), schema: { body: editTarget.and(workOrderEditFields) } },
    async (request) => {
      // The target is checked with the fields, but only the fields are what the edit changes.
      const { id, version, ...fields } = request.body;
      const input = fields as WorkOrderEditInput;
      await assertDictValues(ctx, workOrderResource, input);
      await editWorkOrder(ctx, currentUser(request), id, version, input);
      return ok(null, '编辑成功!');
    },
  );

  deleteEndpoints(app, PATH, 'wo:order:delete', (request, ids) =>
    deleteWorkOrders(ctx, currentUser(request), ids),
  );

  app.get(
    `${PATH}/queryById`,
    { ...perm('wo:order:list'), schema: { querystring: idQuery } },
    async (request) => {
      const auth = currentUser(request);
      const order = await workOrderById(ctx, auth, request.query.id);
      const [withButtons] = await withActions(auth, [order]);
      return ok({
        ...withButtons,
        logs: await workOrderLog(ctx, order),
        visit: await orderVisit(ctx, auth, order),
      });
    },
  );

  app.post(
    `${PATH}/dispatch`,
    { ...perm('wo:order:dispatch'), schema: { body: dispatchInput } },
    async (request) => {
      await dispatchOrder(ctx, currentUser(request), request.body);
      return ok(null, '派单成功！');
    },
  );
  app.post(
    `${PATH}/accept`,
    { ...perm('wo:order:process'), schema: { body: acceptInput } },
    async (request) => {
      await acceptOrder(ctx, currentUser(request), request.body);
      return ok(null, '接单成功！');
    },
  );
  app.post(
    `${PATH}/complete`,
    { ...perm('wo:order:process'), schema: { body: completeInput } },
    async (request) => {
      await completeOrder(ctx, currentUser(request), request.body);
      return ok(null, '工单已完成！');
    },
  );
  app.post(
    `${PATH}/review`,
    { ...perm('wo:order:review'), schema: { body: reviewInput } },
    async (request) => {
      await reviewOrder(ctx, currentUser(request), request.body);
      return ok(null, '回访完成，工单已关闭！');
    },
  );
  app.post(
    `${PATH}/cancel`,
    { ...perm('wo:order:cancel'), schema: { body: cancelInput } },
    async (request) => {
      await cancelOrder(ctx, currentUser(request), request.body);
      return ok(null, '工单已取消！');
    },
  );

  assigneeRoutes(app, ctx);
  workOrderStatRoutes(app, ctx);

  registerTrackedTable(
    TABLE,
    trackedResource(
      workOrderResource,
      (db, id) => db.selectFrom('woWorkOrder').selectAll().where('id', '=', id).executeTakeFirst(),
      { refs: { audienceId: 'audience', departId: 'depart', assigneeId: 'user' } },
    ),
  );
}
