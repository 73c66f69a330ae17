import type { MenuProps } from 'antd';
import type { AppRoute } from '../../app/router/buildRoutes.ts';
import { isExternalUrl } from '../../app/router/buildRoutes.ts';
import { normaliseComponent } from '../../app/router/lazyView.tsx';
import { menuIcon } from './menuIcon.tsx';

export type MenuItem = Required<MenuProps>['items'][number];

export function visibleChildren(route: AppRoute): AppRoute[] {
  return route.children.filter((child) => !child.hidden);
}

/** Antd menu items for the route tree; hidden routes are left out. Keys are route paths. */
export function toMenuItems(routes: readonly AppRoute[]): MenuItem[] {
  return routes
    .filter((route) => !route.hidden)
    .map((route) => {
      const children = visibleChildren(route);
      const item = { key: route.path, icon: menuIcon(route.meta.icon), label: route.meta.title };
      return children.length > 0 ? { ...item, children: toMenuItems(children) } : item;
    });
}

/** Every route of the tree by path, for looking up the entry behind a clicked menu key. */
export function indexByPath(
  routes: readonly AppRoute[],
  index = new Map<string, AppRoute>(),
): Map<string, AppRoute> {
  for (const route of routes) {
    index.set(route.path, route);
    indexByPath(route.children, index);
  }
  return index;
}

/** The URL to open in a new window for an external menu entry, or null for an in-app page. */
export function externalTarget(route: AppRoute): string | null {
  const url = route.meta.url;
  if (route.meta.internalOrExternal) return url || route.path;
  return url && isExternalUrl(url) ? url : null;
}

/** An embedded-iframe page (component `layouts/IframePageView` or the like). */
export function isIframePage(route: AppRoute): boolean {
  return route.component.includes('IframePageView');
}

/** A menu folder: its component (`layouts/RouteView` and the like) only wraps child routes. */
export function isLayoutWrapper(route: AppRoute): boolean {
  if (isIframePage(route)) return false;
  const name = normaliseComponent(route.component);
  return name === '' || name.startsWith('layouts/') || name.startsWith('components/layouts/');
}

/** Whether visiting the route shows a page of its own (not a folder, not a redirect elsewhere). */
export function isPageRoute(route: AppRoute): boolean {
  if (route.redirect && route.redirect !== route.path) return false;
  return !isLayoutWrapper(route);
}
