import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { newId } from '../ids.ts';
import { formatDateTime } from '../time.ts';
import { LogType } from './loginLog.ts';
import { PermissionNames } from './permissionNames.ts';
import { redactedJson } from './redact.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The operation log's title for the route (default: the name of the menu entry of its permission). */
    logTitle?: string;
    /** A GET route that changes data (e.g. the list client's GET delete): logged like a write. */
    operationLog?: boolean;
  }
}

/** sys_log.operate_type of operation logs: 1 query, 2 add, 3 edit, 4 delete, 5 import, 6 export. */
export const OperateType = { query: 1, add: 2, edit: 3, delete: 4, import: 5, export: 6 } as const;

const MAX_PARAMS = 2_000;
const WRITE_METHODS = new Set(['POST', 'PUT', 'DELETE', 'PATCH']);

function operateType(method: string, permission: string | undefined): number {
  const action = (permission?.split(':').at(-1) ?? '').toLowerCase();
  if (action.startsWith('delete')) return OperateType.delete;
  if (action.startsWith('import')) return OperateType.import;
  if (action.startsWith('export')) return OperateType.export;
  if (action === 'add') return OperateType.add;
  if (method === 'DELETE') return OperateType.delete;
  if (method === 'GET') return OperateType.query;
  return method === 'POST' && action !== 'edit' ? OperateType.add : OperateType.edit;
}

function paramsOf(request: FastifyRequest): unknown {
  const body = request.body;
  if (body !== undefined && body !== null && body !== '') return body;
  const { _t, ...query } = (request.query ?? {}) as Record<string, unknown>;
  return query;
}

const path = (url: string) => url.split('?')[0] ?? url;

/**
 * The operation log (log_type 2), written by this one hook for every guarded write request that
 * reached its handler: who, what, when, IP, route, duration and parameters with secrets removed.
 * It runs after the response is sent; a failed write is reported in the server log, never to the caller.
 */
export function registerOperationLog(app: FastifyInstance, db: Kysely<Database>, basePath: string): void {
  const names = new PermissionNames(db);
  const pending = new Set<Promise<void>>();

  const write = async (request: FastifyRequest, reply: FastifyReply) => {
    const auth = request.auth;
    if (!auth) return;
    const config = request.routeOptions.config;
    const route = request.routeOptions.url ?? path(request.url);
    const title =
      config.logTitle ??
      (config.permission ? await names.nameOf(config.permission) : null) ??
      `${request.method} ${route.slice(basePath.length)}`;
    await db
      .insertInto('sysLog')
      .values({
        id: newId(),
        logType: LogType.operation,
        logContent: title.slice(0, 1000),
        operateType: operateType(request.method, config.permission),
        userid: auth.userId,
        username: auth.username.slice(0, 100),
        ip: request.ip.slice(0, 100),
        method: route.slice(0, 500),
        requestUrl: path(request.url).slice(0, 255),
        requestParam: redactedJson(paramsOf(request), MAX_PARAMS),
        requestType: request.method,
        costTime: Math.round(reply.elapsedTime),
        createBy: auth.username.slice(0, 50),
        createTime: formatDateTime(),
      })
      .execute();
  };

  app.addHook('onResponse', (request, reply, done) => {
    const config = request.routeOptions.config;
    const logged =
      !request.is404 &&
      request.auth !== null &&
      request.url.startsWith(`${basePath}/`) &&
      (WRITE_METHODS.has(request.method) || (request.method === 'GET' && config.operationLog === true)) &&
      reply.statusCode !== 401 &&
      reply.statusCode !== 403;
    if (logged) {
      const job = write(request, reply)
        .catch((err: unknown) => request.log.warn({ err }, 'operation log not written'))
        .finally(() => pending.delete(job));
      pending.add(job);
    }
    done();
  });
  // Lets writes in flight finish before the database closes.
  app.addHook('preClose', async () => {
    await Promise.all(pending);
  });
}
