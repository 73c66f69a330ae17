import { type LoginResult, THIRD_LOGIN_MODES } from '@hcs/shared';
import { LoginEvent, writeLoginLog } from '../../core/audit/loginLog.ts';
import { hashPassword, verifyPassword } from '../../core/auth/password.ts';
import type { AppContext } from '../../core/context.ts';
import { BusinessError } from '../../core/result.ts';
import type { LoginLockout } from '../auth/lockout.ts';
import { LoginMessages } from '../auth/messages.ts';
import { type ClientInfo, completeLogin, type LoginFailureLog } from '../auth/signIn.ts';
import type { PasswordBox } from '../dataSource/passwordBox.ts';
import { findLiveUserByName, findUserById, type UserRow } from '../user/profile.ts';
import { bindAccount, boundUser, createBoundAccount, type ExternalAccount } from './accounts.ts';
import { authorizeLocation, claimText, fetchClaims, OAuthMessages, pkcePair } from './oauth.ts';
import { enabledProvider } from './providers.ts';
import type { ThirdLoginTickets } from './tickets.ts';

export const ThirdLoginMessages = {
  stateInvalid: '登录请求已失效，请重新发起第三方登录',
  tokenInvalid: '登录凭证无效或已过期，请重新登录',
  bindInvalid: '绑定凭证无效或已过期，请重新发起第三方登录',
  secretUnreadable: '该登录方式的客户端密钥无法解密，请管理员重新填写',
  denied: '第三方登录已取消或被拒绝',
  accountGone: '该第三方账号绑定的用户不存在或已删除',
} as const;

export interface ThirdLoginDeps {
  ctx: AppContext;
  tickets: ThirdLoginTickets;
  lockout: LoginLockout;
  box: PasswordBox;
}

/** Why the trip to the provider was made: to sign in, or to bind the signed-in user's account. */
type Purpose = { purpose: 'login' } | { purpose: 'bind'; userId: string };

/** Where the browser lands after the provider's callback. */
const LOGIN_PAGE = '/user/login';
const BINDING_PAGE = '/account/settings/binding';

const dummyHash = hashPassword('not-a-real-password');

/** `origin` + base path: the address the provider sends the browser back to. */
export function callbackUri(ctx: AppContext, origin: string, code: string): string {
  return `${origin}${ctx.config.basePath}/sys/thirdLogin/callback/${encodeURIComponent(code)}`;
}

/** The provider's authorisation address for a new trip, its state and PKCE verifier kept server-side. */
export async function startTrip(
  deps: ThirdLoginDeps,
  code: string,
  origin: string,
  why: Purpose,
): Promise<string> {
  const provider = await enabledProvider(deps.ctx.db.kysely, code);
  const { verifier, challenge } = pkcePair();
  const redirectUri = callbackUri(deps.ctx, origin, provider.code);
  const state = await deps.tickets.issue('state', provider.code, { verifier, redirectUri, ...why });
  return authorizeLocation(provider, { state, challenge, redirectUri });
}

const withQuery = (path: string, query: Record<string, string>) =>
  `${path}?${new URLSearchParams(query).toString()}`;
// The binding page's outcome rides in the fragment: the page's address (and so its tab) stays the same.
const withFragment = (path: string, values: Record<string, string>) =>
  `${path}#${new URLSearchParams(values).toString()}`;

/** The login page's 使用 … 登录: off to the provider, or back to the login page with the refusal. */
export async function renderLocation(deps: ThirdLoginDeps, code: string, origin: string): Promise<string> {
  try {
    return await startTrip(deps, code, origin, { purpose: 'login' });
  } catch (error) {
    if (!(error instanceof BusinessError)) throw error;
    return withQuery(LOGIN_PAGE, { thirdError: error.message, thirdType: code });
  }
}

/**
 * The provider's callback: checks the state, exchanges the code, reads who the person is and answers
 * where the browser goes — the login page with a one-time login token or bind ticket, the binding page
 * (its outcome in the fragment), or either with the refusal (`thirdError`).
 */
export async function finishTrip(
  deps: ThirdLoginDeps,
  code: string,
  query: { code?: string; state?: string; error?: string },
): Promise<string> {
  const { ctx, tickets } = deps;
  const db = ctx.db.kysely;
  let why: Purpose = { purpose: 'login' };
  try {
    const trip = query.state ? await tickets.take('state', code, query.state) : null;
    if (!trip) throw new BusinessError(ThirdLoginMessages.stateInvalid);
    if (trip.purpose === 'bind' && typeof trip.userId === 'string')
      why = { purpose: 'bind', userId: trip.userId };
    if (query.error || !query.code) throw new BusinessError(ThirdLoginMessages.denied);
    const provider = await enabledProvider(db, code);
    const secret = provider.clientSecret ? deps.box.open(provider.clientSecret) : '';
    if (secret === null) throw new BusinessError(ThirdLoginMessages.secretUnreadable);
    const claims = await fetchClaims(provider, secret, {
      code: query.code,
      verifier: String(trip.verifier),
      redirectUri: String(trip.redirectUri),
    });
    const externalId = claimText(claims, provider.userClaim);
    if (!externalId) throw new BusinessError(OAuthMessages.noClaim);
    const account: ExternalAccount = {
      providerCode: provider.code,
      externalId,
      externalName: provider.nameClaim ? claimText(claims, provider.nameClaim) : null,
    };

    if (why.purpose === 'bind') {
      await bindAccount(db, why.userId, account);
      return withFragment(BINDING_PAGE, { thirdBound: provider.code });
    }
    const bound = await boundUser(db, account);
    if (bound === 'gone') throw new BusinessError(ThirdLoginMessages.accountGone);
    const user =
      bound ??
      (provider.loginMode === THIRD_LOGIN_MODES.create
        ? await createBoundAccount(db, account, provider.createRoleCode)
        : null);
    if (!user) {
      const ticket = await tickets.issue('bind', provider.code, account);
      return withQuery(LOGIN_PAGE, { thirdBind: ticket, thirdType: provider.code });
    }
    const token = await tickets.issue('login', provider.code, { userId: user.id });
    return withQuery(LOGIN_PAGE, { thirdToken: token, thirdType: provider.code });
  } catch (error) {
    if (!(error instanceof BusinessError)) throw error;
    const refusal = { thirdError: error.message, thirdType: code };
    return why.purpose === 'bind' ? withFragment(BINDING_PAGE, refusal) : withQuery(LOGIN_PAGE, refusal);
  }
}

function failureLog(ctx: AppContext, username: string, client: ClientInfo): LoginFailureLog {
  return (reason, userId = null) =>
    writeLoginLog(ctx.db.kysely, {
      event: LoginEvent.failure,
      content: `用户名: ${username},第三方登录失败：${reason}`,
      userId,
      username,
      ip: client.ip,
    });
}

/** The one-time login token of a callback exchanged for a session. */
export async function loginWithToken(
  deps: ThirdLoginDeps,
  token: string,
  code: string,
  client: ClientInfo,
): Promise<LoginResult> {
  const db = deps.ctx.db.kysely;
  const held = await deps.tickets.take('login', code, token);
  const user = typeof held?.userId === 'string' ? await findUserById(db, held.userId) : undefined;
  if (!user) throw new BusinessError(ThirdLoginMessages.tokenInvalid);
  await enabledProvider(db, code);
  return completeLogin(deps.ctx, user, client, failureLog(deps.ctx, user.username, client));
}

/**
 * A first sign-in bound to an existing account by its username and password: the same lockout as the
 * password login (a wrong password counts, a locked name is refused); the ticket serves once it succeeds.
 */
export async function bindWithPassword(
  deps: ThirdLoginDeps,
  input: { ticket: string; username: string; password: string },
  client: ClientInfo,
): Promise<LoginResult> {
  const { ctx, tickets, lockout } = deps;
  const db = ctx.db.kysely;
  const failLog = failureLog(ctx, input.username, client);
  const code = await tickets.peek('bind', input.ticket);
  if (!code) throw new BusinessError(ThirdLoginMessages.bindInvalid);
  const lockedMs = await lockout.lockedFor(input.username);
  if (lockedMs > 0) {
    const message = LoginMessages.locked(Math.ceil(lockedMs / 60_000));
    await failLog(message);
    throw new BusinessError(message);
  }
  const found = await findLiveUserByName(db, input.username);
  const passwordOk = await verifyPassword(found?.password ?? (await dummyHash), input.password);
  if (!found || !passwordOk) {
    const locked = await lockout.recordFailure(input.username);
    const message = locked ? LoginMessages.locked(10) : LoginMessages.badCredentials;
    await failLog(message, found?.id ?? null);
    throw new BusinessError(message);
  }
  const user: UserRow = found;
  const held = await tickets.take('bind', code, input.ticket);
  if (!held) throw new BusinessError(ThirdLoginMessages.bindInvalid);
  await enabledProvider(db, code);
  await bindAccount(db, user.id, {
    providerCode: code,
    externalId: String(held.externalId),
    externalName: typeof held.externalName === 'string' ? held.externalName : null,
  });
  const result = await completeLogin(ctx, user, client, failLog);
  await lockout.clear(input.username);
  return result;
}
