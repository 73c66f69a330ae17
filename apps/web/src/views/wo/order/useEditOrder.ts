import { EDITABLE_STATUSES } from '@hcs/shared';
import { App } from 'antd';
import { useCallback } from 'react';
import type { WorkOrder, WorkOrderDetail } from './types.ts';
import { workOrderById } from './workOrderApi.ts';

/**
 * Opens the edit form with the order as the server now has it (its content and version); an order
 * someone has started on in the meantime is not editable any more.
 */
export function useEditOrder(open: (detail: WorkOrderDetail) => void, onStale: () => void) {
  const { message } = App.useApp();
  return useCallback(
    async (order: WorkOrder) => {
      try {
        const res = await workOrderById(order.id);
        if (!res.success) {
          void message.warning(res.message);
          onStale();
        } else if (!EDITABLE_STATUSES.includes(res.result.status)) {
          void message.warning('工单已开始处理，不能再编辑');
          onStale();
        } else {
          open(res.result);
        }
      } catch {
        // The request client has shown why.
      }
    },
    [message, open, onStale],
  );
}
