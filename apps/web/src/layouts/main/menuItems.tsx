import type { MenuProps } from 'antd';
import type { AppRoute } from '../../app/router/buildRoutes.ts';
import { isExternalUrl } from '../../app/router/buildRoutes.ts';
import { isIframePage, isLayoutWrapper } from '../../app/router/routeKind.ts';
import { menuIcon } from './menuIcon.tsx';

export type MenuItem = Required<MenuProps>['items'][number];

/** The children the menu lists: none for an always-show entry, which stands for them as one item. */
export function visibleChildren(route: AppRoute): AppRoute[] {
  if (route.alwaysShow) return [];
  return route.children.filter((child) => !child.hidden);
}

/**
 * An entry that opens in a new window is a real link with a target (spec §2 "Items can open in a
 * target window"), so a pointer can also open it with the browser's own link actions. It is no Tab
 * stop of its own: the menu's keys reach it as a menu item (SideMenu opens it then).
 */
function label(route: AppRoute) {
  const external = externalTarget(route);
  if (!external) return route.meta.title;
  return (
    <a href={external} target="_blank" rel="noopener noreferrer" tabIndex={-1}>
      {route.meta.title}
    </a>
  );
}

/** Antd menu items for the route tree; hidden routes are left out. Keys are route paths. */
export function toMenuItems(routes: readonly AppRoute[]): MenuItem[] {
  return routes
    .filter((route) => !route.hidden)
    .map((route) => {
      const children = visibleChildren(route);
      const item = { key: route.path, icon: menuIcon(route.meta.icon), label: label(route) };
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

/**
 * The URL to open in a new window, or null for an in-app page: an entry marked external
 * (internalOrExternal), or one whose url leaves the app, unless it is an embedded page, which
 * shows its url inside the layout.
 */
export function externalTarget(route: AppRoute): string | null {
  const url = route.meta.url;
  if (route.meta.internalOrExternal) return url || route.path;
  if (isIframePage(route)) return null;
  return url && isExternalUrl(url) ? url : null;
}

/** Whether visiting the route shows a page of its own (not a folder, not a redirect elsewhere). */
export function isPageRoute(route: AppRoute): boolean {
  if (route.redirect && route.redirect !== route.path) return false;
  return route.alwaysShow === true || !isLayoutWrapper(route);
}
