import { randomInt } from 'node:crypto';
import type { AppContext } from '../../core/context.ts';
import type { MessageSenders } from '../message/channels.ts';
import { MessageType } from '../message/channels.ts';
import { sendComposed } from '../message/messageService.ts';
import { defaultSenders } from '../message/senders.ts';
import { sameHash, secretHash } from './secretHash.ts';

/** What a code is for (smsmode): 0 login, 1 register, 2 forgot password, 3 change phone. */
export const SmsMode = { login: '0', register: '1', forgotPassword: '2', changePhone: '3' } as const;
export type SmsMode = (typeof SmsMode)[keyof typeof SmsMode];
export const SMS_MODES: readonly SmsMode[] = Object.values(SmsMode);

export const CODE_LIFETIME_MS = 10 * 60_000;
export const MAX_WRONG_TRIES = 5;

const PURPOSE: Record<SmsMode, string> = { '0': '登录', '1': '注册', '2': '找回密码', '3': '更换手机号' };

const codeHash = (ctx: AppContext, mobile: string, mode: SmsMode, code: string) =>
  secretHash(ctx.config, 'sms', mobile, mode, code);

export interface IssueSmsCodeInput {
  mobile: string;
  mode: SmsMode;
}

/**
 * Makes a fresh 6-digit code for the number and purpose (replacing any live one), keeps its hash for
 * 10 minutes and texts it through the SMS sender, which logs it in 消息. The hourly limits are the
 * caller's (recordSmsSend), counted whether or not a code is sent.
 */
export async function issueSmsCode(
  ctx: AppContext,
  input: IssueSmsCodeInput,
  senders: MessageSenders = defaultSenders(ctx),
): Promise<void> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const hash = codeHash(ctx, input.mobile, input.mode, code);
  await ctx.shared.put('smsCode', [input.mobile, input.mode], hash, CODE_LIFETIME_MS);
  await sendComposed(ctx, senders, {
    type: MessageType.sms,
    receiver: input.mobile,
    title: `${PURPOSE[input.mode]}验证码`,
    content: `您的验证码是 ${code}，10分钟内有效。`,
    sender: 'system',
    remark: `短信验证码（${PURPOSE[input.mode]}）`,
  });
}

export type SmsCodeVerdict = 'ok' | 'wrong' | 'expired';

export interface ConsumeSmsCodeInput {
  mobile: string;
  mode: SmsMode;
  code: string;
}

/**
 * Checks a code: 'ok' uses it up; 'wrong' counts a try (the fifth wrong one kills the code);
 * 'expired' when there is no live code (never sent, used, killed or older than 10 minutes).
 */
export async function consumeSmsCode(ctx: AppContext, input: ConsumeSmsCodeInput): Promise<SmsCodeVerdict> {
  const key = [input.mobile, input.mode];
  const live = await ctx.shared.read('smsCode', key);
  if (!live) return 'expired';
  if (live.tries >= MAX_WRONG_TRIES) {
    await ctx.shared.remove('smsCode', key);
    return 'expired';
  }
  if (sameHash(codeHash(ctx, input.mobile, input.mode, input.code), live.value)) {
    // Taking the very value read makes the code single-use even when two answers race.
    return (await ctx.shared.take('smsCode', key, live.value, MAX_WRONG_TRIES)) ? 'ok' : 'expired';
  }
  await ctx.shared.miss('smsCode', key, live.value, MAX_WRONG_TRIES);
  return 'wrong';
}
