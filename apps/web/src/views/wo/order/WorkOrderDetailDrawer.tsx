import { type WorkOrderAction, workOrderResource } from '@hcs/shared';
import { Descriptions, type DescriptionsProps, Drawer, Space, Spin, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { DictText } from '../../../components/dict/DictText.tsx';
import { useDetailLayout } from '../../../components/list/detailLayout.ts';
import { PriorityTag } from '../../../components/notice/priority.tsx';
import { sanitizeHtml } from '../../../components/notice/sanitizeHtml.ts';
import { AttachmentGallery } from '../../../components/upload/AttachmentGallery.tsx';
import { MOBILE_QUERY } from '../../../layouts/main/layoutConstants.ts';
import { useAuth } from '../../../utils/permission.ts';
import { useMediaQuery } from '../../../utils/useMediaQuery.ts';
import { AudienceRecordDrawer } from './AudienceRecordDrawer.tsx';
import { WO_DICTS } from './listConfig.tsx';
import { OrderActionButtons } from './OrderActionButtons.tsx';
import { OrderTimeline } from './OrderTimeline.tsx';
import { satisfactionText } from './SatisfactionRate.tsx';
import { OverdueTag, StatusTag } from './StatusTag.tsx';
import type { WorkOrder, WorkOrderDetail } from './types.ts';
import { VisitInfo } from './VisitInfo.tsx';

interface Props {
  open: boolean;
  detail: WorkOrderDetail | null;
  loading: boolean;
  onClose(): void;
  onAction(action: WorkOrderAction, order: WorkOrder): void;
}

/** A field's label, as the definition names it. */
const label = (name: keyof typeof workOrderResource.fields) => workOrderResource.fields[name].label;

const text = (value: string | number | null | undefined): ReactNode =>
  value === null || value === undefined || value === '' ? '—' : value;

function items(o: WorkOrderDetail): DescriptionsProps['items'] {
  const list: NonNullable<DescriptionsProps['items']> = [
    { key: 'orderNo', label: label('orderNo'), children: o.orderNo },
    {
      key: 'status',
      label: label('status'),
      children: (
        <>
          <StatusTag status={o.status} />
          {o.overdue ? <OverdueTag /> : null}
        </>
      ),
    },
    { key: 'title', label: label('title'), children: o.title, span: 'filled' },
    { key: 'audience', label: label('audienceName'), children: text(o.audienceName) },
    {
      key: 'serviceType',
      label: label('serviceType'),
      children: <DictText dictCode={WO_DICTS.serviceType} value={o.serviceType} />,
    },
    {
      key: 'source',
      label: label('source'),
      children: o.source ? <DictText dictCode={WO_DICTS.source} value={o.source} /> : '—',
    },
    { key: 'priority', label: label('priority'), children: <PriorityTag priority={o.priority} /> },
    { key: 'depart', label: label('departName'), children: text(o.departName) },
    { key: 'assignee', label: label('assigneeName'), children: text(o.assigneeName) },
    { key: 'appointmentTime', label: label('appointmentTime'), children: text(o.appointmentTime) },
    { key: 'deadline', label: label('deadline'), children: text(o.deadline) },
    { key: 'createBy', label: label('createBy'), children: text(o.createByName ?? o.createBy) },
    { key: 'createTime', label: label('createTime'), children: text(o.createTime) },
    { key: 'dispatchedTime', label: label('dispatchedTime'), children: text(o.dispatchedTime) },
    { key: 'acceptedTime', label: label('acceptedTime'), children: text(o.acceptedTime) },
    { key: 'completedTime', label: label('completedTime'), children: text(o.completedTime) },
    { key: 'closedTime', label: label('closedTime'), children: text(o.closedTime) },
  ];
  if (o.cancelledTime) {
    list.push(
      { key: 'cancelledTime', label: label('cancelledTime'), children: o.cancelledTime },
      { key: 'cancelReason', label: label('cancelReason'), children: text(o.cancelReason) },
    );
  }
  list.push(
    {
      key: 'content',
      label: label('content'),
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
    { key: 'result', label: label('result'), span: 'filled', children: text(o.result) },
    {
      key: 'attachments',
      label: label('attachments'),
      span: 'filled',
      children: <AttachmentGallery value={o.attachments} label={label('attachments')} />,
    },
    {
      key: 'satisfaction',
      label: label('satisfaction'),
      children: o.satisfaction ? `${o.satisfaction} 分（${satisfactionText(o.satisfaction)}）` : '—',
    },
    { key: 'feedback', label: label('feedback'), children: text(o.feedback) },
  );
  return list;
}

/** 工单详情: every field with its dictionary text, the attachments, the actions open now and the timeline. */
export function WorkOrderDetailDrawer({ open, detail, loading, onClose, onAction }: Props) {
  const phone = useMediaQuery(MOBILE_QUERY);
  const layout = useDetailLayout();
  const mayReadAudiences = useAuth().has('wo:audience:list');
  const [audienceId, setAudienceId] = useState<string | null>(null);
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
              {detail.visit ? (
                <VisitInfo
                  visit={detail.visit}
                  {...(mayReadAudiences ? { onOpenAudience: setAudienceId } : {})}
                />
              ) : null}
              <Descriptions
                bordered
                size="small"
                layout={layout}
                column={{ xs: 1, sm: 2 }}
                items={items(detail)}
              />
              <Typography.Title level={5} style={{ marginTop: 24 }}>
                处理记录
              </Typography.Title>
              <OrderTimeline logs={detail.logs} />
            </>
          ) : null}
        </Spin>
      </section>
      <AudienceRecordDrawer audienceId={audienceId} onClose={() => setAudienceId(null)} />
    </Drawer>
  );
}
