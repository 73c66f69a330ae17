import { SafetyOutlined } from '@ant-design/icons';
import type { LoginResult } from '@hcs/shared';
import { Checkbox, Form, Input } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { login as loginRequest } from '../../api/auth.ts';
import { usePublicConfig } from '../../stores/publicConfig.ts';
import { loginResultOf } from '../../stores/session.ts';
import type { DragVerifyProps } from '../slider/DragVerify.tsx';
import { CaptchaButton } from './CaptchaButton.tsx';
import { CredentialsFields } from './CredentialsFields.tsx';
import { clearLoginRisk, loginRiskRaised, raiseLoginRisk, SLIDER_REQUIRED } from './loginRisk.ts';
import { SignInForm } from './SignInForm.tsx';
import { useCaptcha } from './useCaptcha.ts';

// The slider is asked for only after a failed attempt: it loads then, not with the page.
const DragVerify = lazy(() => import('../slider/DragVerify.tsx').then((m) => ({ default: m.DragVerify })));

interface AccountLoginValues {
  username: string;
  password: string;
  captcha?: string;
  rememberMe: boolean;
  /** The risk step's slider, shown after a failed login in this browser session. */
  sliderVerified?: boolean;
}

/** The lazily loaded slider as a form control: Form.Item hands its value and onChange through. */
function SliderField(props: Pick<DragVerifyProps, 'value' | 'onChange'>) {
  return (
    <Suspense fallback={null}>
      <DragVerify {...props} />
    </Suspense>
  );
}

/** 账号密码登录: user name, password, the picture captcha and, after a failure, the slider. */
export function AccountLoginForm({ onSignedIn }: { onSignedIn: (result: LoginResult) => void }) {
  const { config, loaded } = usePublicConfig();
  const captchaShown = loaded && config.captchaEnabled;
  const captcha = useCaptcha(captchaShown);
  const [form] = Form.useForm<AccountLoginValues>();
  const [risky, setRisky] = useState(loginRiskRaised);

  const onFinish = async (values: AccountLoginValues) => {
    const result = loginResultOf(
      await loginRequest({
        username: values.username.trim(),
        password: values.password,
        remember_me: values.rememberMe,
        ...(captchaShown ? { captcha: values.captcha?.trim(), checkKey: captcha.checkKey } : {}),
      }),
    );
    clearLoginRisk();
    onSignedIn(result);
  };

  const onFailure = (failure: unknown) => {
    raiseLoginRisk();
    setRisky(true);
    // Each new attempt after a failure needs the slider again.
    form.setFieldValue('sliderVerified', false);
    if (captchaShown) {
      form.setFieldValue('captcha', '');
      captcha.refresh();
    }
    return failure instanceof Error && failure.message ? failure.message : '登录失败';
  };

  return (
    <SignInForm<AccountLoginValues>
      name="login"
      form={form}
      initialValues={{ rememberMe: true }}
      onFinish={onFinish}
      onFailure={onFailure}
      submitText="登录"
    >
      <CredentialsFields usernameLabel="用户名" />
      {captchaShown ? (
        <Form.Item label="验证码" htmlFor="login_captcha">
          <div className="hcs-login__captcha-row">
            <Form.Item
              noStyle
              name="captcha"
              rules={[{ required: true, whitespace: true, message: '请输入验证码' }]}
            >
              <Input
                prefix={<SafetyOutlined aria-hidden />}
                autoComplete="off"
                maxLength={8}
                placeholder="请输入验证码"
              />
            </Form.Item>
            <CaptchaButton captcha={captcha} />
          </div>
        </Form.Item>
      ) : null}
      {risky ? (
        <Form.Item
          name="sliderVerified"
          rules={[
            {
              validator: (_, verified?: boolean) =>
                verified ? Promise.resolve() : Promise.reject(new Error(SLIDER_REQUIRED)),
            },
          ]}
        >
          <SliderField />
        </Form.Item>
      ) : null}
      <Form.Item name="rememberMe" valuePropName="checked">
        <Checkbox>自动登录</Checkbox>
      </Form.Item>
    </SignInForm>
  );
}
