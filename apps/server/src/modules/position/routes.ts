import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../core/auth/guard.ts';
import type { AppContext } from '../../core/context.ts';
import { deleteEndpoints } from '../../core/crud/deleteEndpoints.ts';
import { idQuery } from '../../core/crud/idParams.ts';
import { listEndpoints } from '../../core/crud/listEndpoints.ts';
import { ok } from '../../core/result.ts';
import { parseInput } from '../../core/validation.ts';
import { positionPickerRoutes } from './picker.ts';
import { positionEdit, positionFields } from './schema.ts';
import {
  addPosition,
  deletePositions,
  editPosition,
  positionById,
  positionColumns,
  positionEntity,
  positionsBase,
} from './service.ts';

const PATH = '/sys/position';
const perm = (action: string) => ({ config: { permission: `system:position:${action}` } });

/** 职务管理 (spec §7: GET /sys/position/list with a name query, used by the position picker too). */
export function positionRoutes(app: FastifyInstance, ctx: AppContext): void {
  listEndpoints(app, ctx, {
    path: PATH,
    permissionPrefix: 'system:position',
    entity: positionEntity,
    base: () => positionsBase(ctx),
    select: (qb) => qb.selectAll(),
    columns: positionColumns,
    saveImported: (auth, values) => addPosition(ctx, auth, parseInput(positionFields, values)),
  });

  positionPickerRoutes(app, ctx);

  app.post(`${PATH}/add`, perm('add'), async (request) => {
    await addPosition(ctx, currentUser(request), parseInput(positionFields, request.body));
    return ok(null, '添加成功！');
  });

  app.put(`${PATH}/edit`, perm('edit'), async (request) => {
    const { id, ...input } = parseInput(positionEdit, request.body);
    await editPosition(ctx, currentUser(request), id, input);
    return ok(null, '编辑成功!');
  });

  deleteEndpoints(app, PATH, 'system:position:delete', (_request, ids) => deletePositions(ctx, ids));

  app.get(`${PATH}/queryById`, perm('list'), async (request) =>
    ok(await positionById(ctx, parseInput(idQuery, request.query).id)),
  );
}
