import { type LoginResult, type MenuEntry, StorageKeys, type UserInfo } from '@hcs/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../src/stores/session.ts';
import { getLocal, setLocal } from '../src/utils/storage.ts';
import { ApiServer, ok } from './support/apiServer.ts';
import { recordEffects } from './support/effects.ts';

const server = new ApiServer();

const userInfo = { id: 'u1', username: 'lisi', realname: '李四' } as UserInfo;
const tenant = (id: number, name: string) => ({ id, name, beginDate: null, endDate: null, status: 1 });
const loginResult: LoginResult = {
  token: 'tok',
  userInfo,
  sysAllDictItems: {},
  departs: [],
  multi_depart: 1,
  tenantList: [tenant(1, '助残服务中心'), tenant(2, '东城分中心')],
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

/** The permission call as the server answers it: refused (403 无权访问该租户) for a tenant not the user's. */
function permissionsFor(allowed: number[]) {
  server.on('/hcs/sys/permission/getUserPermissionByToken', (req) => {
    const asked = Number(req.headers['tenant-id'] ?? 0);
    if (asked > 0 && !allowed.includes(asked)) {
      return { status: 403, body: { success: false, code: 403, message: '无权访问该租户', result: null } };
    }
    return { body: ok({ menu, auth: [], allAuth: [] }) };
  });
}

const askedTenants = () =>
  server.requests
    .filter((r) => r.path.endsWith('getUserPermissionByToken'))
    .map((r) => r.headers['tenant-id']);

beforeAll(() => server.start());
afterAll(() => server.stop());
beforeEach(() => {
  server.reset();
  localStorage.clear();
  recordEffects({ keepLogout: true });
  useSessionStore.setState({ token: null, userInfo: null, menu: null, tenants: [] });
});

describe('tenants of the session', () => {
  it('starts in the tenant chosen at login and keeps the list for 切换租户', () => {
    useSessionStore.getState().adopt(loginResult, 2);
    expect(getLocal(StorageKeys.tenantId)).toBe(2);
    expect(useSessionStore.getState().tenants.map((t) => t.name)).toEqual(['助残服务中心', '东城分中心']);
  });

  it('falls back to the first tenant for a choice that is not one of the answer', () => {
    useSessionStore.getState().adopt(loginResult, 99);
    expect(getLocal(StorageKeys.tenantId)).toBe(1);
  });

  it('switches: the permissions are read again in the new tenant', async () => {
    permissionsFor([1, 2]);
    useSessionStore.getState().adopt(loginResult, 1);
    await useSessionStore.getState().switchTenant(2);
    expect(getLocal(StorageKeys.tenantId)).toBe(2);
    expect(askedTenants()).toEqual(['2']);
    expect(useSessionStore.getState().menu).toEqual(menu);
  });

  it('keeps the tenant before when the server refuses the new one', async () => {
    permissionsFor([1]);
    useSessionStore.getState().adopt(loginResult, 1);
    await expect(useSessionStore.getState().switchTenant(2)).rejects.toThrow('无权访问该租户');
    expect(getLocal(StorageKeys.tenantId)).toBe(1);
    expect(useSessionStore.getState().menu).toBeNull();
  });

  it('recovers from a stored tenant the user has left: the first of theirs is used instead', async () => {
    permissionsFor([1]);
    useSessionStore.getState().adopt(loginResult, 1);
    setLocal(StorageKeys.tenantId, 7);
    await expect(useSessionStore.getState().fetchPermissions()).resolves.toEqual(menu);
    expect(askedTenants()).toEqual(['7', '1']);
    expect(getLocal(StorageKeys.tenantId)).toBe(1);
  });

  it('forgets the tenants on logout', async () => {
    server.json('/hcs/sys/logout', ok(null, '退出登录成功！'));
    useSessionStore.getState().adopt(loginResult, 1);
    await useSessionStore.getState().logout();
    expect(useSessionStore.getState().tenants).toEqual([]);
    expect(localStorage.getItem('HCS_TENANT_LIST')).toBeNull();
  });
});
