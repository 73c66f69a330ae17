import { authenticate } from '../../core/auth/guard.ts';
import type { AppContext } from '../../core/context.ts';
import type { Api } from '../../core/http/inputSchemas.ts';
import { BusinessError, ok, unauthorized } from '../../core/result.ts';
import { RegisterClosedMessage, readLoginSetting } from '../loginSetting/service.ts';
import type { MessageSenders } from '../message/channels.ts';
import { defaultSenders } from '../message/senders.ts';
import { issueSmsCode, SmsMode } from './codes.ts';
import { smsRecipient } from './recipients.ts';
import { sendSmsSchema } from './schema.ts';
import { recordSmsSend } from './sendRate.ts';

export const SMS_SENT_MESSAGE = '验证码已发送，10分钟内有效';

/**
 * POST /sys/sms: asks for a verification code. The answer is the same whether or not a code was really
 * sent, so it tells nothing about which numbers have accounts.
 */
export function smsRoutes(app: Api, ctx: AppContext, senders: MessageSenders = defaultSenders(ctx)) {
  app.post(
    `/sys/sms`,
    { config: { summary: '发送短信验证码', public: true }, schema: { body: sendSmsSchema } },
    async (request) => {
      const input = request.body;
      const auth =
        input.smsmode === SmsMode.changePhone ? await authenticate(request, ctx.tokens, ctx.sessions) : null;
      if (input.smsmode === SmsMode.changePhone && !auth) throw unauthorized();
      if (input.smsmode === SmsMode.register && !(await readLoginSetting(ctx)).registerEnabled) {
        throw new BusinessError(RegisterClosedMessage);
      }
      await recordSmsSend(ctx, input.mobile, request.ip);
      if (await smsRecipient(ctx, input, auth?.userId ?? null)) {
        await issueSmsCode(ctx, { mobile: input.mobile, mode: input.smsmode }, senders);
      }
      return ok(null, SMS_SENT_MESSAGE);
    },
  );
}
