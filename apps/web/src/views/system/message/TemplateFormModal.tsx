import { Form, Input } from 'antd';
import { DictSelect } from '../../../components/dict/index.ts';
import { FormModal } from '../../../components/form/FormModal.tsx';
import {
  addTemplate,
  editTemplate,
  type MessageTemplate,
  type MessageTemplateInput,
  MSG_TYPE_DICT,
} from './messageApi.ts';
import { templateFormRules } from './templateFormRules.ts';

const CONTENT_HINT =
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the hint shows the placeholder syntax itself.
  '用 ${变量名} 表示要替换的内容，例如：${name}您好，工单${orderNo}已派发。邮件和系统消息的内容可以是HTML。';

interface Props {
  open: boolean;
  /** The template to edit; null adds one. */
  record: MessageTemplate | null;
  onClose(): void;
  onSaved(): void;
}

/** 新增 / 编辑 a message template. Mount it anew (a new key) for each opening. */
export function TemplateFormModal({ open, record, onClose, onSaved }: Props) {
  const [form] = Form.useForm<MessageTemplateInput>();
  const rules = templateFormRules(record?.id);

  const save = (values: MessageTemplateInput) => {
    const input = {
      templateName: values.templateName.trim(),
      templateCode: values.templateCode.trim(),
      templateType: values.templateType,
      templateContent: values.templateContent,
      templateTestJson: values.templateTestJson?.trim() ? values.templateTestJson.trim() : null,
    };
    return record ? editTemplate({ ...input, id: record.id }) : addTemplate(input);
  };

  return (
    <FormModal<MessageTemplateInput>
      open={open}
      title={record ? '编辑' : '新增'}
      form={form}
      name="message-template-form"
      initialValues={{
        templateName: record?.templateName ?? '',
        templateCode: record?.templateCode ?? '',
        templateType: record?.templateType,
        templateContent: record?.templateContent ?? '',
        templateTestJson: record?.templateTestJson ?? '',
      }}
      save={save}
      onClose={onClose}
      onSaved={onSaved}
    >
      <Form.Item name="templateName" label="模板标题" rules={rules.templateName}>
        <Input placeholder="请输入模板标题" maxLength={100} />
      </Form.Item>
      <Form.Item
        name="templateCode"
        label="模板编码"
        rules={rules.templateCode}
        validateTrigger={['onChange', 'onBlur']}
      >
        <Input placeholder="请输入模板编码" maxLength={64} />
      </Form.Item>
      <Form.Item name="templateType" label="模板类型" rules={rules.templateType}>
        <DictSelect dictCode={MSG_TYPE_DICT} placeholder="请选择模板类型" />
      </Form.Item>
      <Form.Item name="templateContent" label="模板内容" rules={rules.templateContent} extra={CONTENT_HINT}>
        <Input.TextArea
          placeholder="请输入模板内容"
          autoSize={{ minRows: 4, maxRows: 10 }}
          maxLength={20000}
        />
      </Form.Item>
      <Form.Item
        name="templateTestJson"
        label="测试数据"
        rules={rules.templateTestJson}
        extra='JSON对象，例如 {"name":"张三","orderNo":"GD202601010001"}'
      >
        <Input.TextArea placeholder="请输入测试数据" autoSize={{ minRows: 2, maxRows: 6 }} maxLength={5000} />
      </Form.Item>
    </FormModal>
  );
}
