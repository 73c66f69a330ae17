import { nextRunDates } from '@hcs/shared';
import type { AppContext } from '../../core/context.ts';
import type { SheetColumn } from '../../core/excel/columns.ts';
import type { AuthContext } from '../../core/http/fastifyTypes.ts';
import { newId } from '../../core/ids.ts';
import { defineEntity } from '../../core/query/entity.ts';
import { BusinessError } from '../../core/result.ts';
import { formatDateTime } from '../../core/time.ts';
import type { JobInput } from './schema.ts';

export const jobEntity = defineEntity({
  title: '定时任务',
  defaultSort: 'createTime',
  fields: {
    jobClassName: { column: 'jobClassName', type: 'string' },
    cronExpression: { column: 'cronExpression', type: 'string' },
    parameter: { column: 'parameter', type: 'string' },
    description: { column: 'description', type: 'string' },
    status: { column: 'status', type: 'number', dict: 'quartz_status' },
    createBy: { column: 'createBy', type: 'string' },
    createTime: { column: 'createTime', type: 'datetime' },
    updateTime: { column: 'updateTime', type: 'datetime' },
  },
});

export const jobColumns: SheetColumn[] = [
  { field: 'jobClassName', title: '任务类名', width: 28 },
  { field: 'cronExpression', title: 'Cron表达式', width: 20 },
  { field: 'parameter', title: '参数', width: 24 },
  { field: 'description', title: '描述', width: 30 },
  { field: 'status', title: '状态', dict: 'quartz_status', width: 10 },
];

export const jobsBase = (ctx: AppContext) => ctx.db.kysely.selectFrom('sysQuartzJob');

async function assertClassFree(ctx: AppContext, jobClassName: string, exceptId: string | null) {
  let q = jobsBase(ctx).select('id').where('jobClassName', '=', jobClassName);
  if (exceptId) q = q.where('id', '!=', exceptId);
  if (await q.executeTakeFirst()) throw new BusinessError('该定时任务类名已存在');
}

/** An expression that is valid but never comes again (e.g. 30 February) would leave a job that never runs. */
async function assertFires(cronExpression: string) {
  if ((await nextRunDates(cronExpression, 1)).length === 0) {
    throw new BusinessError('该Cron表达式以后不会再触发，请检查日期设置');
  }
}

export async function addJob(ctx: AppContext, auth: AuthContext, input: JobInput): Promise<string> {
  await assertClassFree(ctx, input.jobClassName, null);
  await assertFires(input.cronExpression);
  const id = newId();
  try {
    await ctx.db.kysely
      .insertInto('sysQuartzJob')
      .values({
        id,
        ...input,
        createBy: auth.username,
        createTime: formatDateTime(),
        updateBy: null,
        updateTime: null,
      })
      .execute();
  } catch {
    // Added by someone else at the same moment (the class name is unique).
    throw new BusinessError('该定时任务类名已存在');
  }
  return id;
}

export async function editJob(
  ctx: AppContext,
  auth: AuthContext,
  id: string,
  input: JobInput,
): Promise<void> {
  await jobById(ctx, id);
  await assertClassFree(ctx, input.jobClassName, id);
  await assertFires(input.cronExpression);
  await ctx.db.kysely
    .updateTable('sysQuartzJob')
    .set({ ...input, updateBy: auth.username, updateTime: formatDateTime() })
    .where('id', '=', id)
    .execute();
}

export async function setJobStatus(ctx: AppContext, auth: AuthContext, id: string, status: number) {
  await jobById(ctx, id);
  await ctx.db.kysely
    .updateTable('sysQuartzJob')
    .set({ status, updateBy: auth.username, updateTime: formatDateTime() })
    .where('id', '=', id)
    .execute();
}

/** Deletes jobs with their execution log. */
export async function deleteJobs(ctx: AppContext, ids: string[]): Promise<void> {
  if (ids.length === 0) throw new BusinessError('请选择一条记录！');
  await ctx.db.kysely.transaction().execute(async (trx) => {
    await trx.deleteFrom('sysQuartzJobLog').where('jobId', 'in', ids).execute();
    await trx.deleteFrom('sysQuartzJobLock').where('jobId', 'in', ids).execute();
    await trx.deleteFrom('sysQuartzJob').where('id', 'in', ids).execute();
  });
}

export async function jobById(ctx: AppContext, id: string) {
  const row = await jobsBase(ctx).selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new BusinessError('未找到对应的定时任务');
  return row;
}
