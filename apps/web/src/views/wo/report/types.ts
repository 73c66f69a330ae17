import type { MonthlyReportStats } from '@hcs/shared';

/** A 服务月报 as GET /wo/monthlyReport/list returns it (DOMAIN.md "Monthly report"). */
export interface MonthlyReport {
  id: string;
  /** YYYY-MM */
  month: string;
  departId: string;
  departName: string | null;
  title: string;
  /** Dictionary report_status: 0 草稿, 1 已提交, 2 已审核, 3 已退回. */
  status: string;
  status_dictText?: string;
  /** When the figures were last computed. */
  statsTime: string | null;
  submitBy: string | null;
  submitTime: string | null;
  reviewBy: string | null;
  reviewTime: string | null;
  /** Sent back with every change: the server refuses it when someone else changed the report meanwhile. */
  version: number;
  createTime: string;
}

/** One report with its figures, narrative (rich text) and review (GET /wo/monthlyReport/queryById). */
export interface MonthlyReportDetail extends MonthlyReport {
  stats: MonthlyReportStats | null;
  summary: string | null;
  problems: string | null;
  nextPlan: string | null;
  reviewComment: string | null;
  submitByName: string | null;
  reviewByName: string | null;
}
