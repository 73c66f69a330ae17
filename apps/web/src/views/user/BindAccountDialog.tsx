import type { LoginResult } from '@hcs/shared';
import { Alert, Form, Modal } from 'antd';
import { useState } from 'react';
import { bindThirdAccount } from '../../api/thirdLogin.ts';
import { CredentialsFields } from '../../components/login/CredentialsFields.tsx';
import { loginResultOf } from '../../stores/session.ts';

interface BindValues {
  username: string;
  password: string;
}

interface BindAccountDialogProps {
  providerName: string;
  /** The one-time bind ticket the provider's callback handed back. */
  ticket: string;
  onCancel: () => void;
  onSignedIn: (result: LoginResult) => void;
}

/** A first third-party sign-in whose provider binds to an existing account: its name and password. */
export default function BindAccountDialog({
  providerName,
  ticket,
  onCancel,
  onSignedIn,
}: BindAccountDialogProps) {
  const [form] = Form.useForm<BindValues>();
  const [binding, setBinding] = useState(false);
  const [bindError, setBindError] = useState<string | null>(null);

  const onBind = async (values: BindValues) => {
    setBinding(true);
    setBindError(null);
    try {
      const result = loginResultOf(
        await bindThirdAccount({ ticket, username: values.username.trim(), password: values.password }),
      );
      onSignedIn(result);
    } catch (failure) {
      setBindError(failure instanceof Error && failure.message ? failure.message : '绑定失败');
      form.setFieldValue('password', '');
    } finally {
      setBinding(false);
    }
  };

  return (
    <Modal
      open
      title="绑定已有账号"
      okText="绑定并登录"
      confirmLoading={binding}
      onOk={() => form.submit()}
      onCancel={onCancel}
      destroyOnHidden
    >
      <p>
        这是您第一次使用 {providerName} 登录，请输入本系统的账号和密码完成绑定，以后可直接使用 {providerName}{' '}
        登录。
      </p>
      {bindError ? (
        <Alert className="hcs-login__error" type="error" showIcon title={bindError} role="alert" />
      ) : null}
      <Form<BindValues> name="thirdBind" form={form} layout="vertical" requiredMark={false} onFinish={onBind}>
        <CredentialsFields usernameLabel="用户账号" />
      </Form>
    </Modal>
  );
}
