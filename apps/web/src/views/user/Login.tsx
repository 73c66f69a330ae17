import { LockOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Button, Checkbox, Form, Input } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { NAMED_ROUTE_PATHS, RouteName } from '../../app/router/paths.ts';
import { redirectFromSearch } from '../../app/router/redirect.ts';
import type { DragVerifyProps } from '../../components/slider/DragVerify.tsx';
import { useDocumentTitle } from '../../layouts/main/useDocumentTitle.ts';
import { usePublicConfig } from '../../stores/publicConfig.ts';
import { useSessionStore } from '../../stores/session.ts';
import { CaptchaButton } from './CaptchaButton.tsx';
import { clearLoginRisk, loginRiskRaised, raiseLoginRisk, SLIDER_REQUIRED } from './loginRisk.ts';
import { useCaptcha } from './useCaptcha.ts';
import { useLogoutFailureNotice } from './useLogoutFailureNotice.ts';
import './Login.css';

// The slider is asked for only after a failed attempt: it loads then, not with the page.
const DragVerify = lazy(() =>
  import('../../components/slider/DragVerify.tsx').then((m) => ({ default: m.DragVerify })),
);

interface LoginForm {
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

/** Account login (spec §2 "Login"); afterwards the user goes to the redirect query or their landing page (`/`). */
export default function Login() {
  useDocumentTitle('登录');
  useLogoutFailureNotice();
  const navigate = useNavigate();
  const { search } = useLocation();
  const { config, loaded } = usePublicConfig();
  const captchaShown = loaded && config.captchaEnabled;
  const captcha = useCaptcha(captchaShown);
  const [form] = Form.useForm<LoginForm>();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [risky, setRisky] = useState(loginRiskRaised);

  const onFinish = async (values: LoginForm) => {
    setSubmitting(true);
    setError(null);
    try {
      await useSessionStore.getState().login({
        username: values.username.trim(),
        password: values.password,
        remember_me: values.rememberMe,
        ...(captchaShown ? { captcha: values.captcha?.trim(), checkKey: captcha.checkKey } : {}),
      });
      clearLoginRisk();
      navigate(redirectFromSearch(search) ?? NAMED_ROUTE_PATHS[RouteName.dashboard], { replace: true });
    } catch (failure) {
      const text = failure instanceof Error && failure.message ? failure.message : '登录失败';
      setError(text);
      raiseLoginRisk();
      setRisky(true);
      // Each new attempt after a failure needs the slider again.
      form.setFieldValue('sliderVerified', false);
      if (captchaShown) {
        form.setFieldValue('captcha', '');
        captcha.refresh();
      }
      setSubmitting(false);
    }
  };

  return (
    <section className="hcs-login" aria-labelledby="hcs-login-heading">
      <h2 id="hcs-login-heading" className="hcs-login__heading">
        账号密码登录
      </h2>
      <Form<LoginForm>
        name="login"
        form={form}
        layout="vertical"
        size="large"
        requiredMark={false}
        initialValues={{ rememberMe: true }}
        onFinish={onFinish}
      >
        {error ? (
          <Alert className="hcs-login__error" type="error" showIcon title={error} role="alert" />
        ) : null}
        <Form.Item
          label="用户名"
          name="username"
          rules={[{ required: true, whitespace: true, message: '请输入用户名' }]}
        >
          <Input prefix={<UserOutlined aria-hidden />} autoComplete="username" placeholder="请输入用户名" />
        </Form.Item>
        <Form.Item label="密码" name="password" rules={[{ required: true, message: '请输入密码' }]}>
          <Input.Password
            prefix={<LockOutlined aria-hidden />}
            autoComplete="current-password"
            placeholder="请输入密码"
          />
        </Form.Item>
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
        <Form.Item>
          <Button type="primary" htmlType="submit" block loading={submitting}>
            登录
          </Button>
        </Form.Item>
      </Form>
    </section>
  );
}
