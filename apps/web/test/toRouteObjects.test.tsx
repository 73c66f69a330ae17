import type { MenuMeta } from '@hcs/shared';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation, useRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { AppRoute } from '../src/app/router/buildRoutes.ts';
import { toRouteObjects } from '../src/app/router/toRouteObjects.tsx';

function route(path: string, component: string, children: AppRoute[] = [], redirect?: string): AppRoute {
  const meta: MenuMeta = { title: path, keepAlive: false, internalOrExternal: false, componentName: '' };
  return { path, name: path, component, hidden: false, meta, children, ...(redirect ? { redirect } : {}) };
}

const aggregated: AppRoute = {
  ...route('/agg', 'layouts/RouteView', [route('/agg/403', 'exception/403')], '/agg'),
  alwaysShow: true,
};
const embedded: AppRoute = {
  ...route('/doc', 'layouts/IframePageView', [route('/doc/403', 'exception/403')]),
  meta: {
    title: '在线文档',
    keepAlive: false,
    internalOrExternal: false,
    componentName: 'IframePageView',
    url: 'https://docs.example/guide',
  },
};

const routes = [
  aggregated,
  embedded,
  route('/exception', 'layouts/RouteView', [
    route('/exception/403', 'exception/403'),
    route('/exception/500', 'exception/500'),
  ]),
  route('/errors', 'layouts/RouteView', [route('/errors/404', 'exception/404')], '/exception/500'),
];

function Where() {
  return <output aria-label="地址">{useLocation().pathname}</output>;
}

function Routes() {
  return (
    <>
      {useRoutes(toRouteObjects(routes))}
      <Where />
    </>
  );
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

  it('keeps an always-show entry at its own path instead of sending it to its first child', async () => {
    renderAt('/agg');
    await screen.findByText('/agg');
    expect(screen.getByRole('status', { name: '地址' }).textContent).toBe('/agg');
    expect(screen.queryByText('抱歉，你无权访问该页面')).toBeNull();
  });

  it('shows an embedded page in a frame named after its menu entry', async () => {
    renderAt('/doc');
    const frame = await screen.findByTitle('在线文档');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe('https://docs.example/guide');
    expect(screen.getByRole('status', { name: '地址' }).textContent).toBe('/doc');
  });
});
