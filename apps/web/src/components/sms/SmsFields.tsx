import { MobileOutlined, SafetyOutlined } from '@ant-design/icons';
import { Form, Input } from 'antd';
import { SmsCodeButton, type SmsCodeButtonProps } from './SmsCodeButton.tsx';
import { MOBILE_RULES, normalizeMobile, SMS_CODE_RULES } from './smsFormRules.ts';

/** 手机号 of the sign-in pages (spec §5 rule), its separators dropped as it is typed. */
export function MobileField({ name, placeholder = '请输入手机号' }: { name: string; placeholder?: string }) {
  return (
    <Form.Item label="手机号" name={name} rules={MOBILE_RULES} normalize={normalizeMobile}>
      <Input
        prefix={<MobileOutlined aria-hidden />}
        autoComplete="tel"
        inputMode="tel"
        maxLength={13}
        placeholder={placeholder}
      />
    </Form.Item>
  );
}

interface SmsCodeFieldProps extends Omit<SmsCodeButtonProps, 'className'> {
  /** The form's name: the label points at `<form>_<name>`, the input antd names so. */
  form: string;
  name: string;
}

/** 验证码 of the sign-in pages: six digits beside 获取验证码, which texts one for `smsmode`. */
export function SmsCodeField({ form, name, ...button }: SmsCodeFieldProps) {
  return (
    <Form.Item label="验证码" htmlFor={`${form}_${name}`}>
      <div className="hcs-login__captcha-row">
        <Form.Item noStyle name={name} rules={SMS_CODE_RULES}>
          <Input
            prefix={<SafetyOutlined aria-hidden />}
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={6}
            placeholder="请输入验证码"
          />
        </Form.Item>
        <SmsCodeButton className="hcs-login__sms" {...button} />
      </div>
    </Form.Item>
  );
}
