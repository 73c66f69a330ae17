import { Card, Empty, Timeline } from 'antd';
import { Link } from 'react-router';
import type { LiveStats } from '../../../api/woDashboard.ts';
import { EmptyText } from '../shared/EmptyText.tsx';
import { ACTION_TEXT } from '../shared/labels.ts';

const COLOR: Record<string, string> = {
  create: 'blue',
  dispatch: 'blue',
  accept: 'green',
  complete: 'green',
  review: 'gray',
  cancel: 'red',
};

/** 最新动态: the newest transitions of the orders in the user's scope. */
export function RecentActivity({ recent }: { recent: LiveStats['recent'] }) {
  return (
    <Card title={<h2 className="hcs-card-heading">最新动态</h2>}>
      {recent.length === 0 ? (
        <Empty description={<EmptyText>暂无动态</EmptyText>} />
      ) : (
        <Timeline
          items={recent.map((r) => ({
            key: r.id,
            color: COLOR[r.action] ?? 'gray',
            content: (
              <span>
                <span className="hcs-dashboard__updated">{r.createTime.slice(5, 16)}</span> {r.operatorName}{' '}
                {ACTION_TEXT[r.action] ?? r.action}工单{' '}
                <Link to={`/wo/order?id=${encodeURIComponent(r.orderId)}`}>{r.orderNo}</Link>（{r.title}）
              </span>
            ),
          }))}
        />
      )}
    </Card>
  );
}
