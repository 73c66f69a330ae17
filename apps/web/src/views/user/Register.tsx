import { UserOutlined } from '@ant-design/icons';
import { Alert, Form, Input } from 'antd';
import { Link, useNavigate } from 'react-router';
import { register } from '../../api/register.ts';
import { LOGIN_PATH, REGISTER_RESULT_PATH } from '../../app/router/paths.ts';
import { SignInForm } from '../../components/login/SignInForm.tsx';
import { DragVerify } from '../../components/slider/DragVerify.tsx';
import { MobileField, SmsCodeField } from '../../components/sms/SmsFields.tsx';
import { useDocumentTitle } from '../../layouts/main/useDocumentTitle.ts';
import { usePublicConfig } from '../../stores/publicConfig.ts';
import { presetRule } from '../../utils/formRules.ts';
import { refusalOf } from '../../utils/serverAction.ts';
import { NewPasswordFields } from './NewPasswordFields.tsx';
import { SLIDER_RULE } from './sliderRule.ts';
import './Login.css';

interface RegisterValues {
  username: string;
  phone: string;
  smscode: string;
  password: string;
  confirmPassword: string;
  sliderVerified?: boolean;
}

/** 注册 (spec §2 /user/register), open only when the administrator has turned registration on. */
export default function Register() {
  useDocumentTitle('注册');
  const navigate = useNavigate();
  const { config, loaded } = usePublicConfig();
  const [form] = Form.useForm<RegisterValues>();

  const onFinish = async (values: RegisterValues) => {
    const done = await register({
      username: values.username.trim(),
      phone: values.phone,
      smscode: values.smscode,
      password: values.password,
      confirmPassword: values.confirmPassword,
    });
    const query = new URLSearchParams({ username: done.result.username, status: done.result.status });
    navigate(`${REGISTER_RESULT_PATH}?${query}`, { replace: true });
  };

  const onFailure = (failure: unknown) => {
    const refusal = refusalOf(failure);
    form.setFieldValue('sliderVerified', false);
    return refusal ? refusal.message || '注册失败' : null;
  };

  const mobile = () =>
    form.validateFields(['phone']).then(
      (v) => v.phone,
      () => null,
    );

  return (
    <section className="hcs-login" aria-labelledby="hcs-register-heading">
      <h2 id="hcs-register-heading" className="hcs-login__heading">
        注册账户
      </h2>
      {!loaded ? null : !config.registerEnabled ? (
        <Alert className="hcs-login__error" type="warning" showIcon title="系统未开放注册" role="alert" />
      ) : (
        <SignInForm<RegisterValues>
          name="register"
          form={form}
          onFinish={onFinish}
          onFailure={onFailure}
          submitText="注册"
        >
          <Form.Item
            label="用户名"
            name="username"
            validateFirst
            rules={[
              { required: true, whitespace: true, message: '请输入用户名' },
              presetRule('usernameChars'),
              presetRule('usernameLength'),
            ]}
          >
            <Input
              prefix={<UserOutlined aria-hidden />}
              autoComplete="username"
              placeholder="4-18位字母、数字或下划线"
            />
          </Form.Item>
          <MobileField name="phone" />
          <SmsCodeField form="register" name="smscode" mobile={mobile} smsmode="1" />
          <NewPasswordFields />
          <Form.Item name="sliderVerified" rules={[SLIDER_RULE]}>
            <DragVerify />
          </Form.Item>
        </SignInForm>
      )}
      <nav className="hcs-login__links" aria-label="账户">
        <Link to={LOGIN_PATH}>使用已有账户登录</Link>
      </nav>
    </section>
  );
}
