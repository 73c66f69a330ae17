/** Work-order states (dict wo_status, DOMAIN.md "States"). */
export const WorkOrderStatus = {
  pending: 1,
  dispatched: 2,
  processing: 3,
  completed: 4,
  closed: 5,
  cancelled: 9,
} as const;

export type WorkOrderStatusValue = (typeof WorkOrderStatus)[keyof typeof WorkOrderStatus];

export type WorkOrderAction = 'dispatch' | 'accept' | 'complete' | 'review' | 'cancel';

interface ActionRule {
  /** The button text. */
  label: string;
  from: readonly WorkOrderStatusValue[];
  to: WorkOrderStatusValue;
  /** The button permission the action needs. */
  permission: string;
  /** Only the order's assignee may take it. */
  assigneeOnly: boolean;
}

const { pending, dispatched, processing, completed, closed, cancelled } = WorkOrderStatus;

export const WORK_ORDER_ACTIONS: Record<WorkOrderAction, ActionRule> = {
  dispatch: {
    label: '派单',
    from: [pending, dispatched],
    to: dispatched,
    permission: 'wo:order:dispatch',
    assigneeOnly: false,
  },
  accept: {
    label: '接单',
    from: [dispatched],
    to: processing,
    permission: 'wo:order:process',
    assigneeOnly: true,
  },
  complete: {
    label: '完成',
    from: [processing],
    to: completed,
    permission: 'wo:order:process',
    assigneeOnly: true,
  },
  review: {
    label: '回访关闭',
    from: [completed],
    to: closed,
    permission: 'wo:order:review',
    assigneeOnly: false,
  },
  cancel: {
    label: '取消',
    from: [pending, dispatched, processing],
    to: cancelled,
    permission: 'wo:order:cancel',
    assigneeOnly: false,
  },
};

export const WORK_ORDER_PERMISSIONS = [
  ...new Set(Object.values(WORK_ORDER_ACTIONS).map((a) => a.permission)),
];

/** The actions `userId` holding `permissions` may take on an order in `status` assigned to `assigneeId`. */
export function allowedActions(
  order: { status: number; assigneeId: string | null },
  userId: string,
  permissions: ReadonlySet<string>,
): WorkOrderAction[] {
  return (Object.keys(WORK_ORDER_ACTIONS) as WorkOrderAction[]).filter((action) => {
    const rule = WORK_ORDER_ACTIONS[action];
    return (
      (rule.from as readonly number[]).includes(order.status) &&
      permissions.has(rule.permission) &&
      (!rule.assigneeOnly || order.assigneeId === userId)
    );
  });
}

/** Deadline passed and not yet completed (已超期). */
export function isOverdue(order: { status: number; deadline: string | null }, now: string): boolean {
  return order.deadline !== null && order.deadline < now && order.status < completed;
}

/** Orders that may still be edited (before anyone works on them). */
export const EDITABLE_STATUSES: readonly number[] = [pending, dispatched];
export const FINISHED_STATUSES: readonly number[] = [completed, closed, cancelled];

/**
 * 上门信息 (GET /wo/workOrder/queryById's `visit`): what a worker needs at the person's door — where the
 * person lives, whom to call, what to mind — read through the order (its scope decides). The phones are
 * whole only when `phonesWhole` (the caller is the order's assignee while it is open); otherwise masked
 * (138****5678) and not to be dialled.
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
