import { announcementResource, splitUserIds } from '@hcs/shared';
import type { Announcement } from '../../../api/announcement.ts';
import { type DetailItem, DetailModal } from '../../../components/list/index.ts';
import { sanitizeHtml } from '../../../components/notice/sanitizeHtml.ts';
import { PriorityTag } from './PriorityTag.tsx';

interface Props {
  open: boolean;
  /** Kept while the modal closes, so its content stays during the animation. */
  record: Announcement | null;
  onClose(): void;
}

const { fields } = announcementResource;
type Field = keyof typeof fields;

/** The shared detail modal (详细信息) with an announcement's fields; the content is rich text, shown sanitised. */
export function AnnouncementDetailModal({ open, record, onClose }: Props) {
  if (!record) return <DetailModal open={open} items={[]} onClose={onClose} />;
  const values = record as Readonly<Record<string, unknown>>;
  /** A field's value as the list sends it: its dictionary text where it has one. */
  const text = (name: Field) => String(values[`${name}_dictText`] ?? values[name] ?? '');
  const item = (name: Field, children = text(name), span?: 'filled'): DetailItem => ({
    key: name,
    label: fields[name].label,
    children,
    ...(span ? { span } : {}),
  });
  const recipients = record.msgType === 'USER' ? `（${splitUserIds(record.userIds).length} 人）` : '';

  const items: DetailItem[] = [
    item('titile', text('titile'), 'filled'),
    item('msgCategory'),
    {
      ...item('priority'),
      children: <PriorityTag priority={record.priority} text={text('priority')} />,
    },
    item('msgType', text('msgType') + recipients),
    item('sendStatus'),
    item('sender'),
    item('sendTime'),
    item('cancelTime'),
    item('startTime'),
    item('endTime'),
    item('openType'),
    item('openPage'),
    item('createTime'),
    item('msgAbstract', text('msgAbstract'), 'filled'),
    {
      ...item('msgContent', '', 'filled'),
      children: (
        <div
          className="hcs-annt-detail-content"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised announcement HTML
          dangerouslySetInnerHTML={{ __html: sanitizeHtml(record.msgContent) }}
        />
      ),
    },
  ];

  return <DetailModal open={open} items={items} onClose={onClose} />;
}
