import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../core/auth/guard.ts';
import type { AppContext } from '../../core/context.ts';
import { ok } from '../../core/result.ts';
import { parseInput } from '../../core/validation.ts';
import { loginSettingSchema } from './schema.ts';
import { readLoginSetting, roleOptions, saveLoginSetting } from './service.ts';

const PATH = '/sys/loginSetting';
const edit = { config: { permission: 'system:loginSetting:edit' } };

/** 登录与注册设置: whether people may register, the role they get and whether they wait for approval. */
export function loginSettingRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(PATH, edit, async () => ok({ ...(await readLoginSetting(ctx)), roles: await roleOptions(ctx) }));

  app.put(PATH, edit, async (request) => {
    const input = parseInput(loginSettingSchema, request.body);
    await saveLoginSetting(ctx, currentUser(request).username, input);
    return ok(await readLoginSetting(ctx), '保存成功');
  });
}
