import type { MenuMeta } from '@hcs/shared';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { AppRoute } from '../src/app/router/buildRoutes.ts';
import { findRouteTrail } from '../src/app/router/buildRoutes.ts';
import { Breadcrumbs } from '../src/layouts/main/Breadcrumbs.tsx';

function route(path: string, title: string, children: AppRoute[] = []): AppRoute {
  const meta: MenuMeta = { title, keepAlive: false, internalOrExternal: false, componentName: '' };
  return { path, name: path.slice(1).replaceAll('/', '-'), component: 'x', hidden: false, meta, children };
}

const routes = [
  route('/dashboard/analysis', '首页'),
  route('/system', '系统管理', [route('/system/user', '用户管理'), route('/system/role', '角色管理')]),
];

function renderTrail(pathname: string) {
  render(
    <MemoryRouter initialEntries={[pathname]}>
      <Breadcrumbs trail={findRouteTrail(routes, pathname)} />
    </MemoryRouter>,
  );
  return screen.getByRole('navigation', { name: '面包屑' });
}

describe('Breadcrumbs', () => {
  it('starts with 首页, links each matched route and shows the current one as text', () => {
    const nav = renderTrail('/system/user');
    expect(within(nav).getByRole('link', { name: '首页' }).getAttribute('href')).toBe('/dashboard/analysis');
    expect(within(nav).getByRole('link', { name: '系统管理' }).getAttribute('href')).toBe('/system');
    expect(within(nav).queryByRole('link', { name: '用户管理' })).toBeNull();
    const current = within(nav).getByText('用户管理');
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(nav.textContent).toMatch(/首页.*系统管理.*用户管理/);
  });

  it('shows 首页 alone, as text, on the home page', () => {
    const nav = renderTrail('/dashboard/analysis');
    expect(within(nav).queryAllByRole('link')).toHaveLength(0);
    expect(within(nav).getAllByText('首页')).toHaveLength(1);
  });

  it('shows only 首页 as the current crumb for a path outside the menu', () => {
    const nav = renderTrail('/nowhere');
    expect(within(nav).getByText('首页').getAttribute('aria-current')).toBe('page');
  });
});
