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
  now = Date.now(),
): Promise<void> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const row = {
    mobile: input.mobile,
    mode: input.mode,
    codeHash: codeHash(ctx, input.mobile, input.mode, code),
    tries: 0,
    expiresAt: now + CODE_LIFETIME_MS,
  };
  await ctx.db.kysely.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('sysSmsCode')
      .where('mobile', '=', input.mobile)
      .where('mode', '=', input.mode)
      .execute();
    await trx.insertInto('sysSmsCode').values(row).execute();
  });
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
export async function consumeSmsCode(
  ctx: AppContext,
  input: ConsumeSmsCodeInput,
  now = Date.now(),
): Promise<SmsCodeVerdict> {
  const db = ctx.db.kysely;
  const live = () =>
    db.deleteFrom('sysSmsCode').where('mobile', '=', input.mobile).where('mode', '=', input.mode);
  const row = await db
    .selectFrom('sysSmsCode')
    .selectAll()
    .where('mobile', '=', input.mobile)
    .where('mode', '=', input.mode)
    .executeTakeFirst();
  if (!row) return 'expired';
  if (Number(row.expiresAt) <= now || row.tries >= MAX_WRONG_TRIES) {
    await live().where('codeHash', '=', row.codeHash).execute();
    return 'expired';
  }
  if (sameHash(codeHash(ctx, input.mobile, input.mode, input.code), row.codeHash)) {
    // Deleting the very row read makes the code single-use even when two answers race.
    const used = await live()
      .where('codeHash', '=', row.codeHash)
      .where('tries', '<', MAX_WRONG_TRIES)
      .executeTakeFirst();
    return Number(used.numDeletedRows) === 1 ? 'ok' : 'expired';
  }
  await db
    .updateTable('sysSmsCode')
    .set((eb) => ({ tries: eb('tries', '+', 1) }))
    .where('mobile', '=', input.mobile)
    .where('mode', '=', input.mode)
    .where('codeHash', '=', row.codeHash)
    .execute();
  await live().where('tries', '>=', MAX_WRONG_TRIES).execute();
  return 'wrong';
}
