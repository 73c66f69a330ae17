import { workOrderResource } from '@hcs/shared';
import { Form, Input } from 'antd';
import type { Done } from '../../../api/request.ts';
import { FormModal } from '../../../components/form/FormModal.tsx';
import { FileUpload } from '../../../components/upload/FileUpload.tsx';
import { AssigneeSelect } from './AssigneeSelect.tsx';
import { actionLabel } from './actionLabels.ts';
import { SatisfactionRate } from './SatisfactionRate.tsx';
import type { WorkOrder } from './types.ts';
import { cancelOrder, completeOrder, dispatchOrder, reviewOrder } from './workOrderApi.ts';

/** The actions that ask for something before they are taken (接单 only asks to confirm). */
export type DialogAction = 'dispatch' | 'complete' | 'review' | 'cancel';

interface Props {
  action: DialogAction;
  order: WorkOrder;
  open: boolean;
  onClose(): void;
  /** Taken, or refused (someone else acted first): either way the order is to be read again. */
  onDone(): void;
}

/** The order's fields the actions fill, named as its definition names them. */
const { fields } = workOrderResource;

const layout = {
  labelCol: { xs: { span: 24 }, sm: { span: 5 } },
  wrapperCol: { xs: { span: 24 }, sm: { span: 18 } },
};

interface ActionValues {
  assigneeId?: string;
  comment?: string;
  result?: string;
  attachments?: string;
  satisfaction?: number;
  feedback?: string;
  reason?: string;
}

const trimmed = (text: string | undefined) => text?.trim() || undefined;

/** Sends one action with the version the user saw, so a change by someone else meanwhile is refused. */
function send(action: DialogAction, order: WorkOrder, v: ActionValues): Promise<Done<null>> {
  const target = { id: order.id, version: order.version };
  switch (action) {
    case 'dispatch':
      return dispatchOrder({ ...target, assigneeId: v.assigneeId ?? '', comment: trimmed(v.comment) });
    case 'complete':
      return completeOrder({
        ...target,
        result: v.result?.trim() ?? '',
        attachments: v.attachments || undefined,
      });
    case 'review':
      return reviewOrder({ ...target, satisfaction: v.satisfaction ?? 0, feedback: trimmed(v.feedback) });
    case 'cancel':
      return cancelOrder({ ...target, reason: v.reason?.trim() ?? '' });
  }
}

function Fields({ action, order }: { action: DialogAction; order: WorkOrder }) {
  switch (action) {
    case 'dispatch':
      return (
        <>
          <Form.Item
            name="assigneeId"
            label={fields.assigneeId.label}
            rules={[{ required: true, message: '请选择处理人' }]}
          >
            <AssigneeSelect departId={order.departId} />
          </Form.Item>
          <Form.Item
            name="comment"
            label="派单说明"
            rules={[{ max: 500, message: '派单说明不能超过500个字符' }]}
          >
            <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} placeholder="请输入派单说明" />
          </Form.Item>
        </>
      );
    case 'complete':
      return (
        <>
          <Form.Item
            name="result"
            label={fields.result.label}
            rules={[
              { required: true, whitespace: true, message: '请填写处理结果' },
              { max: 20_000, message: '处理结果过长' },
            ]}
          >
            <Input.TextArea autoSize={{ minRows: 4, maxRows: 10 }} placeholder="请填写处理结果" />
          </Form.Item>
          <Form.Item name="attachments" label={fields.attachments.label}>
            <FileUpload bizPath="workorder" text="上传附件" camera />
          </Form.Item>
        </>
      );
    case 'review':
      return (
        <>
          <Form.Item
            name="satisfaction"
            label={fields.satisfaction.label}
            rules={[{ required: true, message: '请选择满意度' }]}
          >
            <SatisfactionRate />
          </Form.Item>
          <Form.Item
            name="feedback"
            label={fields.feedback.label}
            rules={[{ max: 500, message: '回访意见不能超过500个字符' }]}
          >
            <Input.TextArea autoSize={{ minRows: 3, maxRows: 6 }} placeholder="请输入回访意见" />
          </Form.Item>
        </>
      );
    case 'cancel':
      return (
        <Form.Item
          name="reason"
          label={fields.cancelReason.label}
          rules={[
            { required: true, whitespace: true, message: '请填写取消原因' },
            { max: 500, message: '取消原因不能超过500个字符' },
          ]}
        >
          <Input.TextArea autoSize={{ minRows: 3, maxRows: 6 }} placeholder="请填写取消原因" />
        </Form.Item>
      );
  }
}

/**
 * The dialog of 派单/改派, 完成, 回访关闭 or 取消 for one order. The server's message says how it went;
 * a refusal (the order changed meanwhile) closes the dialog and the order is read again.
 */
export function ActionDialog({ action, order, open, onClose, onDone }: Props) {
  const [form] = Form.useForm<ActionValues>();
  return (
    <FormModal<ActionValues>
      open={open}
      title={`${actionLabel(action, order.status)}：${order.orderNo}`}
      width={action === 'dispatch' ? 640 : 600}
      form={form}
      name={`work-order-${action}`}
      initialValues={{}}
      layout={layout}
      save={(values) => send(action, order, values)}
      onClose={onClose}
      onSaved={onDone}
      onRefused={onDone}
    >
      <Fields action={action} order={order} />
    </FormModal>
  );
}
