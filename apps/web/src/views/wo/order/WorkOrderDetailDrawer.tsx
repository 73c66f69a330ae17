import type { WorkOrderAction } from '@hcs/shared';
import { Descriptions, type DescriptionsProps, Drawer, Space, Spin, Typography } from 'antd';
import type { ReactNode } from 'react';
import { DictText } from '../../../components/dict/DictText.tsx';
import { PriorityTag } from '../../../components/notice/priority.tsx';
import { sanitizeHtml } from '../../../components/notice/sanitizeHtml.ts';
import { FileUpload } from '../../../components/upload/FileUpload.tsx';
import { MOBILE_QUERY } from '../../../layouts/main/layoutConstants.ts';
import { useMediaQuery } from '../../../utils/useMediaQuery.ts';
import { WO_DICTS } from './listConfig.tsx';
import { OrderActionButtons } from './OrderActionButtons.tsx';
import { OrderTimeline } from './OrderTimeline.tsx';
import { satisfactionText } from './SatisfactionRate.tsx';
import { OverdueTag, StatusTag } from './StatusTag.tsx';
import type { WorkOrder, WorkOrderDetail } from './types.ts';

interface Props {
  open: boolean;
  detail: WorkOrderDetail | null;
  loading: boolean;
  onClose(): void;
  onAction(action: WorkOrderAction, order: WorkOrder): void;
}

const text = (value: string | number | null | undefined): ReactNode =>
  value === null || value === undefined || value === '' ? '—' : value;

function items(o: WorkOrderDetail): DescriptionsProps['items'] {
  const list: NonNullable<DescriptionsProps['items']> = [
    { key: 'orderNo', label: '工单编号', children: o.orderNo },
    {
      key: 'status',
      label: '状态',
      children: (
        <>
          <StatusTag status={o.status} />
          {o.overdue ? <OverdueTag /> : null}
        </>
      ),
    },
    { key: 'title', label: '标题', children: o.title, span: 'filled' },
    { key: 'audience', label: '服务对象', children: text(o.audienceName) },
    {
      key: 'serviceType',
      label: '服务类型',
      children: <DictText dictCode={WO_DICTS.serviceType} value={o.serviceType} />,
    },
    {
      key: 'source',
      label: '来源',
      children: o.source ? <DictText dictCode={WO_DICTS.source} value={o.source} /> : '—',
    },
    { key: 'priority', label: '优先级', children: <PriorityTag priority={o.priority} /> },
    { key: 'depart', label: '所属部门', children: text(o.departName) },
    { key: 'assignee', label: '处理人', children: text(o.assigneeName) },
    { key: 'appointmentTime', label: '预约时间', children: text(o.appointmentTime) },
    { key: 'deadline', label: '截止时间', children: text(o.deadline) },
    { key: 'createBy', label: '创建人', children: text(o.createByName ?? o.createBy) },
    { key: 'createTime', label: '创建时间', children: text(o.createTime) },
    { key: 'dispatchedTime', label: '派单时间', children: text(o.dispatchedTime) },
    { key: 'acceptedTime', label: '接单时间', children: text(o.acceptedTime) },
    { key: 'completedTime', label: '完成时间', children: text(o.completedTime) },
    { key: 'closedTime', label: '关闭时间', children: text(o.closedTime) },
  ];
  if (o.cancelledTime) {
    list.push(
      { key: 'cancelledTime', label: '取消时间', children: o.cancelledTime },
      { key: 'cancelReason', label: '取消原因', children: text(o.cancelReason) },
    );
  }
  list.push(
    {
      key: 'content',
      label: '服务内容',
      span: 'filled',
      children: o.content ? (
        <div
          className="hcs-wo-detail__content"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify first
          dangerouslySetInnerHTML={{ __html: sanitizeHtml(o.content) }}
        />
      ) : (
        '—'
      ),
    },
    { key: 'result', label: '处理结果', span: 'filled', children: text(o.result) },
    {
      key: 'attachments',
      label: '附件',
      span: 'filled',
      children: <FileUpload value={o.attachments} disabled />,
    },
    {
      key: 'satisfaction',
      label: '满意度',
      children: o.satisfaction ? `${o.satisfaction} 分（${satisfactionText(o.satisfaction)}）` : '—',
    },
    { key: 'feedback', label: '回访意见', children: text(o.feedback) },
  );
  return list;
}

/** 工单详情: every field with its dictionary text, the attachments, the actions open now and the timeline. */
export function WorkOrderDetailDrawer({ open, detail, loading, onClose, onAction }: Props) {
  const phone = useMediaQuery(MOBILE_QUERY);
  return (
    <Drawer
      title="工单详情"
      open={open}
      size={phone ? '100%' : 820}
      onClose={onClose}
      className="hcs-wo-detail"
      extra={
        detail ? (
          <Space wrap>
            <OrderActionButtons order={detail} onAction={onAction} variant="default" />
          </Space>
        ) : null
      }
    >
      {/* The body scrolls inside a focusable region, so it scrolls by keyboard even with nothing to focus. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard */}
      <section className="hcs-wo-detail__scroll" tabIndex={0} aria-label="工单信息">
        <Spin spinning={loading}>
          {detail ? (
            <>
              <Descriptions bordered size="small" column={{ xs: 1, sm: 2 }} items={items(detail)} />
              <Typography.Title level={5} style={{ marginTop: 24 }}>
                处理记录
              </Typography.Title>
              <OrderTimeline logs={detail.logs} />
            </>
          ) : null}
        </Spin>
      </section>
    </Drawer>
  );
}
