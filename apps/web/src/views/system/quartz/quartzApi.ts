import type { ApiResult, PageResult } from '@hcs/shared';
import { getAction, postAction, putAction } from '../../../api/request.ts';
import type { ListUrls } from '../../../components/list/index.ts';

/** sys_quartz_job.status: 0 正常 (running), -1 停止 (dict quartz_status). */
export const QUARTZ_STATUS = { running: 0, stopped: -1 } as const;
export const QUARTZ_STATUS_DICT = 'quartz_status';

/** 定时任务 as the list answers it (GET /sys/quartzJob/list). */
export interface QuartzJob {
  id: string;
  /** The name of a handler of the server's registry. */
  jobClassName: string;
  cronExpression: string;
  parameter: string | null;
  description: string | null;
  status: number;
  status_dictText?: string;
  createTime?: string;
}

export interface QuartzJobInput {
  jobClassName: string;
  cronExpression: string;
  parameter: string | null;
  description: string | null;
  status: number;
}

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

export const QUARTZ_URLS: ListUrls = {
  list: `${BASE}/list`,
  delete: `${BASE}/delete`,
  deleteBatch: `${BASE}/deleteBatch`,
  exportXls: `${BASE}/exportXls`,
  importExcel: `${BASE}/importExcel`,
};

export const addJob = (input: QuartzJobInput) => postAction<null>(`${BASE}/add`, input);
export const editJob = (input: QuartzJobInput & { id: string }) => putAction<null>(`${BASE}/edit`, input);
export const pauseJob = (id: string) => getAction<null>(`${BASE}/pause`, { id });
export const resumeJob = (id: string) => getAction<null>(`${BASE}/resume`, { id });
export const executeJob = (id: string) => getAction<unknown>(`${BASE}/execute`, { id });
export const jobHandlers = () => getAction<JobHandlerInfo[]>(`${BASE}/handlers`);

export function jobLogs(
  jobId: string,
  pageNo: number,
  pageSize: number,
): Promise<ApiResult<PageResult<JobLog>>> {
  return getAction<PageResult<JobLog>>(`${BASE}/log/list`, { jobId, pageNo, pageSize });
}
