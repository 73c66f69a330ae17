import { Form, Input, Modal } from 'antd';
import { useEffect } from 'react';
import { normaliseLinkHref } from './richTextContent.ts';

interface LinkDialogProps {
  open: boolean;
  /** The link under the selection, to edit; empty for a new one. */
  href: string;
  /** The absolute address, or '' to remove the link. */
  onOk: (href: string) => void;
  onCancel: () => void;
}

/** 插入链接: asks for a web or mail address; an emptied field removes the link. */
export function LinkDialog({ open, href, onOk, onCancel }: LinkDialogProps) {
  const [form] = Form.useForm<{ href: string }>();
  useEffect(() => {
    if (open) form.setFieldsValue({ href });
  }, [open, href, form]);

  return (
    <Modal
      open={open}
      title="插入链接"
      width={480}
      forceRender
      onCancel={onCancel}
      onOk={() => form.submit()}
    >
      <Form
        form={form}
        layout="vertical"
        name="rich-text-link"
        onFinish={({ href: typed }) => onOk(typed.trim() ? (normaliseLinkHref(typed) ?? '') : '')}
      >
        <Form.Item
          name="href"
          label="链接地址"
          extra="留空则移除链接"
          rules={[
            {
              validator: (_, value: string | undefined) =>
                !value?.trim() || normaliseLinkHref(value)
                  ? Promise.resolve()
                  : Promise.reject(new Error('请输入正确的链接地址')),
            },
          ]}
        >
          <Input placeholder="https://" autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
