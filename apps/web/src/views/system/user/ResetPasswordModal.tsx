import { Form, Input, Modal } from 'antd';
import { useFormSave } from '../../../components/form/useFormSave.ts';
import type { SysUser } from './types.ts';
import { resetPassword } from './userApi.ts';
import { resetPasswordRules as rules } from './userFormRules.ts';

interface Props {
  /** The user whose password is set; null keeps the dialog closed. */
  user: SysUser | null;
  onClose(): void;
}

interface Values {
  password: string;
  confirmpassword: string;
}

const labelCol = { xs: { span: 24 }, sm: { span: 5 } };
const wrapperCol = { xs: { span: 24 }, sm: { span: 16 } };

/** 修改密码 of another user by an administrator (PUT /sys/user/changePassword); no old password. */
export function ResetPasswordModal({ user, onClose }: Props) {
  const [form] = Form.useForm<Values>();

  const close = () => {
    form.resetFields();
    onClose();
  };

  // Refused, the dialog stays open.
  const { saving, submit } = useFormSave(form, {
    save: (values) => resetPassword({ username: user?.username ?? '', ...values }),
    onSaved: close,
  });

  return (
    <Modal
      title="修改密码"
      width={800}
      open={user !== null}
      confirmLoading={saving}
      onOk={submit}
      onCancel={close}
      forceRender
    >
      <Form<Values> form={form} name="resetPassword" labelCol={labelCol} wrapperCol={wrapperCol}>
        <Form.Item label="用户账号" htmlFor="resetPassword_username">
          <Input id="resetPassword_username" value={user?.username ?? ''} disabled />
        </Form.Item>
        <Form.Item label="新密码" name="password" rules={rules.password}>
          <Input.Password placeholder="请输入新密码" autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          label="确认密码"
          name="confirmpassword"
          dependencies={['password']}
          rules={rules.confirmpassword}
        >
          <Input.Password placeholder="请确认新密码" autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
