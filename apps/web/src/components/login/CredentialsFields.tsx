import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Form, Input } from 'antd';

/**
 * A sign-in's user name and password (fields `username` and `password`). The user name's label also
 * names it in the placeholder and the required message: 用户名 → 请输入用户名.
 */
export function CredentialsFields({ usernameLabel }: { usernameLabel: string }) {
  const usernamePrompt = `请输入${usernameLabel}`;
  return (
    <>
      <Form.Item
        label={usernameLabel}
        name="username"
        rules={[{ required: true, whitespace: true, message: usernamePrompt }]}
      >
        <Input prefix={<UserOutlined aria-hidden />} autoComplete="username" placeholder={usernamePrompt} />
      </Form.Item>
      <Form.Item label="密码" name="password" rules={[{ required: true, message: '请输入密码' }]}>
        <Input.Password
          prefix={<LockOutlined aria-hidden />}
          autoComplete="current-password"
          placeholder="请输入密码"
        />
      </Form.Item>
    </>
  );
}
