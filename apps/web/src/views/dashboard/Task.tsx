import type { WorkOrderAction } from '@hcs/shared';
import { useMutation } from '@tanstack/react-query';
import { Card, Tabs } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { acceptOrder, type DashboardOrder, listOrders, type OrderQuery } from '../../api/woDashboard.ts';
import { useSessionStore } from '../../stores/session.ts';
import { useAuth } from '../../utils/permission.ts';
import { useServerAction } from '../../utils/serverAction.ts';
import { useInvalidateWorkOrders, useWorkOrderChanges } from './shared/useWorkOrderChanges.ts';
import { CompleteModal } from './task/CompleteModal.tsx';
import { ReviewModal } from './task/ReviewModal.tsx';
import { TaskTable } from './task/TaskTable.tsx';
import './Analysis.css';
import './shared/dashboard.css';

interface Kind {
  key: WorkOrderAction;
  title: string;
  button: string;
  empty: string;
  query: OrderQuery;
}

/** 我的待办 (/dashboard/task): orders to accept, complete, dispatch or review, each actionable here. */
export default function Task() {
  const serverAction = useServerAction();
  const navigate = useNavigate();
  const { has } = useAuth();
  const userId = useSessionStore((s) => s.userInfo?.id ?? '');
  const [totals, setTotals] = useState<Partial<Record<WorkOrderAction, number>>>({});
  const [active, setActive] = useState<string | null>(null);
  useWorkOrderChanges();
  const done = useInvalidateWorkOrders();
  const [completing, setCompleting] = useState<DashboardOrder | null>(null);
  const [reviewing, setReviewing] = useState<DashboardOrder | null>(null);

  const kinds: Kind[] = [
    {
      key: 'accept',
      title: '待接单',
      button: '接单',
      empty: '没有待接的工单',
      query: { assigneeId: userId, status: 2 },
    },
    {
      key: 'complete',
      title: '处理中',
      button: '完成',
      empty: '没有处理中的工单',
      query: { assigneeId: userId, status: 3 },
    },
    ...(has('wo:order:dispatch')
      ? [
          {
            key: 'dispatch' as const,
            title: '待派单',
            button: '派单',
            empty: '没有待派的工单',
            query: { status: 1 },
          },
        ]
      : []),
    ...(has('wo:order:review')
      ? [
          {
            key: 'review' as const,
            title: '待回访',
            button: '回访关闭',
            empty: '没有待回访的工单',
            // The most recently completed first: the visit is still fresh in everyone's mind.
            query: { status: 4, column: 'completedTime', order: 'desc' },
          },
        ]
      : []),
  ];

  const setTotal = useCallback(
    (kind: WorkOrderAction, total: number) =>
      setTotals((t) => (t[kind] === total ? t : { ...t, [kind]: total })),
    [],
  );
  // Open on the first list with something to do, once every count is known; the user's choice after that.
  const loaded = kinds.every((k) => totals[k.key] !== undefined);
  const firstBusy = kinds.find((k) => (totals[k.key] ?? 0) > 0)?.key ?? kinds[0]?.key ?? 'accept';
  useEffect(() => {
    if (loaded && active === null) setActive(firstBusy);
  }, [loaded, active, firstBusy]);

  // An HTTP failure has been shown by the request client; a refusal is answered like a success, with a reload.
  const accept = useMutation({
    mutationFn: (order: DashboardOrder) =>
      serverAction(acceptOrder({ id: order.id, version: order.version }), { success: true, onRefusal: done }),
    onSuccess: (taken) => {
      if (taken) done();
    },
  });
  const busyId = accept.isPending ? (accept.variables?.id ?? null) : null;

  const act = (kind: WorkOrderAction, order: DashboardOrder) => {
    if (kind === 'accept') accept.mutate(order);
    else if (kind === 'complete') setCompleting(order);
    else if (kind === 'review') setReviewing(order);
    // Choosing the assignee is the work-order page's dispatch dialog.
    else navigate(`/wo/order?id=${encodeURIComponent(order.id)}`);
  };

  return (
    <Card>
      <Tabs
        activeKey={active ?? kinds[0]?.key}
        onChange={setActive}
        items={kinds.map((kind) => ({
          key: kind.key,
          label: `${kind.title}${totals[kind.key] === undefined ? '' : `（${totals[kind.key]}）`}`,
          forceRender: true,
          children: (
            <TaskTable
              query={kind.query}
              fetch={listOrders}
              action={kind.key}
              actionLabel={kind.button}
              busyId={busyId}
              onAction={(order) => act(kind.key, order)}
              onTotal={(total) => setTotal(kind.key, total)}
              emptyText={kind.empty}
            />
          ),
        }))}
      />
      <CompleteModal
        key={`complete-${completing?.id ?? ''}`}
        order={completing}
        onClose={() => setCompleting(null)}
        onDone={() => {
          setCompleting(null);
          done();
        }}
      />
      <ReviewModal
        key={`review-${reviewing?.id ?? ''}`}
        order={reviewing}
        onClose={() => setReviewing(null)}
        onDone={() => {
          setReviewing(null);
          done();
        }}
      />
    </Card>
  );
}
