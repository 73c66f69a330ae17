import { z } from 'zod';
import type { AppContext } from '../../core/context.ts';
import { listEndpoints } from '../../core/crud/listEndpoints.ts';
import type { Api } from '../../core/http/inputSchemas.ts';
import { defineEntity } from '../../core/query/entity.ts';

const jobQuery = z.object({
  jobId: z.string({ message: '请选择定时任务' }).min(1, '请选择定时任务').max(32, '请选择定时任务'),
});

const logEntity = defineEntity({
  title: '定时任务执行记录',
  defaultSort: 'startTime',
  extraParams: ['jobId'],
  fields: {
    triggerType: { column: 'triggerType', type: 'string' },
    startTime: { column: 'startTime', type: 'datetime' },
    durationMs: { column: 'durationMs', type: 'number' },
    success: { column: 'success', type: 'number' },
    message: { column: 'message', type: 'string', queryable: false },
  },
});

/** `GET /sys/quartzJob/log/list?jobId=`: a job's runs, newest first. */
export function jobLogRoutes(app: Api, ctx: AppContext, path: string): void {
  listEndpoints(app, ctx, {
    path: `${path}/log`,
    permissionPrefix: 'system:quartzJob',
    entity: logEntity,
    query: jobQuery,
    base: (request) => {
      const { jobId } = request.query as z.output<typeof jobQuery>;
      return ctx.db.kysely.selectFrom('sysQuartzJobLog').where('jobId', '=', jobId);
    },
    select: (qb) => qb.selectAll(),
    columns: [],
    listExport: false,
  });
}
