import type { FastifyRequest } from 'fastify';
import type { Api } from '../http/inputSchemas.ts';
import { ok } from '../result.ts';
import { idQuery, idsQuery, splitIds } from './idParams.ts';

/**
 * `<path>/delete?id=` and `<path>/deleteBatch?ids=a,b,`: the spec's list client deletes with GET, the
 * family's client with DELETE; both are served, with the same permission.
 */
export function deleteEndpoints(
  app: Api,
  path: string,
  permission: string,
  remove: (request: FastifyRequest, ids: string[]) => Promise<void>,
): void {
  // operationLog: the GET variants change data, so the operation log records them like writes.
  const config = { permission, operationLog: true };
  app.route({
    method: ['DELETE', 'GET'],
    url: `${path}/delete`,
    schema: { querystring: idQuery },
    config,
    handler: async (request) => {
      await remove(request, [request.query.id]);
      return ok(null, '删除成功!');
    },
  });
  app.route({
    method: ['DELETE', 'GET'],
    url: `${path}/deleteBatch`,
    schema: { querystring: idsQuery },
    config,
    handler: async (request) => {
      await remove(request, splitIds(request.query.ids));
      return ok(null, '批量删除成功!');
    },
  });
}
