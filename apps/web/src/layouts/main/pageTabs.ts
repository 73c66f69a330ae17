import type { AppRoute } from '../../app/router/buildRoutes.ts';
import { flattenRoutes } from '../../app/router/buildRoutes.ts';
import { HOME_PATH } from '../../app/router/paths.ts';
import type { PageTab } from '../../components/multitab/tabRules.ts';
import { isPageRoute } from './menuItems.tsx';

/** The tab of the page shown at `fullPath`, or null when the route is a folder or a redirect. */
export function currentPageTab(trail: readonly AppRoute[], fullPath: string): PageTab | null {
  const route = trail.at(-1);
  return route && isPageRoute(route) ? { key: fullPath, title: route.meta.title } : null;
}

/** The home page's tab, when the user's menu has the home page. */
export function homePageTab(routes: readonly AppRoute[]): PageTab | null {
  const home = flattenRoutes(routes).find((route) => route.path === HOME_PATH);
  return home ? { key: HOME_PATH, title: home.meta.title } : null;
}
