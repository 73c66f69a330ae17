import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../core/context.ts';
import { newId } from '../../core/ids.ts';
import { formatDateTime } from '../../core/time.ts';
import { jobHandler } from './handlers/registry.ts';

export interface RunnableJob {
  id: string;
  jobClassName: string;
  parameter: string | null;
}

export interface JobOutcome {
  success: boolean;
  message: string;
  durationMs: number;
}

const MESSAGE_MAX = 1000;

/** Runs a job's handler once and records the run (start, duration, result or error) in its log. */
export async function executeJob(
  ctx: AppContext,
  log: FastifyBaseLogger,
  job: RunnableJob,
  trigger: 'cron' | 'manual',
  fireTime: Date,
): Promise<JobOutcome> {
  const started = new Date();
  let outcome: Omit<JobOutcome, 'durationMs'>;
  const handler = jobHandler(job.jobClassName);
  if (!handler) {
    outcome = { success: false, message: `未找到任务处理器：${job.jobClassName}` };
  } else {
    try {
      outcome = {
        success: true,
        message: await handler.run({ ctx, parameter: job.parameter, fireTime, log }),
      };
    } catch (err) {
      log.warn({ err, job: job.jobClassName }, '定时任务执行失败');
      outcome = { success: false, message: err instanceof Error ? err.message : String(err) };
    }
  }
  const durationMs = Date.now() - started.getTime();
  await ctx.db.kysely
    .insertInto('sysQuartzJobLog')
    .values({
      id: newId(),
      jobId: job.id,
      jobClassName: job.jobClassName,
      triggerType: trigger,
      startTime: formatDateTime(started),
      durationMs,
      success: outcome.success ? 1 : 0,
      message: outcome.message.slice(0, MESSAGE_MAX),
    })
    .execute();
  return { ...outcome, durationMs };
}
