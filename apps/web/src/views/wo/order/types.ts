import type { ResourceInputValues, ResourceRow, WorkOrderAction, workOrderResource } from '@hcs/shared';

/** What the list leaves to the detail: the long texts. */
type DetailOnly = 'content' | 'result' | 'attachments' | 'feedback' | 'cancelReason';

/**
 * A 工单 as GET /wo/workOrder/list returns it (DOMAIN.md "Work order"): the definition's fields but the
 * long texts, and what the list adds for the current user.
 */
export interface WorkOrder
  extends Omit<
    ResourceRow<typeof workOrderResource>,
    DetailOnly | 'orderNo' | 'status' | 'priority' | 'version' | 'createTime'
  > {
  /** Given when the order is created (GD + yyyyMMdd + a daily serial). */
  orderNo: string;
  /** Dictionary wo_status: 1 待派单, 2 已派单, 3 处理中, 4 已完成, 5 已关闭, 9 已取消. */
  status: number;
  /** Dictionary priority: L 一般, M 重要, H 紧急. */
  priority: 'L' | 'M' | 'H';
  /** Sent back with every change: the server refuses it when someone else changed the order meanwhile. */
  version: number;
  createTime: string;
  /** The creator's name (createBy is the account name); only the detail carries it. */
  createByName?: string | null;
  /** Deadline passed and not completed (已超期). */
  overdue: boolean;
  /** What the current user may do with it now (the buttons shown). */
  actions: WorkOrderAction[];
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

/**
 * 上门信息: what the worker needs at the person's door, read through the order (its scope decides). The
 * phones are whole only when `phonesWhole` (the caller is the order's assignee while it is open);
 * otherwise masked (138****5678) and not to be dialled.
 */
export interface OrderVisit {
  audienceId: string;
  name: string;
  areaCode: string | null;
  address: string | null;
  phone: string | null;
  guardianName: string | null;
  guardianPhone: string | null;
  phonesWhole: boolean;
  /** Dictionary disability_type. */
  disabilityType: string;
  /** Dictionary disability_level. */
  disabilityLevel: string;
  /** Dictionary living_status: 1 独居, 2 与家人同住, 3 机构托养. */
  livingStatus: string | null;
}

/** GET /wo/workOrder/queryById: the order with its long texts, its timeline and the visit facts. */
export interface WorkOrderDetail extends WorkOrder, Pick<ResourceRow<typeof workOrderResource>, DetailOnly> {
  logs: WorkOrderLog[];
  /** Null when the order's audience is gone. */
  visit: OrderVisit | null;
}

/** What add and edit send (edit adds id and version and leaves out the 处理人, changed through 改派). */
export type WorkOrderInput = Omit<ResourceInputValues<typeof workOrderResource>, 'assigneeId'> & {
  assigneeId?: string | null;
};

/** The current tab's counts: `all` and one per status value. */
export type StatusCounts = Record<string, number>;
