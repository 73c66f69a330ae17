import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentUser } from '../../core/auth/guard.ts';
import type { AppContext } from '../../core/context.ts';
import { deleteEndpoints } from '../../core/crud/deleteEndpoints.ts';
import { idQuery } from '../../core/crud/idParams.ts';
import { listEndpoints } from '../../core/crud/listEndpoints.ts';
import { ok } from '../../core/result.ts';
import { parseInput } from '../../core/validation.ts';
import { gatewayProxy } from './proxy.ts';
import { GatewayRouteTable } from './routeTable.ts';
import { editId, GATEWAY_ROOT, routeFields } from './schema.ts';
import {
  addRoute,
  deleteRoutes,
  editRoute,
  routeById,
  routeColumns,
  routeEntity,
  routesBase,
} from './service.ts';

const PATH = '/sys/gatewayRoute';
const PREFIX = 'system:gatewayRoute';
const perm = (action: string) => ({ config: { permission: `${PREFIX}:${action}` } });

function manageRoutes(app: FastifyInstance, ctx: AppContext, table: GatewayRouteTable): void {
  listEndpoints(app, ctx, {
    path: PATH,
    permissionPrefix: PREFIX,
    entity: routeEntity,
    base: () => routesBase(ctx),
    select: (qb) => qb.selectAll(),
    columns: routeColumns,
  });

  app.post(`${PATH}/add`, perm('add'), async (request) => {
    await addRoute(ctx, currentUser(request), parseInput(routeFields, request.body));
    await table.changed();
    return ok(null, '添加成功！');
  });

  const edit = async (request: FastifyRequest) => {
    const { id } = parseInput(editId, request.body);
    await editRoute(ctx, currentUser(request), id, parseInput(routeFields, request.body));
    await table.changed();
    return ok(null, '编辑成功!');
  };
  app.put(`${PATH}/edit`, perm('edit'), edit);
  app.post(`${PATH}/edit`, perm('edit'), edit);

  deleteEndpoints(app, PATH, `${PREFIX}:delete`, async (_request, ids) => {
    await deleteRoutes(ctx, ids);
    await table.changed();
  });

  app.get(`${PATH}/queryById`, perm('list'), async (request) =>
    ok(await routeById(ctx, parseInput(idQuery, request.query).id)),
  );
}

/**
 * 网关路由: the definitions under the API base path, and the reverse proxy that applies them under /gw/
 * (outside the base path and every page of the SPA).
 */
export async function gatewayRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const table = new GatewayRouteTable(ctx.db.kysely);
  await app.register(async (api) => manageRoutes(api, ctx, table), { prefix: ctx.config.basePath });
  const base = ctx.config.basePath;
  if (base === GATEWAY_ROOT || base.startsWith(`${GATEWAY_ROOT}/`)) {
    app.log.warn(`HCS_BASE_PATH ${base} lies under ${GATEWAY_ROOT}: the gateway's proxy is off`);
    return;
  }
  await app.register(async (gw) => gatewayProxy(gw, ctx, table));
}
