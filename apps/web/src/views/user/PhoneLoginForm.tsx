import type { LoginResult } from '@hcs/shared';
import { Checkbox, Form } from 'antd';
import { phoneLogin } from '../../api/auth.ts';
import { SignInForm } from '../../components/login/SignInForm.tsx';
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

  const onFinish = async (values: PhoneLoginValues) => {
    const result = loginResultOf(
      await phoneLogin({ mobile: values.mobile, captcha: values.captcha, remember_me: values.rememberMe }),
    );
    onSignedIn(result);
  };

  const onFailure = (failure: unknown) => {
    form.setFieldValue('captcha', '');
    return failure instanceof Error && failure.message ? failure.message : '登录失败';
  };

  const mobile = () =>
    form.validateFields(['mobile']).then(
      (v) => v.mobile,
      () => null,
    );

  return (
    <SignInForm<PhoneLoginValues>
      name="phoneLogin"
      form={form}
      initialValues={{ rememberMe: true }}
      onFinish={onFinish}
      onFailure={onFailure}
      submitText="登录"
    >
      <MobileField name="mobile" />
      <SmsCodeField form="phoneLogin" name="captcha" mobile={mobile} smsmode="0" />
      <Form.Item name="rememberMe" valuePropName="checked">
        <Checkbox>自动登录</Checkbox>
      </Form.Item>
    </SignInForm>
  );
}
