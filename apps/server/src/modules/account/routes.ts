import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../core/auth/guard.ts';
import type { AppContext } from '../../core/context.ts';
import { ok } from '../../core/result.ts';
import { parseInput } from '../../core/validation.ts';
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
export function accountRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(`${BASE}/profile`, async (request) => ok(await readProfile(ctx, currentUser(request))));
  app.put(`${BASE}/profile`, async (request) => {
    const input = parseInput(profileBody, request.body);
    return ok(await updateProfile(ctx, currentUser(request), input), '保存成功');
  });
  app.put(`${BASE}/email`, async (request) => {
    const { email } = parseInput(emailBody, request.body);
    await updateEmail(ctx, currentUser(request), email);
    return ok(null, '邮箱修改成功');
  });
  app.put(`${BASE}/phone`, async (request) => {
    const { phone, smscode } = parseInput(phoneBody, request.body);
    await changePhone(ctx, currentUser(request), phone, smscode);
    return ok(null, '手机号修改成功');
  });

  app.get(`${BASE}/sessions`, async (request) => ok(await mySessions(ctx, currentUser(request))));
  app.post(`${BASE}/sessions/logout`, async (request) => {
    const { id } = parseInput(sessionIdBody, request.body);
    await endMySession(ctx, currentUser(request), id);
    return ok(null, '已下线该会话');
  });

  app.get(`${BASE}/preferences`, async (request) => ok(await readLayout(ctx, currentUser(request).userId)));
  app.put(`${BASE}/preferences`, async (request) => {
    const layout = parseInput(preferencesBody, request.body);
    await saveLayout(ctx, currentUser(request).userId, layout);
    return ok(layout, '个性化设置已保存');
  });

  app.get(`${BASE}/notify`, async (request) => ok(await readChannels(ctx, currentUser(request).userId)));
  app.put(`${BASE}/notify`, async (request) => {
    const channels = parseInput(notifyBody, request.body);
    await saveChannels(ctx, currentUser(request).userId, channels);
    return ok(channels, '通知设置已保存');
  });

  app.get(`${BASE}/workOrders`, async (request) => ok(await myOpenWorkOrders(ctx, currentUser(request))));
  app.get(`${BASE}/activity`, async (request) => ok(await myRecentActivity(ctx, currentUser(request))));
}
