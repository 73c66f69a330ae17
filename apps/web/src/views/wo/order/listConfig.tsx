import { Checkbox } from 'antd';
import type { ListPageConfig } from '../../../components/list/index.ts';
import { PriorityTag } from '../../../components/notice/priority.tsx';
import { DepartSelect } from '../../../components/pickers/DepartSelect.tsx';
import { UserSelect } from '../../../components/pickers/UserSelect.tsx';
import { satisfactionText } from './SatisfactionRate.tsx';
import { OverdueTag, StatusTag } from './StatusTag.tsx';
import type { WorkOrder } from './types.ts';
import { WORK_ORDER_URLS } from './workOrderApi.ts';

/** The dictionaries of a work order (DOMAIN.md "Work order"). */
export const WO_DICTS = {
  serviceType: 'service_type',
  source: 'wo_source',
  priority: 'priority',
  status: 'wo_status',
} as const;

/** 工单's list: query form, columns, advanced query. */
export const workOrderListConfig: ListPageConfig<WorkOrder> = {
  title: '工单',
  urls: WORK_ORDER_URLS,
  permissionPrefix: 'wo:order',
  // Up to five actions (编辑, 详情, 派单 or 改派, 取消, 删除) on one line.
  actionWidth: 230,
  queryFields: [
    { name: 'orderNo', label: '工单编号', type: 'input' },
    { name: 'audienceName', label: '服务对象', type: 'input' },
    {
      name: 'overdue',
      label: '仅看超期',
      type: 'custom',
      render: ({ id, value, onChange }) => (
        <Checkbox
          id={id}
          checked={value === '1'}
          onChange={(e) => onChange(e.target.checked ? '1' : undefined)}
        />
      ),
    },
    { name: 'serviceType', label: '服务类型', type: 'dict', dictCode: WO_DICTS.serviceType, advanced: true },
    { name: 'status', label: '状态', type: 'dict', dictCode: WO_DICTS.status, advanced: true },
    { name: 'priority', label: '优先级', type: 'dict', dictCode: WO_DICTS.priority, advanced: true },
    {
      name: 'assigneeId',
      label: '处理人',
      type: 'custom',
      advanced: true,
      render: ({ id, value, onChange }) => (
        <UserSelect id={id} valueKey="id" value={value} onChange={(v) => onChange(v || undefined)} />
      ),
    },
    {
      name: 'sysOrgCode',
      label: '所属部门',
      type: 'custom',
      advanced: true,
      // A department's orders include those of the departments below it.
      param: (orgCode) => `${orgCode}*`,
      render: ({ id, value, onChange }) => (
        <DepartSelect id={id} valueKey="orgCode" value={value} onChange={(v) => onChange(v || undefined)} />
      ),
    },
    {
      // The reviewed orders rated at most this: the ones to follow up.
      name: 'satisfaction',
      label: '满意度不高于',
      type: 'select',
      match: 'le',
      options: [1, 2, 3, 4, 5].map((n) => ({ value: String(n), text: `${n} 分（${satisfactionText(n)}）` })),
      advanced: true,
    },
    { name: 'createTime', label: '创建时间', type: 'dateRange', advanced: true },
    { name: 'appointmentTime', label: '预约时间', type: 'dateRange', advanced: true },
    { name: 'deadline', label: '截止时间', type: 'dateRange', advanced: true },
  ],
  columns: [
    { title: '工单编号', dataIndex: 'orderNo', sorter: true, width: 150 },
    { title: '标题', dataIndex: 'title', width: 180, ellipsis: true },
    { title: '服务对象', dataIndex: 'audienceName', width: 100 },
    {
      title: '服务类型',
      dataIndex: 'serviceType',
      sorter: true,
      width: 100,
      render: (_v, o) => o.serviceType_dictText ?? o.serviceType,
    },
    {
      title: '优先级',
      dataIndex: 'priority',
      sorter: true,
      width: 80,
      render: (_v, o) => <PriorityTag priority={o.priority} />,
    },
    {
      title: '状态',
      dataIndex: 'status',
      sorter: true,
      width: 150,
      render: (_v, o) => (
        <>
          <StatusTag status={o.status} text={o.status_dictText} />
          {o.overdue ? <OverdueTag /> : null}
        </>
      ),
    },
    { title: '处理人', dataIndex: 'assigneeName', width: 90 },
    {
      title: '满意度',
      dataIndex: 'satisfaction',
      sorter: true,
      width: 80,
      render: (_v, o) => (o.satisfaction ? `${o.satisfaction} 分` : ''),
    },
    { title: '所属部门', dataIndex: 'departName', width: 120, ellipsis: true },
    { title: '预约时间', dataIndex: 'appointmentTime', sorter: true, width: 160 },
    { title: '截止时间', dataIndex: 'deadline', sorter: true, width: 160 },
    { title: '创建时间', dataIndex: 'createTime', sorter: true, width: 160 },
  ],
  superQueryFields: [
    { field: 'orderNo', label: '工单编号', type: 'string' },
    { field: 'title', label: '标题', type: 'string' },
    { field: 'audienceName', label: '服务对象', type: 'string' },
    { field: 'serviceType', label: '服务类型', type: 'dict', dictCode: WO_DICTS.serviceType },
    { field: 'source', label: '来源', type: 'dict', dictCode: WO_DICTS.source },
    { field: 'priority', label: '优先级', type: 'dict', dictCode: WO_DICTS.priority },
    { field: 'status', label: '状态', type: 'dict', dictCode: WO_DICTS.status },
    { field: 'appointmentTime', label: '预约时间', type: 'datetime' },
    { field: 'deadline', label: '截止时间', type: 'datetime' },
    { field: 'completedTime', label: '完成时间', type: 'datetime' },
    { field: 'satisfaction', label: '满意度', type: 'number' },
    { field: 'createTime', label: '创建时间', type: 'datetime' },
  ],
};
