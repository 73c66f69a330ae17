import { Form, Input, Radio } from 'antd';
import { type DashboardOrder, reviewOrder } from '../../../api/woDashboard.ts';
import { FormModal } from '../../../components/form/FormModal.tsx';

interface Values {
  satisfaction: number;
  feedback?: string;
}

interface Props {
  order: DashboardOrder | null;
  onClose(): void;
  onDone(): void;
}

const SCORES = [
  { value: 5, label: '5分 非常满意' },
  { value: 4, label: '4分 满意' },
  { value: 3, label: '3分 一般' },
  { value: 2, label: '2分 不满意' },
  { value: 1, label: '1分 非常不满意' },
];

/** 回访关闭: the reviewer records the audience's satisfaction (required) and the order is closed. */
export function ReviewModal({ order, onClose, onDone }: Props) {
  const [form] = Form.useForm<Values>();
  return (
    <FormModal<Values>
      open={order !== null}
      title={`回访工单 ${order?.orderNo ?? ''}`}
      width={640}
      form={form}
      name="reviewOrder"
      initialValues={{}}
      save={(values) =>
        reviewOrder({
          id: order?.id ?? '',
          version: order?.version ?? 0,
          satisfaction: values.satisfaction,
          ...(values.feedback ? { feedback: values.feedback } : {}),
        })
      }
      onClose={onClose}
      onSaved={onDone}
    >
      <Form.Item name="satisfaction" label="满意度" rules={[{ required: true, message: '请选择满意度' }]}>
        <Radio.Group options={SCORES} aria-label="满意度" />
      </Form.Item>
      <Form.Item
        name="feedback"
        label="回访意见"
        rules={[{ max: 500, message: '回访意见不能超过500个字符' }]}
      >
        <Input.TextArea rows={3} />
      </Form.Item>
    </FormModal>
  );
}
