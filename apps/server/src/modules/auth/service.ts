import type { LoginResult, MultiDepart } from '@hcs/shared';
import { LoginEvent, writeLoginLog } from '../../core/audit/loginLog.ts';
import { hashPassword, verifyPassword } from '../../core/auth/password.ts';
import type { AppContext } from '../../core/context.ts';
import { BusinessError } from '../../core/result.ts';
import { formatDate } from '../../core/time.ts';
import { activeTenants, findLiveUserByName, toUserInfo, userDeparts } from '../user/profile.ts';
import type { CaptchaStore } from './captcha.ts';
import type { LoginLockout } from './lockout.ts';
import type { LoginInput } from './schema.ts';

export const LoginMessages = {
  captchaInvalid: '验证码无效',
  captchaWrong: '验证码错误',
  badCredentials: '用户名或密码错误',
  frozen: '该用户已冻结',
  tenantsFrozen: '与该用户关联的租户均已被冻结，无法登录！',
  locked: (minutes: number) => `密码错误次数过多，账号已锁定，请${minutes}分钟后再试`,
} as const;

// Verifying against a real hash when the user does not exist keeps the answer time the same.
const dummyHash = hashPassword('not-a-real-password');

export interface LoginDeps {
  ctx: AppContext;
  captchas: CaptchaStore;
  lockout: LoginLockout;
}

export interface ClientInfo {
  ip: string;
  userAgent: string | null;
}

export async function login(deps: LoginDeps, input: LoginInput, client: ClientInfo): Promise<LoginResult> {
  const { ctx, captchas, lockout } = deps;
  const db = ctx.db.kysely;
  const failLog = (reason: string, userId: string | null = null) =>
    writeLoginLog(db, {
      event: LoginEvent.failure,
      content: `用户名: ${input.username},登录失败：${reason}`,
      userId,
      username: input.username,
      ip: client.ip,
    });

  if (ctx.config.loginCaptcha) {
    const verdict =
      input.captcha && input.checkKey !== undefined
        ? await captchas.consume(String(input.checkKey), input.captcha)
        : 'invalid';
    if (verdict !== 'ok') {
      const message = verdict === 'wrong' ? LoginMessages.captchaWrong : LoginMessages.captchaInvalid;
      await failLog(message);
      throw new BusinessError(message);
    }
  }

  const lockedMs = await lockout.lockedFor(input.username);
  if (lockedMs > 0) {
    const message = LoginMessages.locked(Math.ceil(lockedMs / 60_000));
    await failLog(message);
    throw new BusinessError(message);
  }

  const user = await findLiveUserByName(db, input.username);
  const passwordOk = await verifyPassword(user?.password ?? (await dummyHash), input.password);
  if (!user || !passwordOk) {
    const locked = await lockout.recordFailure(input.username);
    const message = locked ? LoginMessages.locked(10) : LoginMessages.badCredentials;
    await failLog(message, user?.id ?? null);
    throw new BusinessError(message);
  }
  if (user.status === 2) {
    await failLog(LoginMessages.frozen, user.id);
    throw new BusinessError(LoginMessages.frozen);
  }

  const tenantList = await activeTenants(db, user.relTenantIds, formatDate());
  if (user.relTenantIds && tenantList.length === 0) {
    await failLog(LoginMessages.tenantsFrozen, user.id);
    throw new BusinessError(LoginMessages.tenantsFrozen);
  }

  const departs = await userDeparts(db, user.id);
  const multiDepart: MultiDepart = departs.length === 0 ? 0 : departs.length === 1 ? 1 : 2;
  let orgCode = user.orgCode;
  const only = departs[0];
  if (multiDepart === 1 && only && orgCode !== only.orgCode) {
    orgCode = only.orgCode;
    await db.updateTable('sysUser').set({ orgCode }).where('id', '=', user.id).execute();
  }

  await lockout.clear(input.username);
  const session = await ctx.sessions.create(user.id, user.username, client.ip, client.userAgent);
  const token = await ctx.tokens.sign(
    { sessionId: session.id, userId: user.id, username: user.username },
    session.expiresAt,
  );
  await writeLoginLog(db, {
    event: LoginEvent.success,
    content: `用户名: ${user.username},登录成功！`,
    userId: user.id,
    username: user.username,
    ip: client.ip,
  });

  const result: LoginResult = {
    token,
    userInfo: toUserInfo({ ...user, orgCode }),
    sysAllDictItems: await ctx.dicts.all(),
    departs,
    multi_depart: multiDepart,
  };
  if (user.relTenantIds) result.tenantList = tenantList;
  return result;
}
