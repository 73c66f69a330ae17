import type { WorkOrderAction } from '@hcs/shared';
import { App } from 'antd';
import { type ReactNode, useCallback } from 'react';
import { useServerAction } from '../../../utils/serverAction.ts';
import { useOpening } from '../../../utils/useOpening.ts';
import { ActionDialog, type DialogAction } from './ActionDialogs.tsx';
import type { WorkOrder } from './types.ts';
import { acceptOrder } from './workOrderApi.ts';

interface Pending {
  action: DialogAction;
  order: WorkOrder;
}

export interface OrderActions {
  /** Takes `action` on `order`: 接单 after a confirmation, the others through their dialog. */
  start(action: WorkOrderAction, order: WorkOrder): void;
  /** The open dialog, to be rendered by the page. */
  dialog: ReactNode;
}

/**
 * The five actions of an order. `onChanged` runs after each one was sent — taken or refused — so the
 * list and the detail show the order as it now is.
 */
export function useOrderActions(onChanged: () => void): OrderActions {
  const { modal } = App.useApp();
  const act = useServerAction();
  const opening = useOpening<Pending | null>(null);
  const { show, hide } = opening;

  const accept = useCallback(
    (order: WorkOrder) => {
      modal.confirm({
        title: `确定接单“${order.orderNo}”吗?`,
        content: order.title,
        okText: '接单',
        cancelText: '取消',
        onOk: async () => {
          await act(acceptOrder({ id: order.id, version: order.version }), { success: true });
          onChanged();
        },
      });
    },
    [modal, act, onChanged],
  );

  const start = useCallback(
    (action: WorkOrderAction, order: WorkOrder) => {
      if (action === 'accept') accept(order);
      else show({ action, order });
    },
    [accept, show],
  );

  const pending = opening.subject;
  const dialog = pending ? (
    <ActionDialog
      key={opening.session}
      action={pending.action}
      order={pending.order}
      open={opening.open}
      onClose={hide}
      onDone={() => {
        hide();
        onChanged();
      }}
    />
  ) : null;

  return { start, dialog };
}
