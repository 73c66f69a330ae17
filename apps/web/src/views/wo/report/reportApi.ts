import { monthlyReportResource } from '@hcs/shared';
import { type Done, downloadFile, getAction, postAction, putAction } from '../../../api/request.ts';
import type { MonthlyReportDetail } from './types.ts';

const PATH = monthlyReportResource.path;

/** The button permissions of 服务月报. */
export const REPORT_AUTH = {
  generate: 'wo:report:generate',
  edit: 'wo:report:edit',
  submit: 'wo:report:submit',
  review: 'wo:report:review',
  export: 'wo:report:export',
  delete: 'wo:report:delete',
} as const;

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

export function reportById(id: string): Promise<MonthlyReportDetail> {
  return getAction<MonthlyReportDetail>(`${PATH}/queryById`, { id });
}

/** Creates the department's report of the month, or refreshes its figures. */
export function generateReport(input: {
  month: string;
  departId: string;
}): Promise<Done<{ id: string; created: boolean }>> {
  return postAction(`${PATH}/generate`, input);
}

export function editReport(input: NarrativeInput): Promise<Done<null>> {
  return putAction<null>(`${PATH}/edit`, input);
}

export function submitReport(target: ReportTarget): Promise<Done<null>> {
  return postAction<null>(`${PATH}/submit`, target);
}

export function reviewReport(
  input: ReportTarget & { approve: boolean; comment: string | null },
): Promise<Done<null>> {
  return postAction<null>(`${PATH}/review`, input);
}

/** Downloads the report as an .xlsx document. */
export function exportReport(report: { id: string; title: string }): Promise<boolean> {
  return downloadFile(`${PATH}/exportXls`, `${report.title}.xlsx`, { id: report.id });
}
