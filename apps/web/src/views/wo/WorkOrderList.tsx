import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ListPage, useListPage } from '../../components/list/index.ts';
import { useOpening } from '../../utils/useOpening.ts';
import { actionLabel } from './order/actionLabels.ts';
import { workOrderListConfig } from './order/listConfig.tsx';
import { StatusTabs } from './order/StatusTabs.tsx';
import type { WorkOrderDetail } from './order/types.ts';
import { useDefaultDepart } from './order/useDefaultDepart.ts';
import { useEditOrder } from './order/useEditOrder.ts';
import { useOrderActions } from './order/useOrderActions.tsx';
import { useOrderDetail } from './order/useOrderDetail.ts';
import { useOrderPushes } from './order/useOrderPushes.ts';
import { WorkOrderDetailDrawer } from './order/WorkOrderDetailDrawer.tsx';
import { WorkOrderFormModal } from './order/WorkOrderFormModal.tsx';
import { WorkOrderRowActions } from './order/WorkOrderRowActions.tsx';
import './order/WorkOrderList.css';

/**
 * 工单列表 (a top-level menu entry): orders by status tab, searched, created and edited, dispatched, accepted, completed,
 * reviewed and cancelled, each with its detail and timeline. `?id=` (a dispatch message's link) opens
 * that order's detail.
 */
export default function WorkOrderList() {
  const state = useListPage(workOrderListConfig, { urlState: true });
  const editing = useOpening<WorkOrderDetail | null>(null);
  const defaultDepartId = useDefaultDepart();
  const [detailId, setDetailId] = useState<string | null>(null);
  const order = useOrderDetail(detailId);
  const [searchParams, setSearchParams] = useSearchParams();
  const linkedId = searchParams.get('id');
  useOrderPushes();

  useEffect(() => {
    if (linkedId) setDetailId(linkedId);
  }, [linkedId]);

  const { reload } = state;
  const reloadDetail = order.reload;
  const refresh = useCallback(() => {
    void reload();
    reloadDetail();
  }, [reload, reloadDetail]);
  const actions = useOrderActions(refresh);
  const edit = useEditOrder(editing.show, refresh);

  const closeDetail = () => {
    setDetailId(null);
    if (!linkedId) return;
    // The list's own parameters stay: only the link to the order goes.
    const rest = new URLSearchParams(searchParams);
    rest.delete('id');
    setSearchParams(rest, { replace: true });
  };

  return (
    <div className="hcs-wo-order">
      <StatusTabs state={state} />
      <ListPage
        config={workOrderListConfig}
        state={state}
        onAdd={() => editing.show(null)}
        onDetail={(record) => setDetailId(record.id)}
        rowActions={(record, listState, omit) => (
          <WorkOrderRowActions
            order={record}
            state={listState}
            onEdit={(o) => void edit(o)}
            onAction={actions.start}
            omit={omit}
          />
        )}
        // A phone card's large button: the order's next step for this user (接单, 完成, 派单…), else 详情.
        primaryAction={(record) => {
          const next = record.actions.find((a) => a !== 'cancel');
          return next
            ? {
                key: next,
                label: actionLabel(next, record.status),
                onClick: () => actions.start(next, record),
              }
            : { key: 'detail', label: '详情', onClick: () => setDetailId(record.id) };
        }}
      />
      <WorkOrderFormModal
        key={editing.session}
        open={editing.open}
        record={editing.subject}
        defaultDepartId={defaultDepartId}
        onClose={editing.hide}
        onSaved={() => {
          editing.hide();
          refresh();
        }}
      />
      <WorkOrderDetailDrawer
        open={detailId !== null}
        detail={order.detail}
        loading={order.loading}
        onClose={closeDetail}
        onAction={actions.start}
      />
      {actions.dialog}
    </div>
  );
}
