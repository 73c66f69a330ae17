import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../../core/context.ts';

/** What a handler gets for one run. */
export interface JobRun {
  ctx: AppContext;
  /** The job's 参数, as entered. */
  parameter: string | null;
  /** The scheduled fire time (the start time for 立即执行). */
  fireTime: Date;
  log: FastifyBaseLogger;
}

/** A named piece of server work a scheduled job can run. */
export interface JobHandler {
  /** The 任务类名 stored in the job. */
  name: string;
  /** What the handler does, for the select of the job form. */
  title: string;
  /** How the parameter is read, shown under the parameter field; absent when it takes none. */
  parameterHint?: string;
  /** Does the work; the text it returns is written to the execution log. A throw marks the run failed. */
  run(run: JobRun): Promise<string>;
}
