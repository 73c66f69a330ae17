import { SESSION_LIFETIME_MS, StorageKeys } from '@hcs/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  getCaptcha,
  getCurrentUserDeparts,
  getPermissions,
  getPublicConfig,
  login,
  logoutRequest,
  selectDepart,
  updatePassword,
} from '../src/api/auth.ts';
import { getLoginInfo, getVisitInfo } from '../src/api/dashboard.ts';
import { getDictItems, queryAllDictItems, refreshDictCache } from '../src/api/dict.ts';
import { getLocal, setLocal } from '../src/utils/storage.ts';
import { ApiServer, fail, ok } from './support/apiServer.ts';
import { recordEffects } from './support/effects.ts';

const server = new ApiServer();

beforeAll(() => server.start());
afterAll(() => server.stop());
beforeEach(() => {
  server.reset();
  recordEffects();
});

function answerEverything() {
  server.on('*', () => ({ body: ok(null) }));
}

describe('endpoint paths and verbs', () => {
  it.each([
    ['login', () => login({ username: 'a', password: 'b' }), 'POST', '/hcs/sys/login'],
    ['logout', () => logoutRequest(), 'POST', '/hcs/sys/logout'],
    ['captcha', () => getCaptcha(1700000000000), 'GET', '/hcs/sys/randomImage/1700000000000'],
    ['permissions', () => getPermissions(), 'GET', '/hcs/sys/permission/getUserPermissionByToken'],
    ['public config', () => getPublicConfig(), 'GET', '/hcs/sys/publicConfig'],
    ['departs', () => getCurrentUserDeparts(), 'GET', '/hcs/sys/user/getCurrentUserDeparts'],
    ['select depart', () => selectDepart({ orgCode: 'A01', username: 'a' }), 'POST', '/hcs/sys/selectDepart'],
    [
      'password',
      () => updatePassword({ username: 'a', oldpassword: 'o', password: 'n', confirmpassword: 'n' }),
      'POST',
      '/hcs/sys/user/updatePassword',
    ],
    ['login info', () => getLoginInfo(), 'GET', '/hcs/sys/loginfo'],
    ['visit info', () => getVisitInfo(), 'GET', '/hcs/sys/visitInfo'],
    ['all dict items', () => queryAllDictItems(), 'GET', '/hcs/sys/dict/queryAllDictItems'],
  ])('%s', async (_name, call, method, path) => {
    answerEverything();
    await call();
    expect(server.last()).toMatchObject({ method, path });
  });

  it('sends an explicit token on logout', async () => {
    answerEverything();
    await logoutRequest('old-token');
    expect(server.last().headers['x-access-token']).toBe('old-token');
  });

  it('sends the password change payload', async () => {
    answerEverything();
    await updatePassword({ username: 'a', oldpassword: 'o', password: 'n', confirmpassword: 'n' });
    expect(JSON.parse(server.last().body)).toEqual({
      username: 'a',
      oldpassword: 'o',
      password: 'n',
      confirmpassword: 'n',
    });
  });

  it('fetches dictionary items by code with the signed variant', async () => {
    server.json('/hcs/sys/dict/getDictItems/sex', ok([{ value: '1', text: '男' }]));
    await expect(getDictItems('sex')).resolves.toEqual([{ value: '1', text: '男' }]);
    expect(server.last().headers['x-sign']).toMatch(/^[0-9A-F]{32}$/);
  });
});

describe('refreshDictCache', () => {
  it('refreshes the server cache, then stores every dictionary for 7 days', async () => {
    const all = { sex: [{ value: '1', text: '男' }] };
    server.json('/hcs/sys/dict/refleshCache', ok(null)).json('/hcs/sys/dict/queryAllDictItems', ok(all));
    const before = Date.now();
    await expect(refreshDictCache()).resolves.toBe(true);
    expect(server.requests.map((r) => r.path)).toEqual([
      '/hcs/sys/dict/refleshCache',
      '/hcs/sys/dict/queryAllDictItems',
    ]);
    expect(getLocal(StorageKeys.dictCache)).toEqual(all);
    const { expire } = JSON.parse(localStorage.getItem(StorageKeys.dictCache) ?? '{}') as { expire: number };
    expect(expire).toBeGreaterThanOrEqual(before + SESSION_LIFETIME_MS);
  });

  it('resolves false and keeps the old cache when the refresh fails', async () => {
    setLocal(StorageKeys.dictCache, { old: [] });
    server.json('/hcs/sys/dict/refleshCache', fail('刷新失败'));
    await expect(refreshDictCache()).resolves.toBe(false);
    expect(getLocal(StorageKeys.dictCache)).toEqual({ old: [] });
    server.on('/hcs/sys/dict/refleshCache', { status: 500, body: fail('boom') });
    await expect(refreshDictCache()).resolves.toBe(false);
  });
});
