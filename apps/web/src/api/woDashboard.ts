import type { ApiResult, PageResult, WorkOrderAction } from '@hcs/shared';
import { getAction, postAction } from './request.ts';

/** One bar or slice: a dictionary value, its text and how many orders have it. */
export interface DictCount {
  value: string;
  text: string;
  count: number;
}

/** `GET /wo/workOrder/stat/home`. */
export interface HomeStats {
  total: number;
  byStatus: Record<string, number>;
  createdToday: number;
  completedThisMonth: number;
  overdue: number;
  audiences: number;
  trend: { date: string; created: number; completed: number }[];
  byServiceType: DictCount[];
  byDisabilityType: DictCount[];
}

export interface WorkRank {
  id: string;
  name: string;
  completed: number;
  avgHours: number | null;
  avgSatisfaction: number | null;
}

/** `GET /wo/workOrder/stat/wcgw`: completed work in `[begin, end)`. */
export interface CompletedWork {
  begin: string;
  end: string;
  staff: WorkRank[];
  departs: WorkRank[];
}

/** `GET /wo/workOrder/stat/live`: the monitor's figures. */
export interface LiveStats {
  pending: number;
  dispatched: number;
  processing: number;
  overdue: number;
  createdToday: number;
  completedToday: number;
  onlineUsers: number;
  recent: {
    id: string;
    orderId: string;
    orderNo: string;
    title: string;
    action: string;
    toStatus: number;
    operatorName: string;
    createTime: string;
  }[];
  time: string;
}

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

export function getHomeStats(): Promise<ApiResult<HomeStats>> {
  return getAction<HomeStats>('/wo/workOrder/stat/home');
}

export function getCompletedWork(begin: string, end: string): Promise<ApiResult<CompletedWork>> {
  return getAction<CompletedWork>('/wo/workOrder/stat/wcgw', { begin, end });
}

export function getLiveStats(): Promise<ApiResult<LiveStats>> {
  return getAction<LiveStats>('/wo/workOrder/stat/live');
}

export function listOrders(query: OrderQuery): Promise<ApiResult<PageResult<DashboardOrder>>> {
  return getAction<PageResult<DashboardOrder>>('/wo/workOrder/list', query);
}

interface Target {
  id: string;
  version: number;
}

export function acceptOrder(target: Target): Promise<ApiResult<null>> {
  return postAction<null>('/wo/workOrder/accept', target);
}

export function completeOrder(input: Target & { result: string }): Promise<ApiResult<null>> {
  return postAction<null>('/wo/workOrder/complete', input);
}

export function reviewOrder(
  input: Target & { satisfaction: number; feedback?: string },
): Promise<ApiResult<null>> {
  return postAction<null>('/wo/workOrder/review', input);
}

/** How many orders each status has (and `all`) under a list query, e.g. `{ assigneeId, overdue: '1' }`. */
export function getStatusCounts(query: OrderQuery): Promise<ApiResult<Record<string, number>>> {
  return getAction<Record<string, number>>('/wo/workOrder/statusCounts', query);
}
