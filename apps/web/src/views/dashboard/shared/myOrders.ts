import { useCallback } from 'react';
import { listOrders } from '../../../api/woDashboard.ts';
import { useSessionStore } from '../../../stores/session.ts';

/** The list query of the orders assigned to the current user in some states, newest first. */
export function useMyOrdersFetch(statuses: number[], pageSize: number) {
  const userId = useSessionStore((s) => s.userInfo?.id ?? '');
  const states = statuses.join(',');
  return useCallback(
    () =>
      listOrders({
        assigneeId: userId,
        status_MultiString: states,
        column: 'createTime',
        order: 'desc',
        pageNo: 1,
        pageSize,
      }),
    [userId, states, pageSize],
  );
}
