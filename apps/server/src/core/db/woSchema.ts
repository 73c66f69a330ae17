import type { Audit } from './schema.ts';

/** The columns every business table of the care centre carries besides the audit ones. */
interface Business extends Audit {
  id: string;
  tenantId: number;
  delFlag: number;
}

/** 服务对象: a person with a disability whom the centre serves (DOMAIN.md "Audience"). */
export interface WoAudienceTable extends Business {
  name: string;
  sex: number;
  birthday: string | null;
  idCardNo: string;
  disabilityCertNo: string | null;
  disabilityType: string;
  disabilityLevel: string;
  phone: string | null;
  /** The district (or city/province) code chosen with the area picker. */
  areaCode: string | null;
  address: string | null;
  guardianName: string | null;
  guardianPhone: string | null;
  livingStatus: string | null;
  economicStatus: string | null;
  /** Comma list of `service_type` values. */
  serviceNeeds: string | null;
  photo: string | null;
  attachments: string | null;
  departId: string;
  /** The responsible department's org code, so data rules can take its subtree. */
  sysOrgCode: string;
  status: string;
  remark: string | null;
}

/** 工单: one service task for one audience (DOMAIN.md "Work order"). */
export interface WoWorkOrderTable extends Business {
  orderNo: string;
  title: string;
  audienceId: string;
  serviceType: string;
  source: string | null;
  priority: string;
  content: string | null;
  appointmentTime: string | null;
  deadline: string | null;
  departId: string;
  sysOrgCode: string;
  assigneeId: string | null;
  /** wo_status: 1 待派单, 2 已派单, 3 处理中, 4 已完成, 5 已关闭, 9 已取消. */
  status: number;
  result: string | null;
  attachments: string | null;
  satisfaction: number | null;
  feedback: string | null;
  cancelReason: string | null;
  dispatchedTime: string | null;
  acceptedTime: string | null;
  completedTime: string | null;
  closedTime: string | null;
  cancelledTime: string | null;
  /** Raised by every write: two people acting on one order at once cannot both succeed. */
  version: number;
}

/** One transition of a work order: the detail page's timeline. */
export interface WoWorkOrderLogTable {
  id: string;
  orderId: string;
  action: string;
  fromStatus: number | null;
  toStatus: number;
  operatorId: string;
  operatorName: string;
  comment: string | null;
  createTime: string;
}

/** 月报: one per department per month (DOMAIN.md "Monthly report"). */
export interface WoMonthlyReportTable extends Business {
  month: string;
  departId: string;
  sysOrgCode: string;
  title: string;
  /** The JSON snapshot of the month's figures. */
  stats: string | null;
  statsTime: string | null;
  summary: string | null;
  problems: string | null;
  nextPlan: string | null;
  /** report_status: 0 草稿, 1 已提交, 2 已审核, 3 已退回. */
  status: string;
  submitBy: string | null;
  submitTime: string | null;
  reviewBy: string | null;
  reviewTime: string | null;
  reviewComment: string | null;
  version: number;
}

/** The running numbers of fill rules (填值规则), per rule and period (e.g. a day). */
export interface SysFillRuleSeqTable {
  ruleCode: string;
  period: string;
  value: number;
}

export interface WoDatabase {
  woAudience: WoAudienceTable;
  woWorkOrder: WoWorkOrderTable;
  woWorkOrderLog: WoWorkOrderLogTable;
  woMonthlyReport: WoMonthlyReportTable;
  sysFillRuleSeq: SysFillRuleSeqTable;
}
