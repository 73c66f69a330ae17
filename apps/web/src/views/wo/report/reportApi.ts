import type { ApiResult } from '@hcs/shared';
import { downloadFile, getAction, postAction, putAction } from '../../../api/request.ts';
import type { MonthlyReportDetail } from './types.ts';

const PATH = '/wo/monthlyReport';

/** The list endpoints of 服务月报 (the list has no export of its rows; each report has its document). */
export const REPORT_URLS = {
  list: `${PATH}/list`,
  delete: `${PATH}/delete`,
  deleteBatch: `${PATH}/deleteBatch`,
} as const;

/** The button permissions of 服务月报. */
export const REPORT_AUTH = {
  generate: 'wo:report:generate',
  edit: 'wo:report:edit',
  submit: 'wo:report:submit',
  review: 'wo:report:review',
  export: 'wo:report:export',
  delete: 'wo:report:delete',
} as const;

export const REPORT_STATUS_DICT = 'report_status';

/** The report the server last saw: a change names it, and is refused when it has changed since. */
export interface ReportTarget {
  id: string;
  version: number;
}

export interface NarrativeInput extends ReportTarget {
  title: string;
  summary: string | null;
  problems: string | null;
  nextPlan: string | null;
}

export function reportById(id: string): Promise<ApiResult<MonthlyReportDetail>> {
  return getAction<MonthlyReportDetail>(`${PATH}/queryById`, { id });
}

/** Creates the department's report of the month, or refreshes its figures. */
export function generateReport(input: {
  month: string;
  departId: string;
}): Promise<ApiResult<{ id: string; created: boolean }>> {
  return postAction(`${PATH}/generate`, input);
}

export function editReport(input: NarrativeInput): Promise<ApiResult<null>> {
  return putAction<null>(`${PATH}/edit`, input);
}

export function submitReport(target: ReportTarget): Promise<ApiResult<null>> {
  return postAction<null>(`${PATH}/submit`, target);
}

export function reviewReport(
  input: ReportTarget & { approve: boolean; comment: string | null },
): Promise<ApiResult<null>> {
  return postAction<null>(`${PATH}/review`, input);
}

/** Downloads the report as an .xlsx document. */
export function exportReport(report: { id: string; title: string }): Promise<boolean> {
  return downloadFile(`${PATH}/exportXls`, `${report.title}.xlsx`, { id: report.id });
}
