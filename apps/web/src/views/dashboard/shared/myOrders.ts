import { listOrders, type OrderQuery } from '../../../api/woDashboard.ts';
import { useSessionStore } from '../../../stores/session.ts';
import { WORK_ORDER_QUERIES } from './useWorkOrderChanges.ts';

/** The cache key of one page of the work-order list under a query. */
export const orderListKey = (query: OrderQuery) => [...WORK_ORDER_QUERIES, 'list', query] as const;

/** The list query of the orders assigned to the current user in some states, newest first. */
export function useMyOrdersQuery(statuses: number[], pageSize: number) {
  const userId = useSessionStore((s) => s.userInfo?.id ?? '');
  const query: OrderQuery = {
    assigneeId: userId,
    status_MultiString: statuses.join(','),
    column: 'createTime',
    order: 'desc',
    pageNo: 1,
    pageSize,
  };
  return { key: orderListKey(query), load: () => listOrders(query) };
}
