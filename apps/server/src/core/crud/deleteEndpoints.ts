import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../result.ts';
import { parseInput } from '../validation.ts';
import { idQuery, idsQuery, splitIds } from './idParams.ts';

/**
 * `<path>/delete?id=` and `<path>/deleteBatch?ids=a,b,`: the spec's list client deletes with GET, the
 * family's client with DELETE; both are served, with the same permission.
 */
export function deleteEndpoints(
  app: FastifyInstance,
  path: string,
  permission: string,
  remove: (request: FastifyRequest, ids: string[]) => Promise<void>,
): void {
  // operationLog: the GET variants change data, so the operation log records them like writes.
  const config = { config: { permission, operationLog: true } };
  const one = async (request: FastifyRequest) => {
    await remove(request, [parseInput(idQuery, request.query).id]);
    return ok(null, '删除成功!');
  };
  const many = async (request: FastifyRequest) => {
    await remove(request, splitIds(parseInput(idsQuery, request.query).ids));
    return ok(null, '批量删除成功!');
  };
  app.delete(`${path}/delete`, config, one);
  app.get(`${path}/delete`, config, one);
  app.delete(`${path}/deleteBatch`, config, many);
  app.get(`${path}/deleteBatch`, config, many);
}
