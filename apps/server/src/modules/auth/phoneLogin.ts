import type { LoginResult } from '@hcs/shared';
import { z } from 'zod';
import { LoginEvent, writeLoginLog } from '../../core/audit/loginLog.ts';
import type { AppContext } from '../../core/context.ts';
import { BusinessError } from '../../core/result.ts';
import { consumeSmsCode, SmsMode } from '../sms/codes.ts';
import { liveUsersByPhone } from '../sms/recipients.ts';
import { smsCodeRefusal } from '../sms/refusals.ts';
import { mobileField, smsCodeField } from '../sms/schema.ts';
import { type ClientInfo, completeLogin } from './signIn.ts';

export const phoneLoginSchema = z.object({
  mobile: mobileField,
  captcha: smsCodeField,
  remember_me: z.boolean().optional(),
});
export type PhoneLoginInput = z.infer<typeof phoneLoginSchema>;

export const SHARED_PHONE_MESSAGE = '该手机号关联了多个账号，请使用账号密码登录';

/**
 * 手机号登录: the code sent to the number (smsmode 0) identifies its one live user. Guessing is bounded
 * by the code's 5 tries and the hourly send limits, as the password lockout bounds password guesses.
 */
export async function phoneLogin(
  ctx: AppContext,
  input: PhoneLoginInput,
  client: ClientInfo,
): Promise<LoginResult> {
  const db = ctx.db.kysely;
  const failLog = (reason: string, userId: string | null = null) =>
    writeLoginLog(db, {
      event: LoginEvent.failure,
      content: `手机号: ${input.mobile},登录失败：${reason}`,
      userId,
      username: input.mobile,
      ip: client.ip,
    });

  const verdict = await consumeSmsCode(ctx, {
    mobile: input.mobile,
    mode: SmsMode.login,
    code: input.captcha,
  });
  if (verdict !== 'ok') {
    const message = smsCodeRefusal(verdict);
    await failLog(message);
    throw new BusinessError(message);
  }
  const owners = await liveUsersByPhone(ctx, input.mobile);
  const [user] = owners;
  // The code went out only while the number had a live user; one removed since is as if none.
  const refusal = !user ? smsCodeRefusal('expired') : owners.length > 1 ? SHARED_PHONE_MESSAGE : null;
  if (refusal || !user) {
    await failLog(refusal ?? SHARED_PHONE_MESSAGE);
    throw new BusinessError(refusal ?? SHARED_PHONE_MESSAGE);
  }
  return completeLogin(ctx, user, client, failLog);
}
