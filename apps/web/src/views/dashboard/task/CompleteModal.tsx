import { Form, Input } from 'antd';
import { completeOrder, type DashboardOrder } from '../../../api/woDashboard.ts';
import { FormModal } from '../../../components/form/FormModal.tsx';

interface Values {
  result: string;
}

interface Props {
  order: DashboardOrder | null;
  onClose(): void;
  onDone(): void;
}

/** 完成: the assignee writes what was done (required) and the order becomes 已完成. */
export function CompleteModal({ order, onClose, onDone }: Props) {
  const [form] = Form.useForm<Values>();
  return (
    <FormModal<Values>
      open={order !== null}
      title={`完成工单 ${order?.orderNo ?? ''}`}
      width={600}
      form={form}
      name="completeOrder"
      initialValues={{ result: '' }}
      save={(values) =>
        completeOrder({ id: order?.id ?? '', version: order?.version ?? 0, result: values.result })
      }
      onClose={onClose}
      onSaved={onDone}
    >
      <Form.Item
        name="result"
        label="处理结果"
        rules={[
          { required: true, whitespace: true, message: '请填写处理结果' },
          { max: 2000, message: '处理结果不能超过2000个字符' },
        ]}
      >
        <Input.TextArea rows={5} placeholder="请填写服务过程与结果" />
      </Form.Item>
    </FormModal>
  );
}
