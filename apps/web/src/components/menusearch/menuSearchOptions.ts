import type { AppRoute } from '../../app/router/buildRoutes.ts';
import { isLayoutWrapper } from '../../app/router/routeKind.ts';

/**
 * The menu entries to search (spec §2 "Menu search"): every non-hidden entry of the user's menu,
 * children included, except layout wrappers (folders), which have no page of their own.
 */
export function searchableRoutes(routes: readonly AppRoute[]): AppRoute[] {
  return routes.flatMap((route) => {
    const self = !route.hidden && !isLayoutWrapper(route) ? [route] : [];
    return [...self, ...searchableRoutes(route.children)];
  });
}

export const MENU_SEARCH_LABEL = '搜索菜单';

/**
 * The entries whose title contains `text`, in menu order: what the select lists for it (antd's filter
 * on the option label, letter case ignored), the first being the one Enter opens.
 */
export function matchingEntries(entries: readonly AppRoute[], text: string): AppRoute[] {
  const wanted = text.toUpperCase();
  return entries.filter((route) => route.meta.title.toUpperCase().includes(wanted));
}
