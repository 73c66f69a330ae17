import { EDITABLE_STATUSES, type WorkOrderAction, WorkOrderStatus } from '@hcs/shared';
import { Button, Popconfirm, Space } from 'antd';
import type { ListPageState } from '../../../components/list/index.ts';
import { useAuth } from '../../../utils/permission.ts';
import { OrderActionButtons } from './OrderActionButtons.tsx';
import type { WorkOrder } from './types.ts';

interface Props {
  order: WorkOrder;
  state: ListPageState<WorkOrder>;
  onEdit(order: WorkOrder): void;
  onAction(action: WorkOrderAction, order: WorkOrder): void;
  /** The action a phone's card shows as its large button. */
  omit?: string;
}

/**
 * 编辑 (while nobody works on the order), 详情, the actions the user may take now, and 删除 (only while
 * it waits for dispatch; later orders are cancelled instead), each behind its permission.
 */
export function WorkOrderRowActions({ order, state, onEdit, onAction, omit }: Props) {
  const auth = useAuth();
  const name = `“${order.orderNo}”`;
  return (
    <Space size={0} wrap className="hcs-list-actions">
      {auth.has('wo:order:edit') && EDITABLE_STATUSES.includes(order.status) ? (
        <Button type="link" size="small" aria-label={`编辑${name}`} onClick={() => onEdit(order)}>
          编辑
        </Button>
      ) : null}
      {omit === 'detail' ? null : (
        <Button type="link" size="small" aria-label={`详情${name}`} onClick={() => state.showDetail(order)}>
          详情
        </Button>
      )}
      <OrderActionButtons order={order} onAction={onAction} omit={omit} />
      {auth.has('wo:order:delete') && order.status === WorkOrderStatus.pending ? (
        <Popconfirm title="确定删除吗?" onConfirm={() => state.removeOne(order.id)}>
          <Button type="link" size="small" aria-label={`删除${name}`}>
            删除
          </Button>
        </Popconfirm>
      ) : null}
    </Space>
  );
}
