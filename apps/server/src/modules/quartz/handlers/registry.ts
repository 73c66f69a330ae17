import { monthlyReportRefreshJob } from './monthlyReportRefresh.ts';
import { sampleParamJob } from './sampleParam.ts';
import { sessionCleanJob } from './sessionClean.ts';
import type { JobHandler } from './types.ts';
import { workOrderDailySummaryJob } from './workOrderSummary.ts';

/** Every handler a job may name: a job runs server code only through this list. */
const HANDLERS: readonly JobHandler[] = [
  sessionCleanJob,
  workOrderDailySummaryJob,
  monthlyReportRefreshJob,
  sampleParamJob,
];

const byName = new Map(HANDLERS.map((h) => [h.name, h]));

export const jobHandler = (name: string): JobHandler | undefined => byName.get(name);

/** The handlers for the job form's select. */
export const jobHandlerList = () =>
  HANDLERS.map(({ name, title, parameterHint }) => ({ name, title, parameterHint: parameterHint ?? null }));
