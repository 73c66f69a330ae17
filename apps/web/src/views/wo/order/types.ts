import type { WorkOrderAction } from '@hcs/shared';

/** A 工单 as GET /wo/workOrder/list returns it (DOMAIN.md "Work order"). */
export interface WorkOrder {
  id: string;
  orderNo: string;
  title: string;
  audienceId: string;
  audienceName: string | null;
  serviceType: string;
  source: string | null;
  /** Dictionary priority: L 一般, M 重要, H 紧急. */
  priority: 'L' | 'M' | 'H';
  appointmentTime: string | null;
  deadline: string | null;
  departId: string;
  departName: string | null;
  sysOrgCode: string;
  assigneeId: string | null;
  assigneeName: string | null;
  /** Dictionary wo_status: 1 待派单, 2 已派单, 3 处理中, 4 已完成, 5 已关闭, 9 已取消. */
  status: number;
  satisfaction: number | null;
  dispatchedTime: string | null;
  acceptedTime: string | null;
  completedTime: string | null;
  closedTime: string | null;
  cancelledTime: string | null;
  /** Sent back with every change: the server refuses it when someone else changed the order meanwhile. */
  version: number;
  createBy: string | null;
  /** The creator's name (createBy is the account name); only the detail carries it. */
  createByName?: string | null;
  createTime: string;
  updateTime: string | null;
  /** Deadline passed and not completed (已超期). */
  overdue: boolean;
  /** What the current user may do with it now (the buttons shown). */
  actions: WorkOrderAction[];
  serviceType_dictText?: string;
  source_dictText?: string;
  priority_dictText?: string;
  status_dictText?: string;
}

/** One step of an order's timeline (wo_work_order_log). */
export interface WorkOrderLog {
  id: string;
  action: 'create' | WorkOrderAction;
  fromStatus: number | null;
  toStatus: number;
  operatorId: string;
  operatorName: string;
  comment: string | null;
  createTime: string;
}

/** GET /wo/workOrder/queryById: the order with its long texts and its timeline. */
export interface WorkOrderDetail extends WorkOrder {
  content: string | null;
  result: string | null;
  /** Stored file paths, comma-joined. */
  attachments: string | null;
  feedback: string | null;
  cancelReason: string | null;
  logs: WorkOrderLog[];
}

/** What add and edit send (edit adds id and version; add may name an assignee to dispatch at once). */
export interface WorkOrderInput {
  title: string;
  audienceId: string;
  serviceType: string;
  source: string | null;
  priority: string;
  content: string | null;
  appointmentTime: string | null;
  deadline: string | null;
  departId: string;
  assigneeId?: string | null;
}

/** The current tab's counts: `all` and one per status value. */
export type StatusCounts = Record<string, number>;
