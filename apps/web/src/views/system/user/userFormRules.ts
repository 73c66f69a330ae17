import { NEW_PASSWORD_MESSAGE, PASSWORD_RULE, userResource } from '@hcs/shared';
import type { FormRule } from 'antd';
import { resourceFormRules } from '../../../components/resource/resourceFormRules.ts';

/** Equal to the field `other`, else 两次输入的密码不一样！ (an empty value is left to `required`). */
export const sameAs =
  (other: string): FormRule =>
  ({ getFieldValue }) => ({
    validator: (_rule, value: string | undefined) =>
      !value || value === getFieldValue(other)
        ? Promise.resolve()
        : Promise.reject(new Error('两次输入的密码不一样！')),
  });

/**
 * The rules of the 新增用户 / 编辑用户 form: the user resource's own (the server checks the same), and the
 * password typed twice. `userId` is the edited user (uniqueness ignores it).
 */
export function userFormRules(userId: string | undefined) {
  const rules = resourceFormRules(userResource, userId);
  const of = (field: keyof typeof userResource.fields) => rules[field] ?? [];
  return {
    username: of('username'),
    password: of('password'),
    confirmPassword: [{ required: true, message: '请确认登录密码' }, sameAs('password')],
    realname: of('realname'),
    workNo: of('workNo'),
    email: of('email'),
    phone: of('phone'),
    telephone: of('telephone'),
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
