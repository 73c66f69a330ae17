import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentUser } from '../../core/auth/guard.ts';
import type { AppContext } from '../../core/context.ts';
import { deleteEndpoints } from '../../core/crud/deleteEndpoints.ts';
import { idQuery } from '../../core/crud/idParams.ts';
import { listEndpoints } from '../../core/crud/listEndpoints.ts';
import { BusinessError, ok } from '../../core/result.ts';
import { parseInput } from '../../core/validation.ts';
import { jobHandlerList } from './handlers/registry.ts';
import { jobLogRoutes } from './logList.ts';
import { QuartzScheduler } from './scheduler.ts';
import { jobEdit, jobFields } from './schema.ts';
import {
  addJob,
  deleteJobs,
  editJob,
  jobById,
  jobColumns,
  jobEntity,
  jobsBase,
  setJobStatus,
} from './service.ts';
import { QuartzStatus } from './status.ts';

const PATH = '/sys/quartzJob';
const perm = (action: string) => ({ config: { permission: `system:quartzJob:${action}` } });
/** GET routes that change a job: the operation log records them like writes. */
const loggedPerm = (action: string) => ({
  config: { permission: `system:quartzJob:${action}`, operationLog: true },
});

/**
 * 定时任务 (api-conventions §10): the jobs, their execution log, and this copy's scheduler, which starts
 * with the server and stops before the database closes.
 */
export function quartzRoutes(app: FastifyInstance, ctx: AppContext): void {
  const scheduler = new QuartzScheduler(ctx, app.log);
  app.addHook('onReady', () => scheduler.start());
  app.addHook('preClose', () => scheduler.stop());

  listEndpoints(app, ctx, {
    path: PATH,
    permissionPrefix: 'system:quartzJob',
    entity: jobEntity,
    base: () => jobsBase(ctx),
    select: (qb) => qb.selectAll(),
    columns: jobColumns,
    saveImported: async (auth, values) => {
      await scheduler.refresh(await addJob(ctx, auth, parseInput(jobFields, values)));
    },
  });
  jobLogRoutes(app, ctx, PATH);

  app.get(`${PATH}/handlers`, perm('list'), async () => ok(jobHandlerList()));

  app.post(`${PATH}/add`, perm('add'), async (request) => {
    const id = await addJob(ctx, currentUser(request), parseInput(jobFields, request.body));
    await scheduler.refresh(id);
    return ok(null, '创建定时任务成功');
  });

  const edit = async (request: FastifyRequest) => {
    const { id, ...input } = parseInput(jobEdit, request.body);
    await editJob(ctx, currentUser(request), id, input);
    await scheduler.refresh(id);
    return ok(null, '更新定时任务成功!');
  };
  app.put(`${PATH}/edit`, perm('edit'), edit);
  app.post(`${PATH}/edit`, perm('edit'), edit);

  deleteEndpoints(app, PATH, 'system:quartzJob:delete', async (_request, ids) => {
    await deleteJobs(ctx, ids);
    await Promise.all(ids.map((id) => scheduler.refresh(id)));
  });

  app.get(`${PATH}/pause`, loggedPerm('pause'), async (request) => {
    const { id } = parseInput(idQuery, request.query);
    await setJobStatus(ctx, currentUser(request), id, QuartzStatus.stopped);
    await scheduler.refresh(id);
    return ok(null, '暂停定时任务成功');
  });

  app.get(`${PATH}/resume`, loggedPerm('resume'), async (request) => {
    const { id } = parseInput(idQuery, request.query);
    await setJobStatus(ctx, currentUser(request), id, QuartzStatus.running);
    await scheduler.refresh(id);
    return ok(null, '恢复定时任务成功');
  });

  app.get(`${PATH}/execute`, loggedPerm('execute'), async (request) => {
    const job = await jobById(ctx, parseInput(idQuery, request.query).id);
    const outcome = await scheduler.runNow(job);
    if (!outcome.success) throw new BusinessError(`执行失败：${outcome.message}`);
    return ok(outcome, '执行成功!');
  });

  app.get(`${PATH}/queryById`, perm('list'), async (request) =>
    ok(await jobById(ctx, parseInput(idQuery, request.query).id)),
  );
}
