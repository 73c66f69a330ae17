import type { QueryParams } from '@hcs/shared';
import { type Done, getAction, postAction, putAction } from '../../../api/request.ts';
import type { StatusCounts, WorkOrderDetail, WorkOrderInput } from './types.ts';

const PATH = '/wo/workOrder';

/** The endpoints of 工单 (GET /wo/workOrder/list and the rest of /wo/workOrder). */
export const WORK_ORDER_URLS = {
  list: `${PATH}/list`,
  delete: `${PATH}/delete`,
  deleteBatch: `${PATH}/deleteBatch`,
  exportXls: `${PATH}/exportXls`,
  importExcel: `${PATH}/importExcel`,
} as const;

/** The people an order of a department may go to: that department's and its sub-departments' users. */
export const ASSIGNEES_URL = `${PATH}/assignees`;

/** The order the server last saw: an action names it, and is refused when the order has changed since. */
export interface OrderTarget {
  id: string;
  version: number;
}

export function addWorkOrder(input: WorkOrderInput): Promise<Done<{ id: string; orderNo: string }>> {
  return postAction(`${PATH}/add`, input);
}

export function editWorkOrder(input: WorkOrderInput & OrderTarget): Promise<Done<null>> {
  return putAction<null>(`${PATH}/edit`, input);
}

export function workOrderById(id: string): Promise<WorkOrderDetail> {
  return getAction<WorkOrderDetail>(`${PATH}/queryById`, { id });
}

/** How many orders each status has under the list's search (its status aside). */
export function statusCounts(params: QueryParams): Promise<StatusCounts> {
  return getAction<StatusCounts>(`${PATH}/statusCounts`, params);
}

export function dispatchOrder(
  input: OrderTarget & { assigneeId: string; comment?: string },
): Promise<Done<null>> {
  return postAction<null>(`${PATH}/dispatch`, input);
}

export function acceptOrder(input: OrderTarget & { comment?: string }): Promise<Done<null>> {
  return postAction<null>(`${PATH}/accept`, input);
}

export function completeOrder(
  input: OrderTarget & { result: string; attachments?: string },
): Promise<Done<null>> {
  return postAction<null>(`${PATH}/complete`, input);
}

export function reviewOrder(
  input: OrderTarget & { satisfaction: number; feedback?: string },
): Promise<Done<null>> {
  return postAction<null>(`${PATH}/review`, input);
}

export function cancelOrder(input: OrderTarget & { reason: string }): Promise<Done<null>> {
  return postAction<null>(`${PATH}/cancel`, input);
}
