import type { AppContext } from '../../core/context.ts';
import type { Api } from '../../core/http/inputSchemas.ts';
import { ok } from '../../core/result.ts';
import { resetPassword, verifyRecovery } from './recovery.ts';
import { register } from './register.ts';
import { alterationResetSchema, alterationVerifySchema, registerSchema } from './schema.ts';

/** Signed-out account flows: 注册 and 找回密码 (public). */
export function registrationRoutes(app: Api, ctx: AppContext): void {
  const open = { config: { public: true } };

  app.post(
    `/sys/user/register`,
    { config: { ...open.config, summary: '注册账号' }, schema: { body: registerSchema } },
    async (request) => {
      const result = await register(ctx, request.body, request.ip);
      return ok(result, result.status === 'pending' ? '注册成功，请等待管理员审核' : '注册成功');
    },
  );

  app.post(
    `/sys/user/alteration/verify`,
    { config: { ...open.config, summary: '找回密码：验证手机' }, schema: { body: alterationVerifySchema } },
    async (request) => ok(await verifyRecovery(ctx, request.body), '验证通过'),
  );

  app.post(
    `/sys/user/alteration/reset`,
    { config: { ...open.config, summary: '找回密码：重设密码' }, schema: { body: alterationResetSchema } },
    async (request) => {
      await resetPassword(ctx, request.body, request.ip);
      return ok(null, '密码重置成功，请使用新密码登录');
    },
  );
}
