import type { CompletedWork, HomeStats, LiveStats, PageResult, WorkOrderAction } from '@hcs/shared';
import { type Done, getAction, postAction } from './request.ts';

export type { CompletedWork, DictCount, HomeStats, LiveStats, WorkRank } from '@hcs/shared';

/** A work order as the list returns it, with what the caller may do with it. */
export interface DashboardOrder {
  id: string;
  orderNo: string;
  title: string;
  audienceName: string | null;
  serviceType: string;
  serviceType_dictText?: string;
  priority: string;
  priority_dictText?: string;
  status: number;
  status_dictText?: string;
  appointmentTime: string | null;
  deadline: string | null;
  departName: string | null;
  assigneeName: string | null;
  version: number;
  overdue: boolean;
  actions: WorkOrderAction[];
  createTime: string;
}

export type OrderQuery = Record<string, string | number>;

export function getHomeStats(): Promise<HomeStats> {
  return getAction<HomeStats>('/wo/workOrder/stat/home');
}

export function getCompletedWork(begin: string, end: string): Promise<CompletedWork> {
  return getAction<CompletedWork>('/wo/workOrder/stat/wcgw', { begin, end });
}

export function getLiveStats(): Promise<LiveStats> {
  return getAction<LiveStats>('/wo/workOrder/stat/live');
}

export function listOrders(query: OrderQuery): Promise<PageResult<DashboardOrder>> {
  return getAction<PageResult<DashboardOrder>>('/wo/workOrder/list', query);
}

interface Target {
  id: string;
  version: number;
}

export function acceptOrder(target: Target): Promise<Done<null>> {
  return postAction<null>('/wo/workOrder/accept', target);
}

export function completeOrder(input: Target & { result: string }): Promise<Done<null>> {
  return postAction<null>('/wo/workOrder/complete', input);
}

export function reviewOrder(
  input: Target & { satisfaction: number; feedback?: string },
): Promise<Done<null>> {
  return postAction<null>('/wo/workOrder/review', input);
}

/** How many orders each status has (and `all`) under a list query, e.g. `{ assigneeId, overdue: '1' }`. */
export function getStatusCounts(query: OrderQuery): Promise<Record<string, number>> {
  return getAction<Record<string, number>>('/wo/workOrder/statusCounts', query);
}
