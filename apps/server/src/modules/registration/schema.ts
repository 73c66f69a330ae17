import {
  EMAIL_MESSAGE,
  EMAIL_PATTERN,
  PASSWORD_MESSAGE,
  PASSWORD_RULE,
  USERNAME_CHARS_MESSAGE,
  USERNAME_CHARS_PATTERN,
  USERNAME_LENGTH_MESSAGE,
} from '@hcs/shared';
import { z } from 'zod';
import { mobileField, smsCodeField } from '../sms/schema.ts';

const password = z
  .string({ message: '请输入密码' })
  .min(1, '请输入密码')
  .regex(PASSWORD_RULE, PASSWORD_MESSAGE);
const confirmPassword = z.string({ message: '请再次输入密码' }).min(1, '请再次输入密码');
const MISMATCH = '两次输入的密码不一致';

export const registerSchema = z
  .object({
    username: z
      .string({ message: '请输入用户账号' })
      .trim()
      .min(1, '请输入用户账号')
      .regex(USERNAME_CHARS_PATTERN, USERNAME_CHARS_MESSAGE)
      .min(4, USERNAME_LENGTH_MESSAGE)
      .max(18, USERNAME_LENGTH_MESSAGE),
    password,
    confirmPassword,
    phone: mobileField,
    smscode: smsCodeField,
    email: z
      .string()
      .trim()
      .max(100, EMAIL_MESSAGE)
      .optional()
      .transform((v) => v || null)
      .refine((v) => v === null || EMAIL_PATTERN.test(v), EMAIL_MESSAGE),
  })
  .refine((v) => v.password === v.confirmPassword, { message: MISMATCH });
export type RegisterInput = z.infer<typeof registerSchema>;

export const alterationVerifySchema = z.object({
  username: z.string({ message: '请输入用户账号' }).trim().min(1, '请输入用户账号').max(100, '用户名过长'),
  phone: mobileField,
  smscode: smsCodeField,
});
export type AlterationVerifyInput = z.infer<typeof alterationVerifySchema>;

export const alterationResetSchema = z
  .object({
    ticket: z
      .string({ message: '凭证无效，请重新验证' })
      .min(1, '凭证无效，请重新验证')
      .max(100, '凭证无效，请重新验证'),
    password,
    confirmPassword,
  })
  .refine((v) => v.password === v.confirmPassword, { message: MISMATCH });
export type AlterationResetInput = z.infer<typeof alterationResetSchema>;
