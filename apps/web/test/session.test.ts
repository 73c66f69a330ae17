import {
  type AllAuthEntry,
  type AuthEntry,
  type LoginResult,
  type MenuEntry,
  SESSION_LIFETIME_MS,
  SessionKeys,
  StorageKeys,
  type UserInfo,
} from '@hcs/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getAction } from '../src/api/request.ts';
import { useSessionStore } from '../src/stores/session.ts';
import { getLocal, getSession, setLocal, setSession } from '../src/utils/storage.ts';
import { ApiServer, fail, ok } from './support/apiServer.ts';
import { recordEffects } from './support/effects.ts';

const server = new ApiServer();
let effects: ReturnType<typeof recordEffects>;

const userInfo: UserInfo = {
  id: 'u1',
  username: 'admin',
  realname: '管理员',
  avatar: null,
  birthday: null,
  sex: 1,
  email: null,
  phone: null,
  orgCode: 'A01',
  status: 1,
  workNo: null,
  telephone: null,
  relTenantIds: null,
  createTime: null,
};

const loginResult: LoginResult = {
  token: 'tok-admin',
  userInfo,
  sysAllDictItems: { sex: [{ value: '1', text: '男' }] },
  departs: [],
  multi_depart: 1,
  tenantList: [{ id: 3, name: '中心', beginDate: null, endDate: null, status: 1 }],
};

const menu: MenuEntry[] = [
  {
    id: 'm1',
    path: '/dashboard/analysis',
    name: 'dashboard-analysis',
    component: 'dashboard/Analysis',
    route: '1',
    meta: { title: '首页', keepAlive: false, internalOrExternal: false, componentName: 'Analysis' },
  },
];
const auth: AuthEntry[] = [{ action: 'user:add', type: '1', describe: '添加' }];
const allAuth: AllAuthEntry[] = [{ action: 'user:add', type: '1', describe: '添加', status: '1' }];

beforeAll(() => server.start());
afterAll(() => server.stop());
beforeEach(() => {
  server.reset();
  effects = recordEffects({ keepLogout: true });
  useSessionStore.setState({ token: null, userInfo: null, menu: null, auth: [], allAuth: [] });
  server.json('/hcs/sys/logout', ok(null, '退出登录成功！'));
});

async function signIn() {
  server.json('/hcs/sys/login', ok(loginResult));
  await useSessionStore.getState().login({ username: 'admin', password: 'pw', captcha: 'abcd', checkKey: 1 });
}

describe('login', () => {
  it('stores token, username, user info, dictionaries and tenant for 7 days', async () => {
    const now = Date.now();
    await signIn();
    expect(JSON.parse(server.last().body)).toMatchObject({
      username: 'admin',
      password: 'pw',
      captcha: 'abcd',
    });
    expect(getLocal(StorageKeys.token)).toBe('tok-admin');
    expect(getLocal(StorageKeys.username)).toBe('admin');
    expect(getLocal(StorageKeys.userInfo)).toEqual(userInfo);
    expect(getLocal(StorageKeys.dictCache)).toEqual(loginResult.sysAllDictItems);
    expect(getLocal(StorageKeys.tenantId)).toBe(3);
    const { expire } = JSON.parse(localStorage.getItem(StorageKeys.token) ?? '{}') as { expire: number };
    expect(expire).toBeGreaterThanOrEqual(now + SESSION_LIFETIME_MS);
    expect(expire).toBeLessThanOrEqual(Date.now() + SESSION_LIFETIME_MS);
    expect(useSessionStore.getState()).toMatchObject({ token: 'tok-admin', userInfo, menu: null });
  });

  it('rejects with the server message and stores nothing', async () => {
    server.json('/hcs/sys/login', { ...ok(null), success: false, code: 500, message: '用户名或密码错误' });
    await expect(useSessionStore.getState().login({ username: 'a', password: 'b' })).rejects.toThrow(
      '用户名或密码错误',
    );
    expect(getLocal(StorageKeys.token)).toBeNull();
    expect(useSessionStore.getState().token).toBeNull();
  });
});

describe('fetchPermissions', () => {
  it('keeps the menu in state and both permission lists in state and session storage', async () => {
    server.json('/hcs/sys/permission/getUserPermissionByToken', ok({ menu, auth, allAuth }));
    await expect(useSessionStore.getState().fetchPermissions()).resolves.toEqual(menu);
    expect(useSessionStore.getState()).toMatchObject({ menu, auth, allAuth });
    expect(getSession(SessionKeys.userAuth)).toEqual(auth);
    expect(getSession(SessionKeys.allAuth)).toEqual(allAuth);
  });

  it('rejects when the menu is missing', async () => {
    server.json('/hcs/sys/permission/getUserPermissionByToken', ok({ auth, allAuth }));
    await expect(useSessionStore.getState().fetchPermissions()).rejects.toThrow(
      'permissions must be a non-null array',
    );
    expect(useSessionStore.getState().menu).toBeNull();
  });

  it('rejects when the call fails', async () => {
    server.json('/hcs/sys/permission/getUserPermissionByToken', fail('查询失败'));
    await expect(useSessionStore.getState().fetchPermissions()).rejects.toThrow('查询失败');
    server.on('/hcs/sys/permission/getUserPermissionByToken', { status: 403, body: fail('no') });
    await expect(useSessionStore.getState().fetchPermissions()).rejects.toThrow('拒绝访问');
  });
});

describe('logout', () => {
  it('calls the logout endpoint with the token and clears the session', async () => {
    await signIn();
    setSession(SessionKeys.userAuth, auth);
    setSession(SessionKeys.allAuth, allAuth);
    useSessionStore.setState({ menu, auth, allAuth });
    await useSessionStore.getState().logout();
    expect(server.last().path).toBe('/hcs/sys/logout');
    expect(server.last().method).toBe('POST');
    expect(server.last().headers['x-access-token']).toBe('tok-admin');
    for (const key of [
      StorageKeys.token,
      StorageKeys.username,
      StorageKeys.userInfo,
      StorageKeys.dictCache,
    ]) {
      expect(getLocal(key)).toBeNull();
    }
    expect(getSession(SessionKeys.userAuth)).toBeNull();
    expect(getSession(SessionKeys.allAuth)).toBeNull();
    expect(useSessionStore.getState()).toMatchObject({
      token: null,
      userInfo: null,
      menu: null,
      auth: [],
      allAuth: [],
    });
  });

  it('proceeds when the logout call fails, keeping its message for the login page', async () => {
    await signIn();
    server.on('/hcs/sys/logout', { status: 500, body: fail('服务器错误') });
    await expect(useSessionStore.getState().logout()).resolves.toBeUndefined();
    expect(getLocal(StorageKeys.token)).toBeNull();
    expect(useSessionStore.getState().token).toBeNull();
    // The page reloads after a logout: the message waits in the tab's session storage for the next load.
    expect(getSession('HCS_LOGOUT_FAILURE')).toBe('服务器错误');

    server.json('/hcs/sys/logout', fail('注销失败，请稍后再试'));
    await signIn();
    expect(getSession('HCS_LOGOUT_FAILURE')).toBeNull();
    await useSessionStore.getState().logout();
    expect(getSession('HCS_LOGOUT_FAILURE')).toBe('注销失败，请稍后再试');

    server.json('/hcs/sys/logout', ok(null, '退出登录成功！'));
    await signIn();
    await useSessionStore.getState().logout();
    expect(getSession('HCS_LOGOUT_FAILURE')).toBeNull();
  });

  it('is what the request client runs on a 401', async () => {
    await signIn();
    server.on('/hcs/sys/annountCement/listByUser', { status: 401, body: fail('未登录') });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      await expect(getAction('/sys/annountCement/listByUser')).rejects.toMatchObject({ status: 401 });
      expect(server.requests.map((r) => r.path)).toContain('/hcs/sys/logout');
      expect(useSessionStore.getState().token).toBeNull();
      expect(getLocal(StorageKeys.token)).toBeNull();
      vi.advanceTimersByTime(1500);
      expect(effects.reload).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('setUserInfo', () => {
  it('replaces the user info in state and storage', () => {
    const changed = { ...userInfo, orgCode: 'A02' };
    useSessionStore.getState().setUserInfo(changed);
    expect(useSessionStore.getState().userInfo).toEqual(changed);
    expect(getLocal(StorageKeys.userInfo)).toEqual(changed);
  });
});

describe('initial state', () => {
  it('comes from storage', async () => {
    setLocal(StorageKeys.token, 'stored');
    setLocal(StorageKeys.userInfo, userInfo);
    setSession(SessionKeys.userAuth, auth);
    setSession(SessionKeys.allAuth, allAuth);
    vi.resetModules();
    const fresh = await import('../src/stores/session.ts');
    expect(fresh.useSessionStore.getState()).toMatchObject({
      token: 'stored',
      userInfo,
      menu: null,
      auth,
      allAuth,
    });
  });
});
