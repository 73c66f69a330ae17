import type { FastifyRequest } from 'fastify';
import { LoginEvent, writeLoginLog } from '../../core/audit/loginLog.ts';
import { authenticate } from '../../core/auth/guard.ts';
import type { AppContext } from '../../core/context.ts';
import type { Api } from '../../core/http/inputSchemas.ts';
import { ok } from '../../core/result.ts';
import { readLoginSetting } from '../loginSetting/service.ts';
import { enabledProviders } from '../thirdLogin/providers.ts';
import { CaptchaStore } from './captcha.ts';
import { LoginLockout } from './lockout.ts';
import { phoneLogin, phoneLoginSchema } from './phoneLogin.ts';
import { captchaKeySchema, loginSchema } from './schema.ts';
import { type ClientInfo, login } from './service.ts';

const clientOf = (request: FastifyRequest): ClientInfo => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? null,
});

/** Login, logout, captcha and the public settings the login page needs. Registered under the base path. */
export function authRoutes(app: Api, ctx: AppContext): void {
  const db = ctx.db.kysely;
  const captchas = new CaptchaStore(ctx.shared);
  const lockout = new LoginLockout(ctx.shared);

  app.get(`/sys/publicConfig`, { config: { summary: '登录页的公开配置', public: true } }, async () =>
    ok({
      platformName: ctx.config.platformName,
      centreName: ctx.config.centreName,
      centreUrl: ctx.config.centreUrl,
      captchaEnabled: ctx.config.loginCaptcha,
      registerEnabled: (await readLoginSetting(ctx)).registerEnabled,
      // The default sender keeps each text in 系统管理 → 消息, so codes can always be read out there.
      smsEnabled: true,
      casLoginUrl: ctx.config.casUrl ? `${ctx.config.casUrl}/login` : null,
      thirdParty: await enabledProviders(db),
    }),
  );

  app.get(
    `/sys/randomImage/:key`,
    { config: { summary: '获取图形验证码', public: true }, schema: { params: captchaKeySchema } },
    async (request) => {
      const { key } = request.params;
      return ok(await captchas.issue(key));
    },
  );

  app.post(
    `/sys/login`,
    { config: { summary: '账号密码登录', public: true }, schema: { body: loginSchema } },
    async (request) => {
      const input = request.body;
      return ok(await login({ ctx, captchas, lockout }, input, clientOf(request)), '登录成功');
    },
  );

  app.post(
    `/sys/phoneLogin`,
    { config: { summary: '手机验证码登录', public: true }, schema: { body: phoneLoginSchema } },
    async (request) => {
      const input = request.body;
      return ok(await phoneLogin(ctx, input, clientOf(request)), '登录成功');
    },
  );

  // Public so that a client with an already-dead token can still "log out" cleanly.
  app.post(`/sys/logout`, { config: { summary: '退出登录', public: true } }, async (request) => {
    const auth = await authenticate(request, ctx.tokens, ctx.sessions).catch(() => null);
    if (auth) {
      await ctx.sessions.revoke(auth.sessionId);
      ctx.realtime.closeSession(auth.sessionId);
      await writeLoginLog(db, {
        event: LoginEvent.logout,
        content: `用户名: ${auth.username},退出成功！`,
        userId: auth.userId,
        username: auth.username,
        ip: request.ip,
      });
    }
    return ok(null, '退出登录成功！');
  });
}
