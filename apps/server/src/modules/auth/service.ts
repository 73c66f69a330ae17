import type { LoginResult } from '@hcs/shared';
import { LoginEvent, writeLoginLog } from '../../core/audit/loginLog.ts';
import { hashPassword, verifyPassword } from '../../core/auth/password.ts';
import type { AppContext } from '../../core/context.ts';
import { BusinessError } from '../../core/result.ts';
import { findLiveUserByName } from '../user/profile.ts';
import type { CaptchaStore } from './captcha.ts';
import type { LoginLockout } from './lockout.ts';
import { LoginMessages } from './messages.ts';
import type { LoginInput } from './schema.ts';
import { type ClientInfo, completeLogin } from './signIn.ts';

export type { ClientInfo };
export { LoginMessages };

// Verifying against a real hash when the user does not exist keeps the answer time the same.
const dummyHash = hashPassword('not-a-real-password');

export interface LoginDeps {
  ctx: AppContext;
  captchas: CaptchaStore;
  lockout: LoginLockout;
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
  const result = await completeLogin(ctx, user, client, failLog);
  await lockout.clear(input.username);
  return result;
}
