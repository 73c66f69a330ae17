import { WORK_ORDER_ACTIONS, type WorkOrderAction, WorkOrderStatus } from '@hcs/shared';

/** A button's words: 派单 becomes 改派 once the order has an assignee. */
export function actionLabel(action: WorkOrderAction, status: number): string {
  if (action === 'dispatch' && status === WorkOrderStatus.dispatched) return '改派';
  return WORK_ORDER_ACTIONS[action].label;
}

/** The timeline's words for each step. */
export const LOG_ACTION_TEXT: Record<string, string> = {
  create: '创建',
  dispatch: '派单',
  accept: '接单',
  complete: '完成',
  review: '回访关闭',
  cancel: '取消',
};
