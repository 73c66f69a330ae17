import { Card, List } from 'antd';
import { Link } from 'react-router';
import { getMyOpenWorkOrders } from '../../../api/account.ts';
import { useApiQuery } from '../../../utils/serverState.ts';
import { StatusTag } from '../../wo/order/StatusTag.tsx';

/** 我的待办工单: the orders assigned to me that are not finished, each leading to its detail. */
export function MyWorkOrders() {
  const orders = useApiQuery({ queryKey: ['account', 'workOrders'], load: getMyOpenWorkOrders });
  return (
    <Card
      title={<h2 className="hcs-account-heading">我的待办工单</h2>}
      extra={<Link to="/wo/order">全部工单</Link>}
    >
      <List
        loading={orders.isLoading}
        dataSource={orders.data ?? []}
        locale={{ emptyText: <p className="hcs-account-empty">暂无待办工单</p> }}
        renderItem={(order) => (
          <List.Item extra={<StatusTag status={order.status} />}>
            <List.Item.Meta
              title={<Link to={`/wo/order?id=${encodeURIComponent(order.id)}`}>{order.title}</Link>}
              description={`${order.orderNo}${order.deadline ? ` · 截止 ${order.deadline}` : ''}`}
            />
          </List.Item>
        )}
      />
    </Card>
  );
}
