import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../core/context.ts';
import { ok } from '../../core/result.ts';
import { parseInput } from '../../core/validation.ts';
import { resetPassword, verifyRecovery } from './recovery.ts';
import { register } from './register.ts';
import { alterationResetSchema, alterationVerifySchema, registerSchema } from './schema.ts';

/** Signed-out account flows: 注册 and 找回密码 (public). */
export function registrationRoutes(app: FastifyInstance, ctx: AppContext): void {
  const open = { config: { public: true } };

  app.post(`/sys/user/register`, open, async (request) => {
    const result = await register(ctx, parseInput(registerSchema, request.body), request.ip);
    return ok(result, result.status === 'pending' ? '注册成功，请等待管理员审核' : '注册成功');
  });

  app.post(`/sys/user/alteration/verify`, open, async (request) =>
    ok(await verifyRecovery(ctx, parseInput(alterationVerifySchema, request.body)), '验证通过'),
  );

  app.post(`/sys/user/alteration/reset`, open, async (request) => {
    await resetPassword(ctx, parseInput(alterationResetSchema, request.body), request.ip);
    return ok(null, '密码重置成功，请使用新密码登录');
  });
}
