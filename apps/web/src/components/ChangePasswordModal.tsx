import { NEW_PASSWORD_MESSAGE, PASSWORD_RULE } from '@hcs/shared';
import { App, Form, Input, Modal } from 'antd';
import { useEffect } from 'react';
import { updatePassword } from '../api/auth.ts';
import { useSessionStore } from '../stores/session.ts';
import { useFormSave } from './form/useFormSave.ts';

interface ChangePasswordModalProps {
  open: boolean;
  onClose: () => void;
}

interface PasswordForm {
  oldpassword: string;
  password: string;
  confirmpassword: string;
}

export const NO_LOGGED_IN_USER = '当前系统无登录用户!';

const labelCol = { xs: { span: 24 }, sm: { span: 5 } };
const wrapperCol = { xs: { span: 24 }, sm: { span: 16 } };

/** The change-password dialog of spec §2 "Dialogs" with the rules of spec §5 "Password dialog". */
export function ChangePasswordModal({ open, onClose }: ChangePasswordModalProps) {
  const { message } = App.useApp();
  const username = useSessionStore((s) => s.userInfo?.username ?? '');
  const [form] = Form.useForm<PasswordForm>();
  const refused = open && !username;

  useEffect(() => {
    if (!refused) return;
    void message.warning(NO_LOGGED_IN_USER);
    onClose();
  }, [refused, message, onClose]);

  const close = () => {
    form.resetFields();
    onClose();
  };

  // Refused, the dialog stays open.
  const { saving, submit } = useFormSave(form, {
    save: (values) => updatePassword({ username, ...values }),
    onSaved: close,
  });

  return (
    <Modal
      title="修改密码"
      width={800}
      open={open && !refused}
      confirmLoading={saving}
      onOk={submit}
      onCancel={close}
      forceRender
    >
      <Form<PasswordForm> form={form} name="changePassword" labelCol={labelCol} wrapperCol={wrapperCol}>
        <Form.Item label="旧密码" name="oldpassword" rules={[{ required: true, message: '请输入旧密码!' }]}>
          <Input.Password placeholder="请输入旧密码" autoComplete="current-password" />
        </Form.Item>
        <Form.Item
          label="新密码"
          name="password"
          rules={[
            { required: true, message: '请输入新密码!' },
            { pattern: PASSWORD_RULE, message: NEW_PASSWORD_MESSAGE },
          ]}
        >
          <Input.Password placeholder="请输入新密码" autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          label="确认新密码"
          name="confirmpassword"
          dependencies={['password']}
          rules={[
            { required: true, message: '请确认新密码!' },
            ({ getFieldValue }) => ({
              validator: (_rule, value: string | undefined) =>
                !value || value === getFieldValue('password')
                  ? Promise.resolve()
                  : Promise.reject(new Error('两次输入的密码不一样！')),
            }),
          ]}
        >
          <Input.Password placeholder="请确认新密码" autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
