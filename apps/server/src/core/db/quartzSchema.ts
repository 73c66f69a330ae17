import type { Audit } from './schema.ts';

/** 定时任务: a named server handler run on a Quartz cron. */
export interface SysQuartzJobTable extends Audit {
  id: string;
  /** The name of a handler in the server's job registry. */
  jobClassName: string;
  cronExpression: string;
  /** Passed to the handler as it is. */
  parameter: string | null;
  description: string | null;
  /** 0 running, -1 stopped (dict `quartz_status`). */
  status: number;
}

/** One run of a job: when, how long, and how it ended. */
export interface SysQuartzJobLogTable {
  id: string;
  jobId: string;
  jobClassName: string;
  /** 'cron' for a scheduled fire, 'manual' for 立即执行. */
  triggerType: string;
  startTime: string;
  durationMs: number;
  /** 1 succeeded, 0 failed. */
  success: number;
  /** What the handler reported, or why it failed. */
  message: string | null;
}

/**
 * One row per job and fire time: the server copy whose insert succeeds runs that fire, the others skip
 * it. This is what makes a fire run once across copies sharing the database.
 */
export interface SysQuartzJobLockTable {
  jobId: string;
  /** Epoch ms of the scheduled fire. */
  fireTime: number;
  lockedAt: number;
}

export interface QuartzDatabase {
  sysQuartzJob: SysQuartzJobTable;
  sysQuartzJobLog: SysQuartzJobLogTable;
  sysQuartzJobLock: SysQuartzJobLockTable;
}
