import type { Announcement } from '../../../api/announcement.ts';
import { dictText, useDictOptions } from '../../../components/dict/useDictOptions.ts';
import { type DetailItem, DetailModal } from '../../../components/list/index.ts';
import { sanitizeHtml } from '../../../components/notice/sanitizeHtml.ts';
import { ANNOUNCEMENT_DICTS } from './constants.ts';
import { splitIds } from './formValues.ts';
import { PriorityTag } from './PriorityTag.tsx';

interface Props {
  open: boolean;
  /** Kept while the modal closes, so its content stays during the animation. */
  record: Announcement | null;
  onClose(): void;
}

/** The shared detail modal (详细信息) with an announcement's fields; the content is rich text, shown sanitised. */
export function AnnouncementDetailModal({ open, record, onClose }: Props) {
  const priorities = useDictOptions(ANNOUNCEMENT_DICTS.priority);
  const categories = useDictOptions(ANNOUNCEMENT_DICTS.category);
  const statuses = useDictOptions(ANNOUNCEMENT_DICTS.status);
  const targets = useDictOptions(ANNOUNCEMENT_DICTS.target);
  const openTypes = useDictOptions(ANNOUNCEMENT_DICTS.openType);

  const items: DetailItem[] = record
    ? [
        { key: 'titile', label: '标题', children: record.titile, span: 'filled' },
        {
          key: 'msgCategory',
          label: '消息类型',
          children: record.msgCategory_dictText || dictText(categories, record.msgCategory),
        },
        {
          key: 'priority',
          label: '优先级',
          children: (
            <PriorityTag
              priority={record.priority}
              text={record.priority_dictText || dictText(priorities, record.priority)}
            />
          ),
        },
        {
          key: 'msgType',
          label: '通告对象',
          children:
            (record.msgType_dictText || dictText(targets, record.msgType)) +
            (record.msgType === 'USER' ? `（${splitIds(record.userIds).length} 人）` : ''),
        },
        {
          key: 'sendStatus',
          label: '发布状态',
          children: record.sendStatus_dictText || dictText(statuses, record.sendStatus),
        },
        { key: 'sender', label: '发布人', children: record.sender },
        { key: 'sendTime', label: '发布时间', children: record.sendTime },
        { key: 'cancelTime', label: '撤销时间', children: record.cancelTime },
        { key: 'startTime', label: '开始时间', children: record.startTime },
        { key: 'endTime', label: '结束时间', children: record.endTime },
        { key: 'openType', label: '打开方式', children: dictText(openTypes, record.openType) },
        { key: 'openPage', label: '打开页面', children: record.openPage },
        { key: 'createTime', label: '创建时间', children: record.createTime },
        { key: 'msgAbstract', label: '摘要', children: record.msgAbstract, span: 'filled' },
        {
          key: 'msgContent',
          label: '内容',
          span: 'filled',
          children: (
            <div
              className="hcs-annt-detail-content"
              // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised announcement HTML
              dangerouslySetInnerHTML={{ __html: sanitizeHtml(record.msgContent) }}
            />
          ),
        },
      ]
    : [];

  return <DetailModal open={open} items={items} onClose={onClose} />;
}
