import type { PageResult, quartzJobResource, ResourceRow } from '@hcs/shared';
import { getAction, httpAction } from '../../../api/request.ts';

/** 定时任务 as the list answers it (GET /sys/quartzJob/list). */
export type QuartzJob = ResourceRow<typeof quartzJobResource>;

/** A handler a job may run (GET /sys/quartzJob/handlers). */
export interface JobHandlerInfo {
  name: string;
  title: string;
  parameterHint: string | null;
}

/** One run of a job (GET /sys/quartzJob/log/list). */
export interface JobLog {
  id: string;
  /** cron: a scheduled fire; manual: 立即执行. */
  triggerType: string;
  startTime: string;
  durationMs: number;
  /** 1 succeeded, 0 failed. */
  success: number;
  message: string | null;
}

const BASE = '/sys/quartzJob';

export const pauseJob = (id: string) => httpAction<null>(`${BASE}/pause`, { id }, 'GET');
export const resumeJob = (id: string) => httpAction<null>(`${BASE}/resume`, { id }, 'GET');
export const executeJob = (id: string) => httpAction<unknown>(`${BASE}/execute`, { id }, 'GET');
export const jobHandlers = () => getAction<JobHandlerInfo[]>(`${BASE}/handlers`);

export function jobLogs(jobId: string, pageNo: number, pageSize: number): Promise<PageResult<JobLog>> {
  return getAction<PageResult<JobLog>>(`${BASE}/log/list`, { jobId, pageNo, pageSize });
}
