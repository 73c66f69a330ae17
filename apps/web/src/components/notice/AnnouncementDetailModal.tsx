import { App, Button, Modal, Spin } from 'antd';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { queryAnnouncementById } from '../../api/notice.ts';
import { isExternalUrl } from '../../app/router/buildRoutes.ts';
import { READ_AFRESH, useApiQuery } from '../../utils/serverState.ts';
import { sanitizeHtml } from './sanitizeHtml.ts';
import './notice.css';

interface AnnouncementDetailModalProps {
  /** The announcement to show; null keeps the dialog closed. */
  id: string | null;
  onClose: () => void;
}

/**
 * An announcement in full (spec §2 "Notification bell"): title, sender, send time and the rich
 * content, with 关闭 and — only when it opens a url — 前往处理.
 */
export function AnnouncementDetailModal({ id, onClose }: AnnouncementDetailModalProps) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const query = useApiQuery({
    queryKey: ['announcement', id],
    load: () => queryAnnouncementById(id ?? ''),
    enabled: id !== null,
    onRefusal: (text) => void message.warning(text),
    ...READ_AFRESH,
  });
  const record = id !== null ? (query.data ?? null) : null;
  const failed = id !== null && query.isError;

  // Nothing to show: the refusal was shown as a warning, an HTTP failure by the request client.
  useEffect(() => {
    if (failed) onClose();
  }, [failed, onClose]);

  const handle = () => {
    const page = record?.openPage;
    if (!page) return;
    onClose();
    if (isExternalUrl(page)) window.open(page, '_blank', 'noopener');
    else navigate(page);
  };

  const footer = [
    <Button key="close" onClick={onClose}>
      关闭
    </Button>,
    ...(record?.openType === 'url' && record.openPage
      ? [
          <Button key="handle" type="primary" onClick={handle}>
            前往处理
          </Button>,
        ]
      : []),
  ];

  return (
    <Modal
      title={record?.titile ?? '通告详情'}
      width={800}
      open={id !== null}
      onCancel={onClose}
      footer={footer}
    >
      {record ? (
        <article aria-label={record.titile}>
          <p className="hcs-announcement-meta">
            <span>发布人：{record.sender ?? ''}</span>
            <span>发布时间：{record.sendTime ?? ''}</span>
          </p>
          <div
            className="hcs-announcement-content"
            // Sanitised by DOMPurify: announcements carry a manager's rich text.
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML is sanitised first
            dangerouslySetInnerHTML={{ __html: sanitizeHtml(record.msgContent) }}
          />
        </article>
      ) : (
        <Spin description="加载中" />
      )}
    </Modal>
  );
}
