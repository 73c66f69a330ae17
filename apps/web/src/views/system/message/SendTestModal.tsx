import { templateDataProblem } from '@hcs/shared';
import { Form, Input } from 'antd';
import { DictSelect } from '../../../components/dict/index.ts';
import { FormModal } from '../../../components/form/FormModal.tsx';
import { checkedRule } from '../../../components/resource/resourceFormRules.ts';
import { type MessageTemplate, MSG_TYPE_DICT, sendMsg } from './messageApi.ts';

interface Props {
  /** The template to send; null: closed. */
  template: MessageTemplate | null;
  onClose(): void;
  onSent(): void;
}

interface SendValues {
  templateName: string;
  templateContent: string;
  testData: string;
  msgType: string;
  receiver: string;
}

const RECEIVER_HINTS: Record<string, string> = {
  '1': '手机号，多个用逗号分隔',
  '2': '邮箱地址，多个用逗号分隔',
  '3': '用户账号，多个用逗号分隔',
};

/** 发送测试: renders the template with the test data and sends it to the receivers over a channel. */
export function SendTestModal({ template, onClose, onSent }: Props) {
  const [form] = Form.useForm<SendValues>();
  const msgType = Form.useWatch('msgType', form) ?? template?.templateType;

  const save = (values: SendValues) =>
    sendMsg({
      msgType: values.msgType,
      receiver: values.receiver.trim(),
      templateCode: template?.templateCode ?? '',
      testData: values.testData?.trim() ? values.testData.trim() : null,
    });

  return (
    <FormModal<SendValues>
      open={template !== null}
      title="发送测试"
      form={form}
      name="message-send-form"
      initialValues={{
        templateName: template?.templateName ?? '',
        templateContent: template?.templateContent ?? '',
        testData: template?.templateTestJson ?? '',
        msgType: template?.templateType,
        receiver: '',
      }}
      save={save}
      onClose={onClose}
      onSaved={onSent}
    >
      <Form.Item name="templateName" label="模板标题">
        <Input readOnly />
      </Form.Item>
      <Form.Item name="templateContent" label="模板内容">
        <Input.TextArea readOnly autoSize={{ minRows: 2, maxRows: 6 }} />
      </Form.Item>
      <Form.Item name="testData" label="测试数据" rules={[checkedRule(templateDataProblem)]}>
        <Input.TextArea
          placeholder="请输入测试数据（JSON）"
          autoSize={{ minRows: 2, maxRows: 6 }}
          maxLength={5000}
        />
      </Form.Item>
      <Form.Item name="msgType" label="消息类型" rules={[{ required: true, message: '请选择消息类型' }]}>
        <DictSelect dictCode={MSG_TYPE_DICT} placeholder="请选择消息类型" />
      </Form.Item>
      <Form.Item
        name="receiver"
        label="消息接收方"
        rules={[{ required: true, whitespace: true, message: '请输入消息接收方' }]}
        extra={msgType ? RECEIVER_HINTS[msgType] : undefined}
      >
        <Input placeholder="请输入消息接收方" maxLength={2000} />
      </Form.Item>
    </FormModal>
  );
}
