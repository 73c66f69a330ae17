import { Space, Tag } from 'antd';
import { useMemo } from 'react';
import type { ListPageConfig } from '../../../components/list/index.ts';
import { useListPage } from '../../../components/list/index.ts';
import { ListTable } from '../../../components/list/ListTable.tsx';
import { WORK_ORDER_LIST_URL } from './audienceApi.ts';
import type { AudienceOrder } from './types.ts';

const columns: ListPageConfig<AudienceOrder>['columns'] = [
  { title: '工单编号', dataIndex: 'orderNo', width: 150 },
  { title: '标题', dataIndex: 'title', ellipsis: true },
  {
    title: '服务类型',
    dataIndex: 'serviceType',
    width: 100,
    render: (_v, o) => o.serviceType_dictText ?? o.serviceType ?? '',
  },
  {
    title: '状态',
    dataIndex: 'status',
    width: 140,
    render: (_v, o) => (
      <Space size={4}>
        <span>{o.status_dictText ?? o.status}</span>
        {o.overdue ? <Tag className="hcs-audience-overdue">已超期</Tag> : null}
      </Space>
    ),
  },
  { title: '创建时间', dataIndex: 'createTime', width: 170, sorter: true },
];

/** The audience's work-order history: GET /wo/workOrder/list filtered by audienceId, newest first. */
export function AudienceOrders({ audienceId }: { audienceId: string }) {
  const config = useMemo<ListPageConfig<AudienceOrder>>(
    () => ({ title: '工单', urls: { list: WORK_ORDER_LIST_URL }, columns, extraParams: { audienceId } }),
    [audienceId],
  );
  const state = useListPage(config);
  return <ListTable state={state} selectable={false} />;
}
