import { Navigate, type RouteObject } from 'react-router';
import type { AppRoute } from './buildRoutes.ts';
import { normaliseComponent, resolveView } from './lazyView.tsx';
import { RouteView } from './RouteView.tsx';

/** A menu folder: its component (`layouts/RouteView` and the like) only wraps its children. */
function isFolder(route: AppRoute): boolean {
  const name = normaliseComponent(route.component);
  return name === '' || name.startsWith('layouts/') || name.startsWith('components/layouts/');
}

/** Where visiting the route goes instead: its redirect, or a folder's first visible child. */
function redirectTarget(route: AppRoute): string | null {
  if (route.redirect && route.redirect !== route.path) return route.redirect;
  if (!isFolder(route)) return null;
  const first = route.children.find((child) => !child.hidden) ?? route.children[0];
  return first ? first.path : null;
}

function toRouteObject(route: AppRoute): RouteObject {
  const target = redirectTarget(route);
  if (target) return { path: route.path, element: <Navigate to={target} replace /> };
  // Keyed by path so two menu entries sharing one view component do not share its state.
  return { path: route.path, element: <RouteView key={route.path} view={resolveView(route.component)} /> };
}

/**
 * The route tree flattened into absolute-path routes under the main layout: menu folders are
 * navigation only, so nesting them as layout routes would add nothing but wrappers.
 */
export function toRouteObjects(routes: readonly AppRoute[]): RouteObject[] {
  return routes.flatMap((route) => [toRouteObject(route), ...toRouteObjects(route.children)]);
}
