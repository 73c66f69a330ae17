/** Monthly-report states (dict report_status, DOMAIN.md "Monthly report"). */
export const ReportStatus = {
  draft: '0',
  submitted: '1',
  approved: '2',
  returned: '3',
} as const;

export type ReportStatusValue = (typeof ReportStatus)[keyof typeof ReportStatus];

/** A draft or a returned report may be edited and its figures refreshed; the others are frozen. */
export const REPORT_EDITABLE_STATUSES: readonly string[] = [ReportStatus.draft, ReportStatus.returned];

export const REPORT_STATUS_TEXT: Record<ReportStatusValue, string> = {
  '0': '草稿',
  '1': '已提交',
  '2': '已审核',
  '3': '已退回',
};

/** `YYYY-MM`, a real month. */
export const REPORT_MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

export interface ReportCount {
  value: string;
  text: string;
  count: number;
}

export interface ReportStaffRank {
  id: string;
  name: string;
  completed: number;
  avgHours: number | null;
  avgSatisfaction: number | null;
}

/** The figures of one department subtree for one month, as frozen into a report when generated. */
export interface MonthlyReportStats {
  month: string;
  departName: string;
  /** When the snapshot was taken (YYYY-MM-DD HH:mm:ss). */
  generatedAt: string;
  /** Distinct audiences with an order completed in the month. */
  audiencesServed: number;
  /** Audiences registered in the month. */
  newAudiences: number;
  ordersCreated: number;
  ordersCompleted: number;
  /** Orders due in the month and not completed by then (or by the snapshot, for the running month). */
  ordersOverdue: number;
  ordersCancelled: number;
  /** Of the orders completed in the month that were rated, 1-5 with one decimal. */
  avgSatisfaction: number | null;
  /** Orders created in the month, by service type / by the audience's disability type. */
  byServiceType: ReportCount[];
  byDisabilityType: ReportCount[];
  /** Each day of the month: orders created and completed. */
  trend: { date: string; created: number; completed: number }[];
  /** Staff by orders completed in the month, best first (at most ten). */
  topStaff: ReportStaffRank[];
}

/**
 * Whether the snapshot covers the day (YYYY-MM-DD): a day after the snapshot was taken (the rest of a
 * month still running) is unknown, so it is left out rather than shown as zero.
 */
export function snapshotCovers(stats: Pick<MonthlyReportStats, 'generatedAt'>, date: string): boolean {
  return date <= stats.generatedAt.slice(0, 10);
}
