import { Badge, Card, List } from 'antd';
import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { AnnouncementDetailModal } from '../../../components/notice/AnnouncementDetailModal.tsx';
import { AnnouncementItem } from '../../../components/notice/AnnouncementItem.tsx';
import { myAnnouncements } from '../../../components/notice/myAnnouncements.ts';
import { useOpenNotice } from '../../../components/notice/useOpenNotice.ts';
import { EmptyText } from '../shared/EmptyText.tsx';
import { LoadError } from '../shared/LoadError.tsx';
import { useRemote } from '../shared/useRemote.ts';

const latest = myAnnouncements({ pageNo: 1, pageSize: 6 });

/** 最新公告: the newest announcements sent to the user; opening one marks it read. */
export function LatestNotices() {
  const { data, loading, error, reload } = useRemote(latest.key, latest.load);
  const [detailId, setDetailId] = useState<string | null>(null);
  const open = useOpenNotice(setDetailId);
  const close = useCallback(() => setDetailId(null), []);
  return (
    <Card
      title={<h2 className="hcs-card-heading">最新公告</h2>}
      extra={<Link to="/isps/userAnnouncement">更多</Link>}
    >
      {error ? <LoadError title="公告加载失败" error={error} onRetry={reload} /> : null}
      <List
        loading={loading}
        dataSource={data?.records ?? []}
        locale={{ emptyText: <EmptyText>暂无公告</EmptyText> }}
        renderItem={(item) => (
          <AnnouncementItem
            item={item}
            onOpen={open}
            titlePrefix={
              <>
                {item.readFlag === '0' ? (
                  <>
                    <Badge status="error" />
                    <span className="hcs-dashboard__sr-only">未读</span>
                  </>
                ) : null}{' '}
              </>
            }
            description={`${item.msgCategory_dictText ?? (item.msgCategory === '1' ? '通知公告' : '系统消息')} · ${item.sender ?? ''} · ${item.sendTime ?? ''}`}
          />
        )}
      />
      <AnnouncementDetailModal id={detailId} onClose={close} />
    </Card>
  );
}
