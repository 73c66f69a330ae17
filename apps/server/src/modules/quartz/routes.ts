import { nextRunDates, QuartzStatus, quartzJobResource } from '@hcs/shared';
import { currentUser } from '../../core/auth/guard.ts';
import type { AppContext } from '../../core/context.ts';
import { idQuery } from '../../core/crud/idParams.ts';
import type { AuthContext } from '../../core/http/fastifyTypes.ts';
import type { Api } from '../../core/http/inputSchemas.ts';
import { resourceRoutes } from '../../core/resource/routes.ts';
import { BusinessError, ok } from '../../core/result.ts';
import { formatDateTime } from '../../core/time.ts';
import type { RunnableJob } from './execution.ts';
import { jobHandler, jobHandlerList } from './handlers/registry.ts';
import { jobLogRoutes } from './logList.ts';
import { QuartzScheduler } from './scheduler.ts';

const PATH = quartzJobResource.path;
const perm = (action: string) => ({ config: { permission: `system:quartzJob:${action}` } });
/** GET routes that change a job: the operation log records them like writes. */
const loggedPerm = (action: string) => ({
  config: { permission: `system:quartzJob:${action}`, operationLog: true },
});

/** A job names a handler of the registry: a job runs server code only through it. */
function assertHandler(jobClassName: string): void {
  if (!jobHandler(jobClassName)) {
    throw new BusinessError(`未知的任务类名：${jobClassName.slice(0, 100)}，请从列表中选择`);
  }
}

/** An expression that is valid but never comes again (e.g. 30 February) would leave a job that never runs. */
async function assertFires(cronExpression: string): Promise<void> {
  if ((await nextRunDates(cronExpression, 1)).length === 0) {
    throw new BusinessError('该Cron表达式以后不会再触发，请检查日期设置');
  }
}

const runnable = (job: Record<string, unknown>): RunnableJob => ({
  id: String(job.id),
  jobClassName: String(job.jobClassName),
  parameter: typeof job.parameter === 'string' ? job.parameter : null,
});

/**
 * 定时任务 (api-conventions §10): the job resource, whose every write the scheduler follows once it has
 * committed; 暂停 / 恢复 / 立即执行 and the execution log beside it. This copy's scheduler starts with the
 * server and stops before the database closes.
 */
export function quartzRoutes(app: Api, ctx: AppContext): void {
  const scheduler = new QuartzScheduler(ctx, app.log);
  app.addHook('onReady', () => scheduler.start());
  app.addHook('preClose', () => scheduler.stop());

  const { records } = resourceRoutes(app, ctx, {
    resource: quartzJobResource,
    table: 'sysQuartzJob',
    messages: { add: '创建定时任务成功', edit: '更新定时任务成功!' },
    prepare: async (values) => {
      assertHandler(String(values.jobClassName));
      await assertFires(String(values.cronExpression));
      return values;
    },
    inTransaction: async (trx, write) => {
      if (write.action !== 'delete') return;
      // A job goes with its execution log and its claimed fires.
      await trx.deleteFrom('sysQuartzJobLog').where('jobId', 'in', write.ids).execute();
      await trx.deleteFrom('sysQuartzJobLock').where('jobId', 'in', write.ids).execute();
    },
    afterCommit: async (write) => {
      await Promise.all(write.ids.map((id) => scheduler.refresh(id)));
    },
  });
  jobLogRoutes(app, ctx, PATH);

  app.get(`${PATH}/handlers`, perm('list'), async () => ok(jobHandlerList()));

  /**
   * One statement after the read, not a transaction around both: on SQLite a transaction that has read
   * cannot write once another copy has written meanwhile, and the copies write a run's log every second.
   */
  const setStatus = async (auth: AuthContext, id: string, status: number) => {
    await records.one(ctx, auth, id);
    await ctx.db.kysely
      .updateTable('sysQuartzJob')
      .set({ status, updateBy: auth.username, updateTime: formatDateTime() })
      .where('id', '=', id)
      .execute();
    await scheduler.refresh(id);
  };

  app.get(`${PATH}/pause`, { ...loggedPerm('pause'), schema: { querystring: idQuery } }, async (request) => {
    await setStatus(currentUser(request), request.query.id, QuartzStatus.stopped);
    return ok(null, '暂停定时任务成功');
  });

  app.get(
    `${PATH}/resume`,
    { ...loggedPerm('resume'), schema: { querystring: idQuery } },
    async (request) => {
      await setStatus(currentUser(request), request.query.id, QuartzStatus.running);
      return ok(null, '恢复定时任务成功');
    },
  );

  app.get(
    `${PATH}/execute`,
    { ...loggedPerm('execute'), schema: { querystring: idQuery } },
    async (request) => {
      const job = await records.one(ctx, currentUser(request), request.query.id);
      const outcome = await scheduler.runNow(runnable(job));
      if (!outcome.success) throw new BusinessError(`执行失败：${outcome.message}`);
      return ok(outcome, '执行成功!');
    },
  );
}
