import type { WorkOrderAction } from '@hcs/shared';
import { Button } from 'antd';
import { actionLabel } from './actionLabels.ts';
import type { WorkOrder } from './types.ts';

interface Props {
  order: WorkOrder;
  onAction(action: WorkOrderAction, order: WorkOrder): void;
  /** Link buttons in a table row; default buttons in the detail. */
  variant?: 'link' | 'default';
  /** An action shown elsewhere (a phone card's large button). */
  omit?: string;
}

/** One button per action the server says the user may take now (`actions`), in the workflow's order. */
export function OrderActionButtons({ order, onAction, variant = 'link', omit }: Props) {
  return order.actions
    .filter((action) => action !== omit)
    .map((action) => {
      const label = actionLabel(action, order.status);
      return (
        <Button
          key={action}
          type={variant === 'link' ? 'link' : action === 'cancel' ? 'default' : 'primary'}
          size={variant === 'link' ? 'small' : 'middle'}
          // The accessible name starts with the words shown, so no space goes between two characters.
          autoInsertSpace={false}
          aria-label={`${label}“${order.orderNo}”`}
          onClick={() => onAction(action, order)}
        >
          {label}
        </Button>
      );
    });
}
