import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../core/context.ts';
import { deleteEndpoints } from '../../core/crud/deleteEndpoints.ts';
import { listEndpoints } from '../../core/crud/listEndpoints.ts';
import { deleteSysLogs, sysLogBase, sysLogColumns, sysLogEntity, withLogTexts } from './sysLog.ts';

/**
 * 日志管理: GET /sys/log/list (logType 1 login / 2 operation, keyWord, username, createTime_begin/_end,
 * operateType), /sys/log/exportXls, and delete / deleteBatch.
 */
export function sysLogRoutes(app: FastifyInstance, ctx: AppContext): void {
  listEndpoints(app, ctx, {
    path: '/sys/log',
    permissionPrefix: 'system:log',
    entity: sysLogEntity,
    base: (request) => sysLogBase(ctx, request),
    select: (qb) => qb.selectAll(),
    columns: sysLogColumns,
    decorate: async (records) => withLogTexts(records),
  });
  deleteEndpoints(app, '/sys/log', 'system:log:delete', (_request, ids) => deleteSysLogs(ctx, ids));
}
