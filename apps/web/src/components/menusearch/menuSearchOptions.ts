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
