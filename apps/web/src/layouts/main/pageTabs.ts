import type { AppRoute } from '../../app/router/buildRoutes.ts';
import { flattenRoutes } from '../../app/router/buildRoutes.ts';
import { HOME_PATH } from '../../app/router/paths.ts';
import { withoutListParams } from '../../components/list/listUrlState.ts';
import type { PageTab } from '../../components/multitab/tabRules.ts';
import { isPageRoute } from './menuItems.tsx';

/** The tab of the page shown at `fullPath`, or null when the route is a folder or a redirect. */
export function currentPageTab(trail: readonly AppRoute[], fullPath: string): PageTab | null {
  const route = trail.at(-1);
  if (!route || !isPageRoute(route)) return null;
  const key = withoutListParams(fullPath);
  return key === fullPath
    ? { key, title: route.meta.title }
    : { key, title: route.meta.title, path: fullPath };
}

/** The home page's tab, when the user's menu has the home page. */
export function homePageTab(routes: readonly AppRoute[]): PageTab | null {
  const home = flattenRoutes(routes).find((route) => route.path === HOME_PATH);
  return home ? { key: HOME_PATH, title: home.meta.title } : null;
}
