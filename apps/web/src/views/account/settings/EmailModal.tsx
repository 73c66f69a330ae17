import { EMAIL_MESSAGE, EMAIL_PATTERN } from '@hcs/shared';
import { Form, Input, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { saveEmail } from '../../../api/account.ts';
import { useServerAction } from '../../../utils/serverAction.ts';

/** 修改备用邮箱: the address messages by e-mail go to; empty removes it. */
export function EmailModal({
  open,
  email,
  onClose,
  onDone,
}: {
  open: boolean;
  email: string | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const act = useServerAction();
  const [form] = Form.useForm<{ email: string }>();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (open) form.setFieldsValue({ email: email ?? '' });
  }, [open, email, form]);

  const submit = async ({ email: value }: { email: string }) => {
    setSaving(true);
    const done = await act(saveEmail(value.trim() || null), { success: true });
    setSaving(false);
    if (done) onDone();
  };

  return (
    <Modal
      title="修改备用邮箱"
      open={open}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText="确定"
      cancelText="取消"
      confirmLoading={saving}
      forceRender
    >
      <Form form={form} layout="vertical" name="accountEmail" onFinish={(v) => void submit(v)}>
        <Form.Item label="邮箱" name="email" rules={[{ pattern: EMAIL_PATTERN, message: EMAIL_MESSAGE }]}>
          <Input autoComplete="email" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
