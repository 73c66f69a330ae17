import { EDITABLE_STATUSES } from '@hcs/shared';
import { App } from 'antd';
import { useCallback } from 'react';
import { useServerAction } from '../../../utils/serverAction.ts';
import type { WorkOrder, WorkOrderDetail } from './types.ts';
import { workOrderById } from './workOrderApi.ts';

/**
 * Opens the edit form with the order as the server now has it (its content and version); an order
 * someone has started on in the meantime is not editable any more.
 */
export function useEditOrder(open: (detail: WorkOrderDetail) => void, onStale: () => void) {
  const { message } = App.useApp();
  const act = useServerAction();
  return useCallback(
    async (order: WorkOrder) => {
      const detail = await act(workOrderById(order.id), { onRefusal: onStale });
      if (!detail) return;
      if (EDITABLE_STATUSES.includes(detail.status)) open(detail);
      else {
        void message.warning('工单已开始处理，不能再编辑');
        onStale();
      }
    },
    [act, message, open, onStale],
  );
}
