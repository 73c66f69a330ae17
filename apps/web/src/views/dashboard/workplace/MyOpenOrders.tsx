import { Card, List, Typography } from 'antd';
import { Link } from 'react-router';
import { EmptyText } from '../shared/EmptyText.tsx';
import { LoadError } from '../shared/LoadError.tsx';
import { useMyOrdersQuery } from '../shared/myOrders.ts';
import { OrderTags } from '../shared/OrderTags.tsx';
import { useRemote } from '../shared/useRemote.ts';

/** 我的工单: the open orders assigned to the user (已派单, 处理中), newest first. */
export function MyOpenOrders() {
  const mine = useMyOrdersQuery([2, 3], 8);
  const { data, loading, error, reload } = useRemote(mine.key, mine.load);
  return (
    <Card
      title={<h2 className="hcs-card-heading">我的工单{data ? `（${data.total}）` : ''}</h2>}
      extra={<Link to="/dashboard/task">去处理</Link>}
    >
      {error ? <LoadError title="我的工单加载失败" error={error} onRetry={reload} /> : null}
      <List
        loading={loading}
        dataSource={data?.records ?? []}
        locale={{ emptyText: <EmptyText>暂无待处理的工单</EmptyText> }}
        renderItem={(order) => (
          <List.Item
            actions={[
              <Link
                key="open"
                to={`/wo/order?id=${encodeURIComponent(order.id)}`}
                aria-label={`查看工单 ${order.orderNo}`}
              >
                查看
              </Link>,
            ]}
          >
            <List.Item.Meta
              title={
                <span>
                  {order.title} <OrderTags order={order} />
                </span>
              }
              description={
                <Typography.Text type="secondary">
                  {order.orderNo} · {order.audienceName ?? '—'} · {order.serviceType_dictText ?? ''}
                  {order.deadline ? ` · 截止 ${order.deadline.slice(0, 16)}` : ''}
                </Typography.Text>
              }
            />
          </List.Item>
        )}
      />
    </Card>
  );
}
