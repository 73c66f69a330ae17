import { Card, List } from 'antd';
import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { AnnouncementDetailModal } from '../../../components/notice/AnnouncementDetailModal.tsx';
import { AnnouncementItem } from '../../../components/notice/AnnouncementItem.tsx';
import { myAnnouncements } from '../../../components/notice/myAnnouncements.ts';
import { USER_ANNOUNCEMENT_PATH } from '../../../components/notice/NoticeBell.tsx';
import { useOpenNotice } from '../../../components/notice/useOpenNotice.ts';
import { ToneTag } from '../../../components/ToneTag.tsx';
import { useApiQuery } from '../../../utils/serverState.ts';

const latest = myAnnouncements({ pageNo: 1, pageSize: 5 });

/** 我的消息: my newest announcements (the bell's list); opening one marks it read. */
export function MyAnnouncements() {
  const answer = useApiQuery({ queryKey: latest.key, load: latest.load });
  const [detailId, setDetailId] = useState<string | null>(null);
  const open = useOpenNotice(setDetailId);
  const close = useCallback(() => setDetailId(null), []);
  return (
    <Card
      title={<h2 className="hcs-account-heading">我的消息</h2>}
      extra={<Link to={USER_ANNOUNCEMENT_PATH}>更多</Link>}
    >
      <List
        loading={answer.isLoading}
        dataSource={answer.data?.records ?? []}
        locale={{ emptyText: <p className="hcs-account-empty">暂无消息</p> }}
        renderItem={(item) => (
          <AnnouncementItem
            item={item}
            onOpen={open}
            extra={item.readFlag === '0' ? <ToneTag tone="warning">未读</ToneTag> : null}
            description={`${item.sender ?? ''} · ${item.sendTime ?? ''}`}
          />
        )}
      />
      <AnnouncementDetailModal id={detailId} onClose={close} />
    </Card>
  );
}
