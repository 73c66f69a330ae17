import { nextRunDates, QuartzStatus } from '@hcs/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../core/context.ts';
import { executeJob, type RunnableJob } from './execution.ts';
import { claimFire } from './fireLock.ts';

export interface ScheduledJob extends RunnableJob {
  cronExpression: string;
}

interface Planned {
  job: ScheduledJob;
  /** Epoch ms of the next fire. */
  fireTime: number;
  timer: NodeJS.Timeout | null;
}

/** How often a copy re-reads the jobs, to follow starts and edits made on other copies. */
const SYNC_MS = 5000;
/** Timers are armed at most this far ahead (setTimeout's limit is ~24 days); they re-arm on waking. */
const MAX_DELAY_MS = 60 * 60 * 1000;

const sameJob = (a: ScheduledJob, b: ScheduledJob) =>
  a.jobClassName === b.jobClassName && a.cronExpression === b.cronExpression && a.parameter === b.parameter;

/**
 * Fires the running jobs on their Quartz crons. Every server copy runs one; a fire runs on the copy
 * that claims it (fireLock), so once across copies. The database is the truth: jobs load from it at
 * start, and a fire re-reads its job first, so a job paused or edited on another copy is not run.
 */
export class QuartzScheduler {
  private readonly planned = new Map<string, Planned>();
  private readonly running = new Set<Promise<unknown>>();
  private syncTimer: NodeJS.Timeout | null = null;
  private stopped = true;

  constructor(
    private readonly ctx: AppContext,
    private readonly log: FastifyBaseLogger,
  ) {}

  async start(): Promise<void> {
    this.stopped = false;
    await this.sync();
    this.syncTimer = setInterval(() => this.track(this.sync()), SYNC_MS);
    this.syncTimer.unref();
  }

  /** Stops firing and waits for the runs under way (they write to the database being closed next). */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.syncTimer) clearInterval(this.syncTimer);
    this.syncTimer = null;
    for (const id of [...this.planned.keys()]) this.cancel(id);
    await Promise.allSettled([...this.running]);
  }

  /** Follows a change of one job made on this copy (added, edited, started, stopped or deleted). */
  async refresh(jobId: string): Promise<void> {
    const job = await this.load(jobId);
    if (job) await this.plan(job, Date.now());
    else this.cancel(jobId);
  }

  /** 立即执行: runs the job now on this copy, outside its schedule. */
  runNow(job: RunnableJob) {
    const now = new Date();
    const run = executeJob(this.ctx, this.log, job, 'manual', now);
    this.track(run);
    return run;
  }

  private track(work: Promise<unknown>): void {
    const tracked = work.catch((err: unknown) => this.log.error({ err }, '定时任务调度出错'));
    this.running.add(tracked);
    void tracked.finally(() => this.running.delete(tracked));
  }

  private runningJobs() {
    return this.ctx.db.kysely
      .selectFrom('sysQuartzJob')
      .select(['id', 'jobClassName', 'cronExpression', 'parameter'])
      .where('status', '=', QuartzStatus.running);
  }

  /** The job if it is running, else undefined. */
  private load(jobId: string): Promise<ScheduledJob | undefined> {
    return this.runningJobs().where('id', '=', jobId).executeTakeFirst();
  }

  private async sync(): Promise<void> {
    if (this.stopped) return;
    const jobs = await this.runningJobs().execute();
    const ids = new Set(jobs.map((j) => j.id));
    for (const id of this.planned.keys()) if (!ids.has(id)) this.cancel(id);
    for (const job of jobs) {
      const current = this.planned.get(job.id);
      if (!current || !sameJob(current.job, job)) await this.plan(job, Date.now());
    }
  }

  private cancel(jobId: string): void {
    const entry = this.planned.get(jobId);
    if (entry?.timer) clearTimeout(entry.timer);
    this.planned.delete(jobId);
  }

  /** Arms the job's timer for its first fire strictly after `after` (epoch ms). */
  private async plan(job: ScheduledJob, after: number): Promise<void> {
    let next: Date | undefined;
    try {
      [next] = await nextRunDates(job.cronExpression, 1, new Date(after));
    } catch (err) {
      this.log.warn({ err, jobId: job.id }, '定时任务的Cron表达式无效，未安排执行');
    }
    if (this.stopped) return;
    this.cancel(job.id);
    if (!next) return;
    const entry: Planned = { job, fireTime: next.getTime(), timer: null };
    this.arm(entry);
    this.planned.set(job.id, entry);
  }

  private arm(entry: Planned): void {
    const delay = Math.min(Math.max(entry.fireTime - Date.now(), 0), MAX_DELAY_MS);
    entry.timer = setTimeout(() => this.wake(entry), delay);
    entry.timer.unref();
  }

  private wake(entry: Planned): void {
    if (this.stopped || this.planned.get(entry.job.id) !== entry) return;
    if (Date.now() < entry.fireTime) {
      this.arm(entry);
      return;
    }
    this.track(this.fire(entry));
  }

  private async fire(entry: Planned): Promise<void> {
    const job = await this.load(entry.job.id);
    if (this.stopped || this.planned.get(entry.job.id) !== entry) return;
    if (!job) {
      this.cancel(entry.job.id);
      return;
    }
    // The next fire is planned before this one runs, so a slow run delays nothing.
    await this.plan(job, Math.max(entry.fireTime, Date.now()));
    if (this.stopped || !sameJob(job, entry.job)) return;
    if (!(await claimFire(this.ctx.shared, job.id, entry.fireTime))) return;
    await executeJob(this.ctx, this.log, job, 'cron', new Date(entry.fireTime));
  }
}
