import {
  type AllAuthEntry,
  type AuthEntry,
  type LoginRequest,
  type LoginResult,
  type MenuEntry,
  ResultCode,
  SessionKeys,
  StorageKeys,
  type UserInfo,
} from '@hcs/shared';
import { create } from 'zustand';
import { getPermissions, login as loginRequest, logoutRequest } from '../api/auth.ts';
import { Refusal } from '../api/refusal.ts';
import { setRequestEffects } from '../api/request.ts';
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
  fetchPermissions(): Promise<MenuEntry[]>;
  logout(): Promise<void>;
  setUserInfo(userInfo: UserInfo): void;
  clearDepartPrompt(): void;
  clearLogoutFailure(): void;
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
  for (const key of [StorageKeys.token, StorageKeys.username, StorageKeys.userInfo, StorageKeys.dictCache]) {
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

  async login(req) {
    // A refusal (用户名或密码错误) rejects with its message, for the login page to show.
    const res = await loginRequest(req);
    if (res.code !== ResultCode.ok || !res.result?.token) throw new Error(res.message || '登录失败');
    const { token, userInfo, sysAllDictItems, tenantList } = res.result;
    setLocal(StorageKeys.token, token);
    setLocal(StorageKeys.username, userInfo.username);
    setLocal(StorageKeys.userInfo, userInfo);
    setLocal(StorageKeys.dictCache, sysAllDictItems);
    const tenant = tenantList?.[0];
    if (tenant) setLocal(StorageKeys.tenantId, tenant.id);
    else removeLocal(StorageKeys.tenantId);
    removeSession(SessionKeys.userAuth);
    removeSession(SessionKeys.allAuth);
    const departPrompt = res.result.multi_depart === 2;
    if (departPrompt) setSession(DEPART_PROMPT_KEY, true);
    else removeSession(DEPART_PROMPT_KEY);
    // A logout failure not yet shown (no reload came) is old news now.
    removeSession(LOGOUT_FAILURE_KEY);
    set({ token, userInfo, menu: null, auth: [], allAuth: [], departPrompt, logoutFailure: null });
    return res.result;
  },

  async fetchPermissions() {
    const permissions = await getPermissions().catch((error: unknown) => {
      throw error instanceof Refusal && !error.message ? new Error(MENU_MISSING_MESSAGE) : error;
    });
    const menu = permissions?.menu;
    if (!Array.isArray(menu)) throw new Error(MENU_MISSING_MESSAGE);
    const auth = permissions.auth ?? [];
    const allAuth = permissions.allAuth ?? [];
    setSession(SessionKeys.userAuth, auth);
    setSession(SessionKeys.allAuth, allAuth);
    set({ menu, auth, allAuth });
    return menu;
  },

  async logout() {
    // Cleared before the call, so a 401 answer to it finds no session left to log out again.
    const token = get().token ?? getLocal<string>(StorageKeys.token);
    clearStoredSession();
    set({ token: null, userInfo: null, menu: null, auth: [], allAuth: [], departPrompt: false });
    // Logging out proceeds even if the server call fails (spec §4 "Session"); its message is shown.
    const failure = await logoutRequest(token).then(
      () => null,
      (error: unknown) => (error instanceof Error && error.message ? error.message : LOGOUT_FAILED),
    );
    if (failure) setSession(LOGOUT_FAILURE_KEY, failure);
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
