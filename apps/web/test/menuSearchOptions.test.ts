import type { MenuMeta } from '@hcs/shared';
import { describe, expect, it } from 'vitest';
import type { AppRoute } from '../src/app/router/buildRoutes.ts';
import { isIframePage } from '../src/app/router/routeKind.ts';
import { matchingEntries, searchableRoutes } from '../src/components/menusearch/menuSearchOptions.ts';
import { isPageRoute } from '../src/layouts/main/menuItems.tsx';

function route(path: string, component: string, children: AppRoute[] = [], extra: Partial<AppRoute> = {}) {
  const meta: MenuMeta = { title: path, keepAlive: false, internalOrExternal: false, componentName: '' };
  return { path, name: path, component, hidden: false, meta, children, ...extra } satisfies AppRoute;
}

describe('searchableRoutes', () => {
  it('lists non-hidden entries of every level but no layout wrappers', () => {
    const routes = [
      route('/dashboard/analysis', 'dashboard/Analysis'),
      route('/system', 'layouts/RouteView', [
        route('/system/user', 'system/UserList'),
        route('/system/secret', 'system/Secret', [], { hidden: true }),
        route('/system/deep', 'layouts/RouteView', [route('/system/deep/page', 'system/Deep')]),
      ]),
      route('/frame', 'layouts/IframePageView'),
    ];
    expect(searchableRoutes(routes).map((r) => r.path)).toEqual([
      '/dashboard/analysis',
      '/system/user',
      '/system/deep/page',
      '/frame',
    ]);
  });
});

describe('matchingEntries', () => {
  it("keeps the entries whose title contains the text, letter case aside, in menu order (the select's list)", () => {
    const entries = [
      route('/exception/403', 'exception/403'),
      route('/system/User', 'system/UserList'),
      route('/exception/404', 'exception/404'),
    ];
    expect(matchingEntries(entries, '40').map((r) => r.path)).toEqual(['/exception/403', '/exception/404']);
    expect(matchingEntries(entries, '/SYSTEM/u').map((r) => r.path)).toEqual(['/system/User']);
    expect(matchingEntries(entries, '没有')).toEqual([]);
  });
});

describe('isPageRoute', () => {
  it('tells pages from folders and redirects', () => {
    expect(isPageRoute(route('/a', 'exception/403'))).toBe(true);
    expect(isPageRoute(route('/a', 'layouts/RouteView'))).toBe(false);
    expect(isPageRoute(route('/a', 'exception/403', [], { redirect: '/b' }))).toBe(false);
    // An always-show entry redirects to itself: still a page.
    expect(isPageRoute(route('/a', 'exception/403', [], { redirect: '/a' }))).toBe(true);
    expect(isIframePage(route('/f', 'layouts/IframePageView'))).toBe(true);
    expect(isPageRoute(route('/f', 'layouts/IframePageView'))).toBe(true);
  });
});
