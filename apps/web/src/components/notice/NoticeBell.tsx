import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Popover, Tabs } from 'antd';
import { lazy, useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { type NoticeItem, queryAnnouncementById } from '../../api/notice.ts';
import { useServerAction } from '../../utils/serverAction.ts';
import { NoticeList } from './NoticeList.tsx';
import { type NoticeTab, openingTab, unreadTotal, useNoticeStore } from './noticeStore.ts';
import { useNoticeFeed } from './useNoticeFeed.tsx';
import { useOpenNotice } from './useOpenNotice.ts';
import './notice.css';
import { LazyOnce } from '../LazyOnce.tsx';

// The detail (and its HTML sanitiser) loads with the first announcement opened.
const AnnouncementDetailModal = lazy(() =>
  import('./AnnouncementDetailModal.tsx').then((m) => ({ default: m.AnnouncementDetailModal })),
);

export const USER_ANNOUNCEMENT_PATH = '/isps/userAnnouncement';

/** The header's notification bell of spec §2: unread badge, two tabs, 查看更多 and the detail dialog. */
export function NoticeBell() {
  const act = useServerAction();
  const navigate = useNavigate();
  const lists = useNoticeStore((s) => s.lists);
  const [open, setOpen] = useState(false);
  const [tab, setTab] = useState<NoticeTab>('annt');
  const toggle = (next: boolean) => {
    if (next) setTab(openingTab(useNoticeStore.getState().lists));
    setOpen(next);
  };
  const [detailId, setDetailId] = useState<string | null>(null);
  const closeDetail = useCallback(() => setDetailId(null), []);
  const openNotice = useOpenNotice(setDetailId);
  // A push names only the id: what opening it means (page or dialog) comes with the record.
  const openById = useCallback(
    (id: string) => {
      void act(queryAnnouncementById(id)).then((record) => {
        if (record) openNotice(record);
      });
    },
    [openNotice, act],
  );
  useNoticeFeed(openById);
  const total = unreadTotal(lists);

  const onOpen = (item: NoticeItem) => {
    setOpen(false);
    openNotice(item);
  };

  const panel = (
    <div className="hcs-notice-panel">
      <Tabs
        centered
        activeKey={tab}
        onChange={(key) => setTab(key as NoticeTab)}
        items={[
          {
            key: 'annt',
            label: `通知(${lists?.anntMsgTotal ?? 0})`,
            children: <NoticeList items={lists?.anntMsgList ?? []} onOpen={onOpen} />,
          },
          {
            key: 'sys',
            label: `系统消息(${lists?.sysMsgTotal ?? 0})`,
            children: <NoticeList items={lists?.sysMsgList ?? []} onOpen={onOpen} />,
          },
        ]}
      />
      <div className="hcs-notice-panel__more">
        <Button
          type="link"
          onClick={() => {
            setOpen(false);
            navigate(USER_ANNOUNCEMENT_PATH);
          }}
        >
          查看更多
        </Button>
      </div>
    </div>
  );

  return (
    <>
      <Popover
        content={panel}
        trigger="click"
        placement="bottomRight"
        open={open}
        onOpenChange={toggle}
        classNames={{ root: 'hcs-notice-popover' }}
      >
        <button
          type="button"
          className="hcs-header__action hcs-notice-bell"
          aria-label={`消息通知，${total} 条未读`}
          aria-haspopup="dialog"
          aria-expanded={open}
        >
          <Badge count={total} size="small" overflowCount={99}>
            <BellOutlined />
          </Badge>
        </button>
      </Popover>
      <LazyOnce when={detailId !== null}>
        <AnnouncementDetailModal id={detailId} onClose={closeDetail} />
      </LazyOnce>
    </>
  );
}
