import type { PageResult, WorkOrderAction } from '@hcs/shared';
import { Button, Table } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { DashboardOrder, OrderQuery } from '../../../api/woDashboard.ts';
import { EmptyText } from '../shared/EmptyText.tsx';
import { LoadError } from '../shared/LoadError.tsx';
import { orderListKey } from '../shared/myOrders.ts';
import { OrderTags } from '../shared/OrderTags.tsx';
import { useRemote } from '../shared/useRemote.ts';

const PAGE_SIZE = 10;

interface Props {
  /** The list query of this to-do kind (without paging; oldest first unless it sorts otherwise). */
  query: OrderQuery;
  fetch(query: OrderQuery): Promise<PageResult<DashboardOrder>>;
  /** The action this list is for and its button text. */
  action: WorkOrderAction;
  actionLabel: string;
  busyId: string | null;
  onAction(order: DashboardOrder): void;
  onTotal(total: number): void;
  emptyText: string;
}

/** One kind of to-do: the orders with their state, deadline and the button that moves them on. */
export function TaskTable({
  query,
  fetch,
  action,
  actionLabel,
  busyId,
  onAction,
  onTotal,
  emptyText,
}: Props) {
  const [pageNo, setPageNo] = useState(1);
  const pageQuery: OrderQuery = { column: 'createTime', order: 'asc', ...query, pageNo, pageSize: PAGE_SIZE };
  const { data, loading, error, reload } = useRemote(orderListKey(pageQuery), () => fetch(pageQuery));
  const report = useRef(onTotal);
  report.current = onTotal;
  useEffect(() => {
    if (data) report.current(data.total);
  }, [data]);

  return (
    <>
      {error ? <LoadError title="待办加载失败" error={error} onRetry={reload} /> : null}
      <Table<DashboardOrder>
        rowKey="id"
        size="middle"
        loading={loading}
        dataSource={data?.records ?? []}
        locale={{ emptyText: <EmptyText>{emptyText}</EmptyText> }}
        scroll={{ x: 860 }}
        pagination={{
          current: pageNo,
          pageSize: PAGE_SIZE,
          total: data?.total ?? 0,
          hideOnSinglePage: true,
          onChange: setPageNo,
        }}
        columns={[
          {
            title: '工单编号',
            dataIndex: 'orderNo',
            key: 'orderNo',
            width: 160,
            render: (no: string, order) => (
              <Link to={`/wo/order?id=${encodeURIComponent(order.id)}`}>{no}</Link>
            ),
          },
          { title: '标题', dataIndex: 'title', key: 'title', ellipsis: true },
          { title: '服务对象', dataIndex: 'audienceName', key: 'audienceName', width: 100 },
          { title: '服务类型', dataIndex: 'serviceType_dictText', key: 'serviceType', width: 100 },
          { title: '状态', key: 'status', width: 150, render: (_, order) => <OrderTags order={order} /> },
          {
            title: '截止时间',
            dataIndex: 'deadline',
            key: 'deadline',
            width: 150,
            render: (v: string | null) => (v ? v.slice(0, 16) : '—'),
          },
          {
            title: '操作',
            key: 'action',
            width: 110,
            fixed: 'right',
            render: (_, order) =>
              order.actions.includes(action) ? (
                <Button
                  type="primary"
                  size="small"
                  autoInsertSpace={false}
                  loading={busyId === order.id}
                  aria-label={`${actionLabel} ${order.orderNo}`}
                  onClick={() => onAction(order)}
                >
                  {actionLabel}
                </Button>
              ) : null,
          },
        ]}
      />
    </>
  );
}
