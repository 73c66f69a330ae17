import { StorageKeys } from '@hcs/shared';
import { getLocal, removeLocal } from '../utils/storage.ts';
import { requestEffects } from './effects.ts';
import { type ErrorBody, RequestError } from './requestError.ts';

const TITLE = '系统提示';
const RELOAD_AFTER_401_MS = 1500;
const LOGIN_PATH = '/user/login';

/** One logout at a time: the logout call itself may fail with 401 while we log out. */
let loggingOut: Promise<void> | null = null;
/** One 登录已过期 modal at a time, however many requests fail together. */
let tokenExpiredOpen = false;

function logoutOnce(): Promise<void> {
  loggingOut ??= requestEffects()
    .logout()
    .catch(() => undefined)
    .finally(() => {
      loggingOut = null;
    });
  return loggingOut;
}

function showTokenExpired(): void {
  if (tokenExpiredOpen) return;
  tokenExpiredOpen = true;
  const effects = requestEffects();
  effects.confirmTokenExpired(() => {
    // Where the user confirmed: logging out sends the router to the login page before it resolves.
    const onLoginPage = effects.currentPath().startsWith(LOGIN_PATH);
    void logoutOnce().then(() => {
      tokenExpiredOpen = false;
      removeLocal(StorageKeys.token);
      if (!onLoginPage) effects.reload();
    });
  });
}

/** The failure's notice (which the live region repeats after it closes, see LiveRegion). */
function tell(text: string, durationSec?: number): void {
  const effects = requestEffects();
  if (durationSec === undefined) effects.notify(TITLE, text);
  else effects.notify(TITLE, text, durationSec);
}

/**
 * Runs the UI flow of spec §8 "HTTP" for a failed answer and returns the error to reject with.
 * Whether a token "exists" is read now, not when the request left: after a first 401 has logged
 * out, the requests failing with it do not log out again. `ownSession: false` (a request that went
 * without our token) never logs out.
 */
export async function httpFailure(
  status: number,
  body: ErrorBody | null,
  { ownSession = true } = {},
): Promise<RequestError> {
  const effects = requestEffects();
  // A request sent without our token (an upload to another endpoint) says nothing about our session.
  const hasToken = ownSession && Boolean(getLocal<string>(StorageKeys.token));
  const serverMessage = typeof body?.message === 'string' ? body.message : '';
  switch (status) {
    case 403:
      tell('拒绝访问', 4);
      return new RequestError('拒绝访问', status, body);
    case 404:
      tell('很抱歉，资源未找到!', 4);
      return new RequestError('很抱歉，资源未找到!', status, body);
    case 504:
      tell('网络超时');
      return new RequestError('网络超时', status, body);
    case 401:
      tell('未授权，请重新登录', 4);
      if (hasToken) {
        await logoutOnce();
        setTimeout(() => effects.reload(), RELOAD_AFTER_401_MS);
      }
      return new RequestError('未授权，请重新登录', status, body);
    case 0: {
      const text = '网络连接失败，请检查网络';
      tell(text, 4);
      return new RequestError(text, status, body);
    }
    default: {
      if (status === 500 && hasToken && serverMessage.includes('Token失效')) {
        showTokenExpired();
        return new RequestError(serverMessage, status, body);
      }
      const text = serverMessage || `请求失败（${status}）`;
      tell(text, 4);
      return new RequestError(text, status, body);
    }
  }
}
