import { workOrderResource } from '@hcs/shared';
import { Checkbox } from 'antd';
import type { ListPageConfig, QueryField } from '../../../components/list/index.ts';
import { PriorityTag } from '../../../components/notice/priority.tsx';
import { DepartSelect } from '../../../components/pickers/DepartSelect.tsx';
import { UserSelect } from '../../../components/pickers/UserSelect.tsx';
import { resourceListConfig } from '../../../components/resource/resourceListConfig.ts';
import { satisfactionText } from './SatisfactionRate.tsx';
import { OverdueTag, StatusTag } from './StatusTag.tsx';
import type { WorkOrder } from './types.ts';

const { fields } = workOrderResource;

/** The dictionaries of a work order (DOMAIN.md "Work order"). */
export const WO_DICTS = {
  serviceType: fields.serviceType.dict,
  source: fields.source.dict,
  priority: fields.priority.dict,
  status: fields.status.dict,
} as const;

/** 仅看超期: a parameter the list reads itself (deadline passed, not completed), not a field. */
const OVERDUE: QueryField = {
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
};

const derived = resourceListConfig<typeof workOrderResource, WorkOrder>(workOrderResource, {
  render: {
    priority: (_v, o) => <PriorityTag priority={o.priority} />,
    status: (_v, o) => (
      <>
        <StatusTag status={o.status} text={o.status_dictText} />
        {o.overdue ? <OverdueTag /> : null}
      </>
    ),
    satisfaction: (_v, o) => (o.satisfaction ? `${o.satisfaction} 分` : ''),
    // A passed deadline of an open order stands out (the status column says 已超期 in words).
    deadline: (_v, o) => (
      <span className={o.overdue ? 'hcs-wo-deadline--overdue' : undefined}>{o.deadline}</span>
    ),
  },
  query: {
    assigneeId: (field) => ({
      ...field,
      type: 'custom',
      render: ({ id, value, onChange }) => (
        <UserSelect id={id} valueKey="id" value={value} onChange={(v) => onChange(v || undefined)} />
      ),
    }),
    // The reviewed orders rated at most this: the ones to follow up.
    satisfaction: (field) => ({
      ...field,
      label: `${field.label}不高于`,
      type: 'select',
      match: 'le',
      options: [1, 2, 3, 4, 5].map((n) => ({ value: String(n), text: `${n} 分（${satisfactionText(n)}）` })),
    }),
    sysOrgCode: (field) => ({
      ...field,
      label: fields.departId.label,
      type: 'custom',
      // A department's orders include those of the departments below it.
      param: (orgCode) => `${orgCode}*`,
      render: ({ id, value, onChange }) => (
        <DepartSelect id={id} valueKey="orgCode" value={value} onChange={(v) => onChange(v || undefined)} />
      ),
    }),
  },
});

/** 工单's list: query form, columns and advanced query from the definition, and 仅看超期. */
export const workOrderListConfig: ListPageConfig<WorkOrder> = {
  ...derived,
  // Up to five actions (编辑, 详情, 派单 or 改派, 取消, 删除) on one line.
  actionWidth: 230,
  // Who, what, its state, who handles it and by when fit a 1366 px desk without scrolling sideways;
  // the rest are a 列设置 tick away.
  defaultHiddenColumns: ['title', 'priority', 'satisfaction', 'departName', 'appointmentTime', 'createTime'],
  // A phone's card: who and what, when, and the state (with 已超期) at the top right.
  card: {
    name: 'orderNo',
    title: 'audienceName',
    tag: 'status',
    fields: ['serviceType', 'appointmentTime', 'deadline', 'orderNo', 'assigneeName'],
  },
  queryFields: (derived.queryFields ?? []).flatMap((field) =>
    field.name === 'audienceName' ? [field, OVERDUE] : [field],
  ),
};
