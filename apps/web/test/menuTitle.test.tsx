import type { MenuEntry, MenuMeta } from '@hcs/shared';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { findRouteTrail } from '../src/app/router/buildRoutes.ts';
import { type DynamicRouteEvent, emitDynamicRoute, onDynamicRoute } from '../src/app/router/dynamicRoute.ts';
import { useAppRoutes } from '../src/app/router/useAppRoutes.ts';
import { MultiTab } from '../src/components/multitab/MultiTab.tsx';
import { currentPageTab } from '../src/layouts/main/pageTabs.ts';
import { SideMenu } from '../src/layouts/main/SideMenu.tsx';
import { setMenuTitle, useMenuTitlesStore } from '../src/stores/menuTitles.ts';
import { useSessionStore } from '../src/stores/session.ts';
import { useTabsStore } from '../src/stores/tabs.ts';
import { renderInApp } from './support/renderInApp.tsx';

function meta(title: string, extra: Partial<MenuMeta> = {}): MenuMeta {
  return { title, keepAlive: false, internalOrExternal: false, componentName: '', ...extra };
}

const MENU: MenuEntry[] = [
  {
    id: 'sys',
    path: '/system',
    name: 'system',
    component: 'layouts/RouteView',
    route: '1',
    meta: meta('系统管理'),
    children: [
      {
        id: 'user',
        path: '/system/user',
        name: 'user',
        component: 'system/UserList',
        route: '1',
        meta: meta('用户管理'),
      },
      {
        id: 'role',
        path: '/system/role',
        name: 'role',
        component: 'system/RoleList',
        route: '1',
        meta: meta('角色管理'),
      },
      {
        id: 'help',
        path: '9f2c',
        name: 'help',
        component: 'layouts/IframePageView',
        route: '1',
        meta: meta('帮助中心', { url: 'https://help.example/', internalOrExternal: true }),
      },
    ],
  },
];

/** The main layout's menu and tab bar, on the routes of the session's menu. */
function Shell() {
  const routes = useAppRoutes();
  const { pathname } = useLocation();
  const trail = findRouteTrail(routes, pathname);
  return (
    <>
      <SideMenu routes={routes} trail={trail} collapsed={false} />
      <MultiTab current={currentPageTab(trail, pathname)} home={null} />
      <output aria-label="地址">{pathname}</output>
    </>
  );
}

function renderShell(path = '/system/user') {
  renderInApp(
    <MemoryRouter initialEntries={[path]}>
      <Shell />
    </MemoryRouter>,
  );
}

const menu = () => screen.getByRole('navigation', { name: '主菜单' });
const tabBar = () => screen.getByRole('navigation', { name: '页签' });

beforeEach(() => {
  useSessionStore.setState({ menu: MENU, auth: [] });
  useMenuTitlesStore.setState({ titles: {} });
  useTabsStore.setState({ tabs: [] });
});
afterEach(() => {
  useSessionStore.setState({ menu: null });
  vi.restoreAllMocks();
});

describe('setMenuTitle', () => {
  it('renames the entry in the side menu and in every open tab of its path', async () => {
    useTabsStore.setState({ tabs: [{ key: '/system/user?page=2', title: '用户管理' }] });
    renderShell();
    expect(await within(tabBar()).findAllByRole('link', { name: '用户管理' })).toHaveLength(2);

    act(() => setMenuTitle('/system/user', ' 用户列表 '));

    expect(within(menu()).getByRole('menuitem', { name: '用户列表' })).toBeTruthy();
    expect(within(menu()).queryByRole('menuitem', { name: '用户管理' })).toBeNull();
    expect(useTabsStore.getState().tabs.map((t) => t.title)).toEqual(['用户列表', '用户列表']);
    expect(within(tabBar()).getAllByRole('link', { name: '用户列表' })).toHaveLength(2);
  });

  it('refuses a blank or overlong title and changes nothing', () => {
    expect(() => setMenuTitle('/system/user', '  ')).toThrow('菜单标题不能为空');
    expect(() => setMenuTitle('/system/user', '长'.repeat(101))).toThrow('菜单标题不能超过100个字符');
    expect(() => setMenuTitle('', '用户列表')).toThrow('菜单路径不能为空');
    expect(useMenuTitlesStore.getState().titles).toEqual({});
  });
});

describe('the dynamic-route event', () => {
  it('is raised with path and title when a menu entry is chosen', async () => {
    const seen: DynamicRouteEvent[] = [];
    const stop = onDynamicRoute((event) => seen.push(event));
    renderShell();
    fireEvent.click(await within(menu()).findByRole('menuitem', { name: '角色管理' }));
    stop();
    expect(seen).toEqual([{ path: '/system/role', title: '角色管理' }]);
    expect(screen.getByRole('status', { name: '地址' }).textContent).toBe('/system/role');
  });

  it('is raised too for an entry that opens in a new window, which the menu opens there', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const seen: DynamicRouteEvent[] = [];
    const stop = onDynamicRoute((event) => seen.push(event));
    renderShell();
    fireEvent.click(await within(menu()).findByRole('menuitem', { name: '帮助中心' }));
    stop();
    expect(open).toHaveBeenCalledWith('https://help.example/', '_blank', 'noopener,noreferrer');
    expect(seen).toEqual([{ path: '/system/9f2c', title: '帮助中心' }]);
    expect(screen.getByRole('status', { name: '地址' }).textContent).toBe('/system/user');
  });

  it('gives the open tabs of the chosen path the entry title (the tab bar listens)', async () => {
    useTabsStore.setState({ tabs: [{ key: '/system/role', title: '角色' }] });
    renderShell();
    expect(await within(tabBar()).findByRole('link', { name: '角色' })).toBeTruthy();
    act(() => emitDynamicRoute({ path: '/system/role', title: '角色管理' }));
    expect(within(tabBar()).getByRole('link', { name: '角色管理' })).toBeTruthy();
  });

  it('stops reaching a listener once it stopped listening', () => {
    const listener = vi.fn();
    const stop = onDynamicRoute(listener);
    emitDynamicRoute({ path: '/a', title: 'A' });
    stop();
    emitDynamicRoute({ path: '/b', title: 'B' });
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
