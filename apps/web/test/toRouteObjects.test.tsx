import type { MenuMeta } from '@hcs/shared';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, useRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { AppRoute } from '../src/app/router/buildRoutes.ts';
import { toRouteObjects } from '../src/app/router/toRouteObjects.tsx';

function route(path: string, component: string, children: AppRoute[] = [], redirect?: string): AppRoute {
  const meta: MenuMeta = { title: path, keepAlive: false, internalOrExternal: false, componentName: '' };
  return { path, name: path, component, hidden: false, meta, children, ...(redirect ? { redirect } : {}) };
}

const routes = [
  route('/exception', 'layouts/RouteView', [
    route('/exception/403', 'exception/403'),
    route('/exception/500', 'exception/500'),
  ]),
  route('/errors', 'layouts/RouteView', [route('/errors/404', 'exception/404')], '/exception/500'),
];

function Routes() {
  return useRoutes(toRouteObjects(routes));
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes />
    </MemoryRouter>,
  );
}

describe('toRouteObjects', () => {
  it('renders a nested menu entry at its own absolute path', async () => {
    renderAt('/errors/404');
    expect(await screen.findByText('抱歉，你访问的页面不存在')).toBeTruthy();
  });

  it('sends a menu folder to its first child', async () => {
    renderAt('/exception');
    expect(await screen.findByText('抱歉，你无权访问该页面')).toBeTruthy();
  });

  it('follows a folder redirect', async () => {
    renderAt('/errors');
    expect(await screen.findByText('抱歉，服务器出错了')).toBeTruthy();
  });
});
