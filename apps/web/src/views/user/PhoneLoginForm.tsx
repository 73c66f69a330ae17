import type { LoginResult } from '@hcs/shared';
import { Alert, Button, Checkbox, Form } from 'antd';
import { useState } from 'react';
import { phoneLogin } from '../../api/auth.ts';
import { MobileField, SmsCodeField } from '../../components/sms/SmsFields.tsx';
import { loginResultOf } from '../../stores/session.ts';

interface PhoneLoginValues {
  mobile: string;
  captcha: string;
  rememberMe: boolean;
}

/** 手机号登录: the phone number, the code a text message brings (mode '0'), 登录. */
export default function PhoneLoginForm({ onSignedIn }: { onSignedIn: (result: LoginResult) => void }) {
  const [form] = Form.useForm<PhoneLoginValues>();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onFinish = async (values: PhoneLoginValues) => {
    setSubmitting(true);
    setError(null);
    let result: LoginResult;
    try {
      result = loginResultOf(
        await phoneLogin({ mobile: values.mobile, captcha: values.captcha, remember_me: values.rememberMe }),
      );
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : '登录失败');
      form.setFieldValue('captcha', '');
      setSubmitting(false);
      return;
    }
    setSubmitting(false);
    onSignedIn(result);
  };

  const mobile = () =>
    form.validateFields(['mobile']).then(
      (v) => v.mobile,
      () => null,
    );

  return (
    <Form<PhoneLoginValues>
      name="phoneLogin"
      form={form}
      layout="vertical"
      size="large"
      requiredMark={false}
      initialValues={{ rememberMe: true }}
      onFinish={onFinish}
    >
      {error ? <Alert className="hcs-login__error" type="error" showIcon title={error} role="alert" /> : null}
      <MobileField name="mobile" />
      <SmsCodeField form="phoneLogin" name="captcha" mobile={mobile} smsmode="0" />
      <Form.Item name="rememberMe" valuePropName="checked">
        <Checkbox>自动登录</Checkbox>
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit" block loading={submitting}>
          登录
        </Button>
      </Form.Item>
    </Form>
  );
}
