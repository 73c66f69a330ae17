import type {
  OrderVisit,
  ResourceInputValues,
  ResourceRow,
  WorkOrderAction,
  workOrderResource,
} from '@hcs/shared';

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
