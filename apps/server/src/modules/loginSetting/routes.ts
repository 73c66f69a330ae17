import { currentUser } from '../../core/auth/guard.ts';
import type { AppContext } from '../../core/context.ts';
import type { Api } from '../../core/http/inputSchemas.ts';
import { ok } from '../../core/result.ts';
import { loginSettingSchema } from './schema.ts';
import { readLoginSetting, roleOptions, saveLoginSetting } from './service.ts';

const PATH = '/sys/loginSetting';
const edit = { config: { permission: 'system:loginSetting:edit' } };

/** 登录与注册设置: whether people may register, the role they get and whether they wait for approval. */
export function loginSettingRoutes(app: Api, ctx: AppContext): void {
  app.get(PATH, edit, async () => ok({ ...(await readLoginSetting(ctx)), roles: await roleOptions(ctx) }));

  app.put(PATH, { ...edit, schema: { body: loginSettingSchema } }, async (request) => {
    const input = request.body;
    await saveLoginSetting(ctx, currentUser(request).username, input);
    return ok(await readLoginSetting(ctx), '保存成功');
  });
}
