import { type AuthEntry, type MenuEntry, type MenuMeta, StorageKeys } from '@hcs/shared';
import { describe, expect, it } from 'vitest';
import {
  type AppRoute,
  buildRoutes,
  findRouteTrail,
  flattenRoutes,
  isExternalUrl,
  type PlaceholderValues,
} from '../src/app/router/buildRoutes.ts';
import { setLocal } from '../src/utils/storage.ts';

const values: PlaceholderValues = { domainUrl: 'https://care.example/hcs', token: 'tok.en' };

function meta(extra: Partial<MenuMeta> = {}): MenuMeta {
  return { title: 't', keepAlive: false, internalOrExternal: false, componentName: 'C', ...extra };
}

function entry(path: string, extra: Partial<MenuEntry> = {}): MenuEntry {
  return {
    id: path,
    path,
    name: path.slice(1).replaceAll('/', '-'),
    component: `views${path}`,
    route: '1',
    meta: meta(),
    ...extra,
  };
}

const perm = (action: string): AuthEntry => ({ action, type: '1', describe: action });

describe('buildRoutes', () => {
  it('maps entries to routes with path, name, component, redirect, hidden and meta', () => {
    const routes = buildRoutes(
      [
        entry('/system', {
          redirect: '/system/user',
          hidden: true,
          meta: meta({ title: '系统管理', icon: 'setting' }),
        }),
      ],
      [],
      values,
    );
    expect(routes).toEqual([
      {
        id: '/system',
        path: '/system',
        name: 'system',
        component: 'views/system',
        redirect: '/system/user',
        hidden: true,
        meta: meta({ title: '系统管理', icon: 'setting' }),
        children: [],
      },
    ]);
  });

  it('skips entries whose route flag is "0"', () => {
    const routes = buildRoutes([entry('/a', { route: '0' }), entry('/b')], [], values);
    expect(routes.map((r) => r.path)).toEqual(['/b']);
  });

  it('makes an always-show entry redirect to its own path', () => {
    const [route] = buildRoutes([entry('/sys', { alwaysShow: true, redirect: '/elsewhere' })], [], values);
    expect(route?.redirect).toBe('/sys');
    expect(route?.alwaysShow).toBe(true);
  });

  it('places an entry named by a url hash (no leading slash) below its parent', () => {
    const hash = 'c4ca4238a0b923820dcc509a6f75849b';
    const routes = buildRoutes(
      [entry(hash), entry('/monitor', { children: [entry(hash, { alwaysShow: true })] })],
      [],
      values,
    );
    expect(routes[0]?.path).toBe(`/${hash}`);
    expect(routes[1]?.children[0]?.path).toBe(`/monitor/${hash}`);
    expect(routes[1]?.children[0]?.redirect).toBe(`/monitor/${hash}`);
    expect(findRouteTrail(routes, `/monitor/${hash}`).map((r) => r.path)).toEqual([
      '/monitor',
      `/monitor/${hash}`,
    ]);
  });

  it('builds nested children', () => {
    const routes = buildRoutes(
      [
        entry('/sys', {
          children: [entry('/sys/user', { children: [entry('/sys/user/detail', { route: '0' })] })],
        }),
      ],
      [],
      values,
    );
    expect(routes[0]?.children.map((r) => r.path)).toEqual(['/sys/user']);
    expect(routes[0]?.children[0]?.children).toEqual([]);
  });

  it('fills whitelisted url placeholders and keeps valid URLs', () => {
    const routes = buildRoutes(
      [
        entry('/a', { meta: meta({ url: "{{ window._CONFIG['domianURL'] }}/druid/?token={{token}}" }) }),
        entry('/b', { meta: meta({ url: '{{window._CONFIG["onlinePreviewDomainURL"]}}/preview' }) }),
        entry('/c', { meta: meta({ url: 'http://docs.example/help' }) }),
      ],
      [],
      values,
    );
    expect(routes.map((r) => r.meta.url)).toEqual([
      'https://care.example/hcs/druid/?token=tok.en',
      'https://care.example/hcs/preview',
      'http://docs.example/help',
    ]);
  });

  it('drops urls with unknown placeholders or that are not valid URLs, never running code', () => {
    const hostile = "{{ (globalThis.pwned = true, 'http://x') }}";
    const routes = buildRoutes(
      [
        entry('/a', { meta: meta({ url: hostile }) }),
        entry('/b', { meta: meta({ url: '{{ window.location.href }}' }) }),
        entry('/c', { meta: meta({ url: '/relative/page' }) }),
        entry('/d', { meta: meta({ url: 'javascript:alert(1)' }) }),
      ],
      [],
      values,
    );
    expect(routes.map((r) => 'url' in r.meta)).toEqual([false, false, false, false]);
    expect((globalThis as { pwned?: boolean }).pwned).toBeUndefined();
  });

  it('drops a token url when no token is stored', () => {
    const [route] = buildRoutes(
      [entry('/a', { meta: meta({ url: 'https://x.example/?t={{ token }}' }) })],
      [],
      { ...values, token: null },
    );
    expect(route?.meta.url).toBeUndefined();
  });

  it('reads the token and API base of the page by default', () => {
    setLocal(StorageKeys.token, 'stored');
    const [route] = buildRoutes(
      [entry('/a', { meta: meta({ url: "{{ window._CONFIG['domianURL'] }}/x?token={{ token }}" }) })],
      [],
    );
    expect(route?.meta.url).toBe(`${window.location.origin}/hcs/x?token=stored`);
  });

  it('keeps an entry with a permission list only if the user holds one of its actions', () => {
    const guarded = (path: string, actions: string[]) =>
      entry(path, { meta: meta({ permissionList: actions.map(perm) }) });
    const menu = [guarded('/a', ['user:add', 'user:edit']), guarded('/b', ['role:add']), guarded('/c', [])];
    expect(buildRoutes(menu, [perm('user:edit')], values).map((r) => r.path)).toEqual(['/a', '/c']);
    expect(buildRoutes(menu, [perm('role:add,user:add')], values).map((r) => r.path)).toEqual([
      '/a',
      '/b',
      '/c',
    ]);
  });

  it('rejects a missing permission list', () => {
    expect(() => buildRoutes([], null, values)).toThrow('permissions must be a non-null array');
    expect(() => buildRoutes([], undefined, values)).toThrow('permissions must be a non-null array');
  });
});

function route(path: string, children: AppRoute[] = []): AppRoute {
  return { path, name: path, component: '', hidden: false, meta: meta(), children };
}

describe('route helpers', () => {
  const tree = [
    route('/dashboard', [route('/dashboard/analysis')]),
    route('/system', [route('/system/user', [route('/system/user/:id')]), route('role')]),
  ];

  it('flattens parents before children', () => {
    expect(flattenRoutes(tree).map((r) => r.path)).toEqual([
      '/dashboard',
      '/dashboard/analysis',
      '/system',
      '/system/user',
      '/system/user/:id',
      'role',
    ]);
  });

  it('finds the chain of matched routes', () => {
    expect(findRouteTrail(tree, '/system/user').map((r) => r.path)).toEqual(['/system', '/system/user']);
    expect(findRouteTrail(tree, '/system/user/42').map((r) => r.path)).toEqual([
      '/system',
      '/system/user',
      '/system/user/:id',
    ]);
    expect(findRouteTrail(tree, '/system/role/').map((r) => r.path)).toEqual(['/system', 'role']);
    expect(findRouteTrail(tree, '/dashboard').map((r) => r.path)).toEqual(['/dashboard']);
    expect(findRouteTrail(tree, '/nowhere')).toEqual([]);
  });

  it('recognises external urls', () => {
    expect(isExternalUrl('https://x.example')).toBe(true);
    expect(isExternalUrl('http://x.example')).toBe(true);
    expect(isExternalUrl('mailto:a@b.c')).toBe(true);
    expect(isExternalUrl('tel:110')).toBe(true);
    expect(isExternalUrl('/system/user')).toBe(false);
    expect(isExternalUrl('javascript:alert(1)')).toBe(false);
  });
});
