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
  login(req: LoginRequest): Promise<LoginResult>;
  fetchPermissions(): Promise<MenuEntry[]>;
  logout(): Promise<void>;
  setUserInfo(userInfo: UserInfo): void;
  clearDepartPrompt(): void;
}

/** sessionStorage key of the pending department question, so a reload still asks it. */
const DEPART_PROMPT_KEY = 'HCS_DEPART_PROMPT';

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

  async login(req) {
    const res = await loginRequest(req);
    if (!res.success || res.code !== ResultCode.ok || !res.result?.token) {
      throw new Error(res.message || '登录失败');
    }
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
    set({ token, userInfo, menu: null, auth: [], allAuth: [], departPrompt });
    return res.result;
  },

  async fetchPermissions() {
    const res = await getPermissions();
    if (!res.success) throw new Error(res.message || MENU_MISSING_MESSAGE);
    const menu = res.result?.menu;
    if (!Array.isArray(menu)) throw new Error(MENU_MISSING_MESSAGE);
    const auth = res.result.auth ?? [];
    const allAuth = res.result.allAuth ?? [];
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
    try {
      await logoutRequest(token);
    } catch {
      // Logging out proceeds even if the server call fails (spec §4 "Session").
    }
  },

  setUserInfo(userInfo) {
    setLocal(StorageKeys.userInfo, userInfo);
    set({ userInfo });
  },

  clearDepartPrompt() {
    removeSession(DEPART_PROMPT_KEY);
    set({ departPrompt: false });
  },
}));

setRequestEffects({ logout: () => useSessionStore.getState().logout() });
