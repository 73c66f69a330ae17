import { List, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { AnnouncementSend } from '../../api/notice.ts';
import type { OpenableNotice } from './useOpenNotice.ts';

interface AnnouncementItemProps {
  item: AnnouncementSend;
  /** Opens it: useOpenNotice's answer. */
  onOpen: (notice: OpenableNotice) => void;
  /** Put before the title inside its link, e.g. an unread mark. */
  titlePrefix?: ReactNode;
  /** Beside the item, e.g. an unread tag. */
  extra?: ReactNode;
  description: ReactNode;
}

/** One of the user's own announcements in a List: its title a link that opens it, and a line about it. */
export function AnnouncementItem({ item, onOpen, titlePrefix, extra, description }: AnnouncementItemProps) {
  return (
    <List.Item extra={extra}>
      <List.Item.Meta
        title={
          <Typography.Link
            onClick={() =>
              onOpen({ id: item.anntId, openType: item.openType, openPage: item.openPage, busId: item.busId })
            }
          >
            {titlePrefix}
            {item.titile}
          </Typography.Link>
        }
        description={description}
      />
    </List.Item>
  );
}
