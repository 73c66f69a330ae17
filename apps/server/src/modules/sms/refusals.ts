import type { SmsCodeVerdict } from './codes.ts';

export const SmsCodeMessages = {
  wrong: '短信验证码错误',
  expired: '短信验证码已失效，请重新获取',
} as const;

/** The refusal for a code that did not pass. */
export const smsCodeRefusal = (verdict: Exclude<SmsCodeVerdict, 'ok'>): string => SmsCodeMessages[verdict];
