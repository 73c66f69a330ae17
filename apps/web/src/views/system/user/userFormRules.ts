import {
  EMAIL_MESSAGE,
  EMAIL_PATTERN,
  LANDLINE_MESSAGE,
  LANDLINE_PATTERN,
  MOBILE_MESSAGE,
  MOBILE_PATTERN,
  NEW_PASSWORD_MESSAGE,
  PASSWORD_MESSAGE,
  PASSWORD_RULE,
  USERNAME_CHARS_MESSAGE,
  USERNAME_CHARS_PATTERN,
  USERNAME_LENGTH_MESSAGE,
  USERNAME_RULE,
} from '@hcs/shared';
import type { FormRule } from 'antd';
import { uniqueRule } from '../../../utils/uniqueRule.ts';

const unique = (fieldName: string, dataId: string | undefined) =>
  uniqueRule({ tableName: 'sys_user', fieldName, dataId });

/** Equal to the field `other`, else 两次输入的密码不一样！ (an empty value is left to `required`). */
export const sameAs =
  (other: string): FormRule =>
  ({ getFieldValue }) => ({
    validator: (_rule, value: string | undefined) =>
      !value || value === getFieldValue(other)
        ? Promise.resolve()
        : Promise.reject(new Error('两次输入的密码不一样！')),
  });

/** The rules of the 新增用户 / 编辑用户 form; `userId` is the edited user (uniqueness ignores it). */
export function userFormRules(userId: string | undefined) {
  return {
    username: [
      { required: true, whitespace: true, message: '请输入用户账号' },
      { pattern: USERNAME_CHARS_PATTERN, message: USERNAME_CHARS_MESSAGE },
      { pattern: USERNAME_RULE, message: USERNAME_LENGTH_MESSAGE },
      unique('username', userId),
    ],
    password: [
      { required: true, message: '请输入登录密码' },
      { pattern: PASSWORD_RULE, message: PASSWORD_MESSAGE },
    ],
    confirmPassword: [{ required: true, message: '请确认登录密码' }, sameAs('password')],
    realname: [
      { required: true, whitespace: true, message: '请输入用户姓名' },
      { max: 50, message: '最大长度50位字符' },
    ],
    workNo: [{ max: 100, message: '最大长度100位字符' }, unique('work_no', userId)],
    email: [{ pattern: EMAIL_PATTERN, message: EMAIL_MESSAGE }, unique('email', userId)],
    phone: [{ pattern: MOBILE_PATTERN, message: MOBILE_MESSAGE }, unique('phone', userId)],
    telephone: [{ pattern: LANDLINE_PATTERN, message: LANDLINE_MESSAGE }],
  } satisfies Record<string, FormRule[]>;
}

/** The rules of the 修改密码 (reset) dialog, spec §5 "Password dialog". */
export const resetPasswordRules = {
  password: [
    { required: true, message: '请输入新密码!' },
    { pattern: PASSWORD_RULE, message: NEW_PASSWORD_MESSAGE },
  ],
  confirmpassword: [{ required: true, message: '请确认新密码!' }, sameAs('password')],
} satisfies Record<string, FormRule[]>;
