import { Empty } from 'antd';
import type { NoticeItem } from '../../api/notice.ts';
import { PriorityTag } from './priority.tsx';

interface NoticeListProps {
  items: readonly NoticeItem[];
  onOpen: (item: NoticeItem) => void;
}

/** One tab of the bell: the newest unread announcements, each a button that opens it. */
export function NoticeList({ items, onOpen }: NoticeListProps) {
  if (items.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无未读消息" />;
  return (
    <ul className="hcs-notice-list">
      {items.map((item) => (
        <li key={item.id}>
          <button type="button" className="hcs-notice-item" onClick={() => onOpen(item)}>
            <span className="hcs-notice-item__head">
              <span className="hcs-notice-item__title">{item.titile}</span>
              <PriorityTag priority={item.priority} />
            </span>
            <span className="hcs-notice-item__time">{item.sendTime ?? item.createTime ?? ''}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
