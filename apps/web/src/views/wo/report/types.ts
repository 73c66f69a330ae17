import type { MonthlyReportStats, monthlyReportResource, ResourceRow } from '@hcs/shared';

/** What the list leaves to the document: the narrative and the review's words. */
type DocumentOnly = 'summary' | 'problems' | 'nextPlan' | 'reviewComment';

/** A 服务月报 as GET /wo/monthlyReport/list returns it (DOMAIN.md "Monthly report"). */
export interface MonthlyReport
  extends Omit<
    ResourceRow<typeof monthlyReportResource>,
    DocumentOnly | 'status' | 'version' | 'createTime'
  > {
  /** Dictionary report_status: 0 草稿, 1 已提交, 2 已审核, 3 已退回. */
  status: string;
  /** Sent back with every change: the server refuses it when someone else changed the report meanwhile. */
  version: number;
  createTime: string;
}

/** One report with its figures, narrative (rich text) and review (GET /wo/monthlyReport/queryById). */
export interface MonthlyReportDetail
  extends MonthlyReport,
    Pick<ResourceRow<typeof monthlyReportResource>, DocumentOnly> {
  stats: MonthlyReportStats | null;
  submitByName: string | null;
  reviewByName: string | null;
}
