import { z } from 'zod';
import { LoginEvent, writeLoginLog } from '../../core/audit/loginLog.ts';
import type { AppContext } from '../../core/context.ts';
import type { Api } from '../../core/http/inputSchemas.ts';
import { BusinessError, ok } from '../../core/result.ts';
import { completeLogin } from '../auth/signIn.ts';
import { findLiveUserByName } from '../user/profile.ts';
import { CasMessages, claimTicket, validateTicket } from './validate.ts';

const validateBody = z.object({
  ticket: z.string({ message: CasMessages.invalid }).min(1, CasMessages.invalid).max(500),
  service: z.string({ message: CasMessages.badService }).min(1, CasMessages.badService).max(2000),
});

/** 统一认证 (CAS single sign-on): a service ticket the CAS server vouches for becomes a session. */
export function casRoutes(app: Api, ctx: AppContext): void {
  const db = ctx.db.kysely;

  app.post(
    '/sys/cas/client/validateLogin',
    { config: { summary: 'CAS 单点登录校验', public: true }, schema: { body: validateBody } },
    async (request) => {
      const casUrl = ctx.config.casUrl;
      if (!casUrl) throw new BusinessError(CasMessages.notConfigured);
      const { ticket, service } = request.body;
      // Only this server's own pages: a ticket issued to another service is not ours to use.
      const origin = new URL(`${request.protocol}://${request.host}`).origin;
      if (!URL.canParse(service) || new URL(service).origin !== origin) {
        throw new BusinessError(CasMessages.badService);
      }
      await claimTicket(db, ticket);
      const username = await validateTicket(casUrl, ticket, service);
      const client = { ip: request.ip, userAgent: request.headers['user-agent'] ?? null };
      const failLog = (reason: string, userId: string | null = null) =>
        writeLoginLog(db, {
          event: LoginEvent.failure,
          content: `用户名: ${username},统一认证登录失败：${reason}`,
          userId,
          username,
          ip: client.ip,
        });
      const user = await findLiveUserByName(db, username);
      if (!user) {
        await failLog(CasMessages.unknownUser);
        throw new BusinessError(CasMessages.unknownUser);
      }
      return ok(await completeLogin(ctx, user, client, failLog), '登录成功');
    },
  );
}
