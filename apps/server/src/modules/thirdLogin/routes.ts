import { thirdLoginProviderResource } from '@hcs/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { currentUser } from '../../core/auth/guard.ts';
import { resolveJwtSecret } from '../../core/auth/secret.ts';
import type { AppContext } from '../../core/context.ts';
import type { Api } from '../../core/http/inputSchemas.ts';
import { resourceRoutes } from '../../core/resource/routes.ts';
import { ok } from '../../core/result.ts';
import { LoginLockout } from '../auth/lockout.ts';
import type { ClientInfo } from '../auth/signIn.ts';
import { PasswordBox } from '../dataSource/passwordBox.ts';
import { unbindAccount, userBindings } from './accounts.ts';
import {
  bindWithPassword,
  finishTrip,
  loginWithToken,
  renderLocation,
  startTrip,
  type ThirdLoginDeps,
} from './service.ts';
import { ThirdLoginTickets } from './tickets.ts';

const PROVIDER_CODE = z.string().regex(/^[a-z0-9_]{1,32}$/, '登录方式不存在');
const codeParams = z.object({ code: PROVIDER_CODE });
const tokenParams = z.object({
  token: z.string().min(1).max(200),
  thirdType: PROVIDER_CODE,
});
const callbackQuery = z.object({
  code: z.string().max(2000).optional(),
  state: z.string().max(200).optional(),
  error: z.string().max(500).optional(),
});
const bindBody = z.object({
  ticket: z.string().min(1, '绑定凭证无效或已过期，请重新发起第三方登录').max(200),
  username: z.string({ message: '请输入用户账号' }).trim().min(1, '请输入用户账号').max(100),
  password: z.string({ message: '请输入密码' }).min(1, '请输入密码').max(200),
});

const clientOf = (request: FastifyRequest): ClientInfo => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? null,
});

/** The address the browser reached the server at (behind a proxy: its forwarded protocol and host). */
const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/** A browser redirect carrying a single-use ticket: never cached, never passed on as a referrer. */
const redirectOnce = (reply: FastifyReply, location: string) =>
  reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').redirect(location, 302);

/**
 * 第三方登录: the providers' standard endpoints (client secrets sealed, never answered), the sign-in trip
 * (render → provider → callback → one-time token or bind ticket → login) and the signed-in user's bindings.
 */
export function thirdLoginRoutes(app: Api, ctx: AppContext): void {
  const db = ctx.db.kysely;
  const deps: ThirdLoginDeps = {
    ctx,
    tickets: new ThirdLoginTickets(db),
    lockout: new LoginLockout(ctx.shared),
    box: new PasswordBox(
      resolveJwtSecret(ctx.config.jwtSecret, ctx.config.dataDir),
      'third login client secret',
    ),
  };

  resourceRoutes(app, ctx, {
    resource: thirdLoginProviderResource,
    table: 'sysThirdLoginProvider',
    notFound: '未找到对应的登录方式',
    prepare: (values) => {
      const { clientSecret, ...rest } = values;
      // None on an edit keeps the stored secret.
      if (clientSecret === undefined || clientSecret === null || clientSecret === '') return rest;
      return { ...rest, clientSecret: deps.box.seal(String(clientSecret)) };
    },
    inTransaction: async (trx, write) => {
      if (write.action !== 'delete' || write.ids.length === 0) return;
      const codes = trx.selectFrom('sysThirdLoginProvider').select('code').where('id', 'in', write.ids);
      await trx.deleteFrom('sysThirdAccount').where('providerCode', 'in', codes).execute();
    },
  });

  app.get(
    '/sys/thirdLogin/render/:code',
    { config: { summary: '跳转第三方登录', public: true }, schema: { params: codeParams } },
    async (request, reply) => {
      const { code } = request.params;
      return redirectOnce(reply, await renderLocation(deps, code, originOf(request)));
    },
  );

  app.get(
    '/sys/thirdLogin/callback/:code',
    {
      config: { summary: '第三方登录回调', public: true },
      schema: { params: codeParams, querystring: callbackQuery },
    },
    async (request, reply) => {
      const { code } = request.params;
      const query = request.query;
      return redirectOnce(reply, await finishTrip(deps, code, query));
    },
  );

  app.get(
    '/sys/thirdLogin/getLoginUser/:token/:thirdType',
    { config: { summary: '第三方登录换取令牌', public: true }, schema: { params: tokenParams } },
    async (request) => {
      const { token, thirdType } = request.params;
      return ok(await loginWithToken(deps, token, thirdType, clientOf(request)), '登录成功');
    },
  );

  app.post(
    '/sys/thirdLogin/bindAccount',
    { config: { summary: '第三方账号绑定已有账号', public: true }, schema: { body: bindBody } },
    async (request) => {
      const input = request.body;
      return ok(await bindWithPassword(deps, input, clientOf(request)), '绑定成功');
    },
  );

  app.post(
    '/sys/thirdLogin/bindStart/:code',
    { config: { summary: '开始绑定第三方账号' }, schema: { params: codeParams } },
    async (request) => {
      const { code } = request.params;
      const { userId } = currentUser(request);
      return ok({ url: await startTrip(deps, code, originOf(request), { purpose: 'bind', userId }) });
    },
  );

  app.get('/sys/thirdLogin/bindings', { config: { summary: '我的第三方账号绑定' } }, async (request) =>
    ok(await userBindings(db, currentUser(request).userId)),
  );

  app.delete(
    '/sys/thirdLogin/bindings/:code',
    { config: { summary: '解除第三方账号绑定' }, schema: { params: codeParams } },
    async (request) => {
      const { code } = request.params;
      await unbindAccount(db, currentUser(request).userId, code);
      return ok(null, '解绑成功');
    },
  );
}
