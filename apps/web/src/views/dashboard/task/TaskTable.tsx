import type { PageResult, WorkOrderAction } from '@hcs/shared';
import { Button, Table, type TableColumnsType } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { DashboardOrder, OrderQuery } from '../../../api/woDashboard.ts';
import { cardLayoutOf } from '../../../components/list/cardLayout.ts';
import { RecordCards } from '../../../components/list/RecordCards.tsx';
import { namedPageItems } from '../../../components/table/namedPageItems.ts';
import { PHONE_QUERY } from '../../../layouts/main/layoutConstants.ts';
import { useMediaQuery } from '../../../utils/useMediaQuery.ts';
import { EmptyText } from '../shared/EmptyText.tsx';
import { LoadError } from '../shared/LoadError.tsx';
import { orderListKey } from '../shared/myOrders.ts';
import { OrderTags } from '../shared/OrderTags.tsx';
import { useRemote } from '../shared/useRemote.ts';

const PAGE_SIZE = 10;

const detailLink = (order: DashboardOrder) => `/wo/order?id=${encodeURIComponent(order.id)}`;

const columns: TableColumnsType<DashboardOrder> = [
  {
    title: '工单编号',
    dataIndex: 'orderNo',
    key: 'orderNo',
    width: 160,
    render: (no: string, order) => <Link to={detailLink(order)}>{no}</Link>,
  },
  { title: '标题', dataIndex: 'title', key: 'title', ellipsis: true },
  { title: '服务对象', dataIndex: 'audienceName', key: 'audienceName', width: 100 },
  { title: '服务类型', dataIndex: 'serviceType_dictText', key: 'serviceType', width: 100 },
  { title: '状态', key: 'status', width: 150, render: (_, order) => <OrderTags order={order} /> },
  {
    title: '预约时间',
    dataIndex: 'appointmentTime',
    key: 'appointmentTime',
    render: (v: string | null) => (v ? v.slice(0, 16) : '—'),
  },
  {
    title: '截止时间',
    dataIndex: 'deadline',
    key: 'deadline',
    width: 150,
    render: (v: string | null) => (v ? v.slice(0, 16) : '—'),
  },
];

/** The table shows the columns but the appointment; a phone's card shows who, what, when and the state. */
const tableColumns = columns.filter((c) => c.key !== 'appointmentTime');
const cardLayout = cardLayoutOf(columns, {
  title: 'audienceName',
  tag: 'status',
  fields: ['serviceType', 'appointmentTime', 'deadline', 'title', 'orderNo'],
});

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
  const phone = useMediaQuery(PHONE_QUERY);
  const actionButton = (order: DashboardOrder, size: 'small' | 'large') => (
    <Button
      type="primary"
      size={size}
      block={size === 'large'}
      autoInsertSpace={false}
      loading={busyId === order.id}
      aria-label={`${actionLabel} ${order.orderNo}`}
      onClick={() => onAction(order)}
    >
      {actionLabel}
    </Button>
  );
  const report = useRef(onTotal);
  report.current = onTotal;
  useEffect(() => {
    if (data) report.current(data.total);
  }, [data]);

  return (
    <>
      {error ? <LoadError title="待办加载失败" error={error} onRetry={reload} /> : null}
      {phone ? (
        <RecordCards<DashboardOrder>
          label={`${actionLabel}：待办工单`}
          records={data?.records ?? []}
          rowKey="id"
          layout={cardLayout}
          loading={loading}
          nameOf={(order) => order.orderNo}
          primary={(order) => (order.actions.includes(action) ? actionButton(order, 'large') : null)}
          more={(order) => (
            <Link to={detailLink(order)} aria-label={`详情 ${order.orderNo}`}>
              详情
            </Link>
          )}
          pagination={{
            current: pageNo,
            pageSize: PAGE_SIZE,
            total: data?.total ?? 0,
            hideOnSinglePage: true,
          }}
          onPageChange={setPageNo}
          emptyText={<EmptyText>{emptyText}</EmptyText>}
        />
      ) : (
        <Table<DashboardOrder>
          rowKey="id"
          size="middle"
          loading={loading}
          dataSource={data?.records ?? []}
          locale={{ emptyText: <EmptyText>{emptyText}</EmptyText> }}
          scroll={{ x: 860 }}
          pagination={{
            itemRender: namedPageItems,
            current: pageNo,
            pageSize: PAGE_SIZE,
            total: data?.total ?? 0,
            hideOnSinglePage: true,
            onChange: setPageNo,
          }}
          columns={[
            ...tableColumns,
            {
              title: '操作',
              key: 'action',
              width: 110,
              fixed: 'right',
              render: (_, order) => (order.actions.includes(action) ? actionButton(order, 'small') : null),
            },
          ]}
        />
      )}
    </>
  );
}
