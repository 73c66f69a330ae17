import { Tag } from 'antd';
import type { DashboardOrder } from '../../../api/woDashboard.ts';
import { STATUS_TEXT } from './labels.ts';

/** An order's state, 紧急 when urgent, and 已超期 when overdue (colours of sufficient contrast, see CSS). */
export function OrderTags({ order }: { order: DashboardOrder }) {
  return (
    <>
      <Tag className={`hcs-wo-tag hcs-wo-tag--s${order.status}`}>
        {order.status_dictText || STATUS_TEXT[order.status]}
      </Tag>
      {order.priority === 'H' ? <Tag className="hcs-wo-tag hcs-wo-tag--alert">紧急</Tag> : null}
      {order.overdue ? <Tag className="hcs-wo-tag hcs-wo-tag--alert">已超期</Tag> : null}
    </>
  );
}
