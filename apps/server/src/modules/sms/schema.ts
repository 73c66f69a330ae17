import { MOBILE_MESSAGE, MOBILE_PATTERN, stripPhone } from '@hcs/shared';
import { z } from 'zod';
import { SMS_MODES, type SmsMode } from './codes.ts';

/** A login mobile as typed (spaces and dashes dropped), checked against spec §5. */
export const mobileField = z
  .string({ message: MOBILE_MESSAGE })
  .transform(stripPhone)
  .pipe(z.string().regex(MOBILE_PATTERN, MOBILE_MESSAGE));

/** A 6-digit SMS code; anything else is simply wrong. */
export const smsCodeField = z
  .string({ message: '请输入短信验证码' })
  .trim()
  .min(1, '请输入短信验证码')
  .max(16, '验证码错误');

export const sendSmsSchema = z.object({
  mobile: mobileField,
  smsmode: z.enum(SMS_MODES as [SmsMode, ...SmsMode[]], { message: '短信类型不正确' }),
  username: z.string().trim().max(100, '用户名过长').optional(),
});
export type SendSmsInput = z.infer<typeof sendSmsSchema>;
