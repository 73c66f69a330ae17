import { Form, Input, Modal, Space } from 'antd';
import { useState } from 'react';
import { changePhone } from '../../../api/account.ts';
import { SmsCodeButton } from '../../../components/sms/SmsCodeButton.tsx';
import { MOBILE_RULES, normalizeMobile, SMS_CODE_RULES } from '../../../components/sms/smsFormRules.ts';
import { useServerAction } from '../../../utils/serverAction.ts';

interface PhoneForm {
  phone: string;
  smscode: string;
}

/** 修改密保手机: the new number and the code texted to it (smsmode '3'). */
export function PhoneChangeModal({
  open,
  onClose,
  onDone,
}: {
  open: boolean;
  onClose: () => void;
  onDone: () => void;
}) {
  const act = useServerAction();
  const [form] = Form.useForm<PhoneForm>();
  const [saving, setSaving] = useState(false);

  const newPhone = async () => {
    const values = await form.validateFields(['phone']).catch(() => null);
    return values?.phone ?? null;
  };

  const submit = async (values: PhoneForm) => {
    setSaving(true);
    const done = await act(changePhone(values.phone, values.smscode), { success: true });
    setSaving(false);
    if (!done) return;
    form.resetFields();
    onDone();
  };

  return (
    <Modal
      title="修改密保手机"
      open={open}
      onCancel={() => {
        form.resetFields();
        onClose();
      }}
      onOk={() => form.submit()}
      okText="确定"
      cancelText="取消"
      confirmLoading={saving}
      destroyOnHidden
    >
      <Form<PhoneForm> form={form} layout="vertical" name="accountPhone" onFinish={(v) => void submit(v)}>
        <Form.Item label="新手机号" name="phone" rules={MOBILE_RULES} normalize={normalizeMobile}>
          <Input inputMode="numeric" autoComplete="tel" maxLength={13} />
        </Form.Item>
        <Form.Item label="验证码" required>
          <Space.Compact block>
            <Form.Item name="smscode" rules={SMS_CODE_RULES} noStyle>
              <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} aria-label="验证码" />
            </Form.Item>
            <SmsCodeButton mobile={newPhone} smsmode="3" />
          </Space.Compact>
        </Form.Item>
      </Form>
    </Modal>
  );
}
