import { GATEWAY_ROOT, gatewayRouteResource } from '@hcs/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../core/context.ts';
import { resourceRoutes } from '../../core/resource/routes.ts';
import { gatewayProxy } from './proxy.ts';
import { GatewayRouteTable } from './routeTable.ts';

/**
 * 网关路由: the standard endpoints of the route resource under the API base path (every write refreshes
 * the routes the proxy serves), and the reverse proxy that applies them under /gw/ (outside the base path
 * and every page of the SPA).
 */
export async function gatewayRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const table = new GatewayRouteTable(ctx.db.kysely, undefined, ctx.db.writes);
  await app.register(
    async (api) => {
      resourceRoutes(api, ctx, {
        resource: gatewayRouteResource,
        table: 'sysGatewayRoute',
        afterCommit: () => table.changed(),
      });
    },
    { prefix: ctx.config.basePath },
  );
  const base = ctx.config.basePath;
  if (base === GATEWAY_ROOT || base.startsWith(`${GATEWAY_ROOT}/`)) {
    app.log.warn(`HCS_BASE_PATH ${base} lies under ${GATEWAY_ROOT}: the gateway's proxy is off`);
    return;
  }
  await app.register(async (gw) => gatewayProxy(gw, ctx, table));
}
