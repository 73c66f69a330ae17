import { LockOutlined } from '@ant-design/icons';
import { PASSWORD_MESSAGE, PASSWORD_RULE } from '@hcs/shared';
import { Form, Input } from 'antd';

export const PASSWORD_MISMATCH = '两次输入的密码不一致';

/** A new password twice (fields `password` and `confirmPassword`), with the strength rule of rules.ts. */
export function NewPasswordFields({ label = '密码' }: { label?: string }) {
  return (
    <>
      <Form.Item
        label={label}
        name="password"
        rules={[
          { required: true, message: `请输入${label}` },
          { pattern: PASSWORD_RULE, message: PASSWORD_MESSAGE },
        ]}
      >
        <Input.Password
          prefix={<LockOutlined aria-hidden />}
          autoComplete="new-password"
          placeholder="至少8位，须同时包含字母和数字"
        />
      </Form.Item>
      <Form.Item
        label={`确认${label}`}
        name="confirmPassword"
        dependencies={['password']}
        rules={[
          { required: true, message: `请再次输入${label}` },
          ({ getFieldValue }) => ({
            validator: (_rule, value: string | undefined) =>
              !value || value === getFieldValue('password')
                ? Promise.resolve()
                : Promise.reject(new Error(PASSWORD_MISMATCH)),
          }),
        ]}
      >
        <Input.Password
          prefix={<LockOutlined aria-hidden />}
          autoComplete="new-password"
          placeholder={`请再次输入${label}`}
        />
      </Form.Item>
    </>
  );
}
