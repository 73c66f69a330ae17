import {
  type AllAuthEntry,
  type AuthEntry,
  type LoginRequest,
  type LoginResult,
  type MenuEntry,
  ResultCode,
  SessionKeys,
  StorageKeys,
  type Tenant,
  type UserInfo,
} from '@hcs/shared';
import { create } from 'zustand';
import { getPermissions, login as loginRequest, logoutRequest } from '../api/auth.ts';
import { Refusal } from '../api/refusal.ts';
import { type Done, setRequestEffects } from '../api/request.ts';
import { RequestError } from '../api/requestError.ts';
import { getLocal, getSession, removeLocal, removeSession, setLocal, setSession } from '../utils/storage.ts';

/** Message of spec §8 when the permission call brings no menu. */
export const MENU_MISSING_MESSAGE = 'permissions must be a non-null array';

export interface SessionState {
  token: string | null;
  userInfo: UserInfo | null;
  /** null = not fetched in this page load yet. */
  menu: MenuEntry[] | null;
  auth: AuthEntry[];
  allAuth: AllAuthEntry[];
  /** The last login found the user in several departments: ask once which one to work in. */
  departPrompt: boolean;
  /**
   * The message of a logout call that failed before this page load (spec §8), for the login page to
   * show once: a logout reloads the page, which would wipe a message shown before.
   */
  logoutFailure: string | null;
  login(req: LoginRequest): Promise<LoginResult>;
  /**
   * Starts the session a login of another way in answered (phone code, third party, single sign-on),
   * in `tenantId` when it is one of the answer's tenants (else the first).
   */
  adopt(result: LoginResult, tenantId?: number): LoginResult;
  /** The tenants the last login listed: the header offers 切换租户 when there are several. */
  tenants: Tenant[];
  /**
   * Works in another of the user's tenants: stored, then the permissions and menu read again in it. A
   * tenant the server refuses (无权访问该租户) leaves the one before in place and rejects.
   */
  switchTenant(tenantId: number): Promise<void>;
  fetchPermissions(): Promise<MenuEntry[]>;
  logout(): Promise<void>;
  setUserInfo(userInfo: UserInfo): void;
  clearDepartPrompt(): void;
  clearLogoutFailure(): void;
}

/** localStorage key of the tenants the last login listed. */
const TENANTS_KEY = 'HCS_TENANT_LIST';

/** The login answer, or its refusal's message as the error (用户名或密码错误), for the login page to show. */
export function loginResultOf(res: Done<LoginResult>): LoginResult {
  if (res.code !== ResultCode.ok || !res.result?.token) throw new Error(res.message || '登录失败');
  return res.result;
}

const TENANT_REFUSED = '无权访问该租户';

/** The server's refusal of the tenant a request asked to act in (the `tenant-id` header). */
function isTenantRefusal(error: unknown): boolean {
  return error instanceof RequestError && error.status === 403 && error.envelope?.message === TENANT_REFUSED;
}

interface LoadedPermissions {
  menu: MenuEntry[];
  auth: AuthEntry[];
  allAuth: AllAuthEntry[];
}

/** The user's menu and permissions as the server gives them in the stored tenant. */
async function readPermissions(): Promise<LoadedPermissions> {
  const permissions = await getPermissions().catch((error: unknown) => {
    throw error instanceof Refusal && !error.message ? new Error(MENU_MISSING_MESSAGE) : error;
  });
  const menu = permissions?.menu;
  if (!Array.isArray(menu)) throw new Error(MENU_MISSING_MESSAGE);
  return { menu, auth: permissions.auth ?? [], allAuth: permissions.allAuth ?? [] };
}

/** sessionStorage key of the pending department question, so a reload still asks it. */
const DEPART_PROMPT_KEY = 'HCS_DEPART_PROMPT';
/** sessionStorage key of a failed logout's message, carried over the reload that follows a logout. */
const LOGOUT_FAILURE_KEY = 'HCS_LOGOUT_FAILURE';
const LOGOUT_FAILED = '退出登录失败';

/** The failed logout's message left by the page before this load; taken, so it is shown once. */
function takeLogoutFailure(): string | null {
  const failure = getSession<string>(LOGOUT_FAILURE_KEY);
  removeSession(LOGOUT_FAILURE_KEY);
  return failure;
}

function clearStoredSession(): void {
  for (const key of [
    StorageKeys.token,
    StorageKeys.username,
    StorageKeys.userInfo,
    StorageKeys.dictCache,
    TENANTS_KEY,
  ]) {
    removeLocal(key);
  }
  removeSession(SessionKeys.userAuth);
  removeSession(SessionKeys.allAuth);
  removeSession(DEPART_PROMPT_KEY);
}

export const useSessionStore = create<SessionState>()((set, get) => ({
  token: getLocal<string>(StorageKeys.token),
  userInfo: getLocal<UserInfo>(StorageKeys.userInfo),
  menu: null,
  auth: getSession<AuthEntry[]>(SessionKeys.userAuth) ?? [],
  allAuth: getSession<AllAuthEntry[]>(SessionKeys.allAuth) ?? [],
  departPrompt: getSession<boolean>(DEPART_PROMPT_KEY) === true,
  logoutFailure: takeLogoutFailure(),
  tenants: getLocal<Tenant[]>(TENANTS_KEY) ?? [],

  async login(req) {
    // A refusal (用户名或密码错误) rejects with its message, for the login page to show.
    return get().adopt(loginResultOf(await loginRequest(req)));
  },

  adopt(result, tenantId) {
    const { token, userInfo, sysAllDictItems, tenantList } = result;
    setLocal(StorageKeys.token, token);
    setLocal(StorageKeys.username, userInfo.username);
    setLocal(StorageKeys.userInfo, userInfo);
    setLocal(StorageKeys.dictCache, sysAllDictItems);
    const tenants = tenantList ?? [];
    const tenant = tenants.find((t) => t.id === tenantId) ?? tenants[0];
    if (tenant) setLocal(StorageKeys.tenantId, tenant.id);
    else removeLocal(StorageKeys.tenantId);
    setLocal(TENANTS_KEY, tenants);
    removeSession(SessionKeys.userAuth);
    removeSession(SessionKeys.allAuth);
    const departPrompt = result.multi_depart === 2;
    if (departPrompt) setSession(DEPART_PROMPT_KEY, true);
    else removeSession(DEPART_PROMPT_KEY);
    // A logout failure not yet shown (no reload came) is old news now.
    removeSession(LOGOUT_FAILURE_KEY);
    set({ token, userInfo, menu: null, auth: [], allAuth: [], departPrompt, logoutFailure: null, tenants });
    return result;
  },

  async fetchPermissions() {
    const loaded = await readPermissions().catch((error: unknown) => {
      // A stored tenant the server refuses (the user has left it since) gives way to the user's first.
      if (!isTenantRefusal(error) || getLocal(StorageKeys.tenantId) === null) throw error;
      const first = get().tenants[0];
      if (first && first.id !== getLocal<number>(StorageKeys.tenantId))
        setLocal(StorageKeys.tenantId, first.id);
      else removeLocal(StorageKeys.tenantId);
      return readPermissions();
    });
    setSession(SessionKeys.userAuth, loaded.auth);
    setSession(SessionKeys.allAuth, loaded.allAuth);
    set(loaded);
    return loaded.menu;
  },

  async logout() {
    // Cleared before the call, so a 401 answer to it finds no session left to log out again.
    const token = get().token ?? getLocal<string>(StorageKeys.token);
    clearStoredSession();
    set({ token: null, userInfo: null, menu: null, auth: [], allAuth: [], departPrompt: false, tenants: [] });
    // Logging out proceeds even if the server call fails (spec §4 "Session"); its message is shown.
    const failure = await logoutRequest(token).then(
      () => null,
      (error: unknown) => (error instanceof Error && error.message ? error.message : LOGOUT_FAILED),
    );
    if (failure) setSession(LOGOUT_FAILURE_KEY, failure);
  },

  async switchTenant(tenantId) {
    const before = getLocal<number>(StorageKeys.tenantId);
    setLocal(StorageKeys.tenantId, tenantId);
    let loaded: LoadedPermissions;
    try {
      loaded = await readPermissions();
    } catch (error) {
      if (before === null) removeLocal(StorageKeys.tenantId);
      else setLocal(StorageKeys.tenantId, before);
      throw isTenantRefusal(error) ? new Error(TENANT_REFUSED) : error;
    }
    setSession(SessionKeys.userAuth, loaded.auth);
    setSession(SessionKeys.allAuth, loaded.allAuth);
    set(loaded);
  },

  setUserInfo(userInfo) {
    setLocal(StorageKeys.userInfo, userInfo);
    set({ userInfo });
  },

  clearDepartPrompt() {
    removeSession(DEPART_PROMPT_KEY);
    set({ departPrompt: false });
  },

  clearLogoutFailure() {
    set({ logoutFailure: null });
  },
}));

setRequestEffects({ logout: () => useSessionStore.getState().logout() });
