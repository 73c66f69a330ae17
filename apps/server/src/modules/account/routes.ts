import { currentUser } from '../../core/auth/guard.ts';
import type { AppContext } from '../../core/context.ts';
import type { Api } from '../../core/http/inputSchemas.ts';
import { ok } from '../../core/result.ts';
import { myOpenWorkOrders, myRecentActivity } from './center.ts';
import { readChannels, readLayout, saveChannels, saveLayout } from './preferences.ts';
import { changePhone, readProfile, updateEmail, updateProfile } from './profile.ts';
import { emailBody, notifyBody, phoneBody, preferencesBody, profileBody, sessionIdBody } from './schema.ts';
import { endMySession, mySessions } from './sessions.ts';

const BASE = '/sys/account';

/**
 * 个人中心 and 账户设置 (issue 18). Every route needs only a session and reaches only the caller's own
 * data: the user id comes from the session, never from the request.
 */
export function accountRoutes(app: Api, ctx: AppContext): void {
  app.get(`${BASE}/profile`, { config: { summary: '个人资料' } }, async (request) =>
    ok(await readProfile(ctx, currentUser(request))),
  );
  app.put(
    `${BASE}/profile`,
    { config: { summary: '修改个人资料' }, schema: { body: profileBody } },
    async (request) => {
      const input = request.body;
      return ok(await updateProfile(ctx, currentUser(request), input), '保存成功');
    },
  );
  app.put(
    `${BASE}/email`,
    { config: { summary: '修改邮箱' }, schema: { body: emailBody } },
    async (request) => {
      const { email } = request.body;
      await updateEmail(ctx, currentUser(request), email);
      return ok(null, '邮箱修改成功');
    },
  );
  app.put(
    `${BASE}/phone`,
    { config: { summary: '修改手机号' }, schema: { body: phoneBody } },
    async (request) => {
      const { phone, smscode } = request.body;
      await changePhone(ctx, currentUser(request), phone, smscode);
      return ok(null, '手机号修改成功');
    },
  );

  app.get(`${BASE}/sessions`, { config: { summary: '我的登录设备' } }, async (request) =>
    ok(await mySessions(ctx, currentUser(request))),
  );
  app.post(
    `${BASE}/sessions/logout`,
    { config: { summary: '下线一个登录设备' }, schema: { body: sessionIdBody } },
    async (request) => {
      const { id } = request.body;
      await endMySession(ctx, currentUser(request), id);
      return ok(null, '已下线该会话');
    },
  );

  app.get(`${BASE}/preferences`, { config: { summary: '个人偏好' } }, async (request) =>
    ok(await readLayout(ctx, currentUser(request).userId)),
  );
  app.put(
    `${BASE}/preferences`,
    { config: { summary: '保存个人偏好' }, schema: { body: preferencesBody } },
    async (request) => {
      const layout = request.body;
      await saveLayout(ctx, currentUser(request).userId, layout);
      return ok(layout, '个性化设置已保存');
    },
  );

  app.get(`${BASE}/notify`, { config: { summary: '通知设置' } }, async (request) =>
    ok(await readChannels(ctx, currentUser(request).userId)),
  );
  app.put(
    `${BASE}/notify`,
    { config: { summary: '保存通知设置' }, schema: { body: notifyBody } },
    async (request) => {
      const channels = request.body;
      await saveChannels(ctx, currentUser(request).userId, channels);
      return ok(channels, '通知设置已保存');
    },
  );

  app.get(`${BASE}/workOrders`, { config: { summary: '我的工单' } }, async (request) =>
    ok(await myOpenWorkOrders(ctx, currentUser(request))),
  );
  app.get(`${BASE}/activity`, { config: { summary: '我的操作记录' } }, async (request) =>
    ok(await myRecentActivity(ctx, currentUser(request))),
  );
}
