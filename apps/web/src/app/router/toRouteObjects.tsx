import { lazy, Suspense } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { PageLoading } from '../../components/PageLoading.tsx';
import type { AppRoute } from './buildRoutes.ts';
import { resolveView } from './lazyView.tsx';
import { RouteView } from './RouteView.tsx';
import { isIframePage, isLayoutWrapper } from './routeKind.ts';

const IframePageView = lazy(() =>
  import('../../layouts/IframePageView.tsx').then((m) => ({ default: m.IframePageView })),
);

/**
 * Where visiting the route goes instead: its redirect, or a folder's first visible child. An
 * always-show entry redirects to its own path, so it shows its own component.
 */
function redirectTarget(route: AppRoute): string | null {
  if (route.redirect && route.redirect !== route.path) return route.redirect;
  if (route.alwaysShow || !isLayoutWrapper(route)) return null;
  const first = route.children.find((child) => !child.hidden) ?? route.children[0];
  return first ? first.path : null;
}

function toRouteObject(route: AppRoute): RouteObject {
  const target = redirectTarget(route);
  if (target) return { path: route.path, element: <Navigate to={target} replace /> };
  // Keyed by path so two menu entries sharing one view component do not share its state.
  if (isIframePage(route)) {
    return {
      path: route.path,
      element: (
        <Suspense fallback={<PageLoading />}>
          <IframePageView key={route.path} url={route.meta.url} title={route.meta.title} />
        </Suspense>
      ),
    };
  }
  return { path: route.path, element: <RouteView key={route.path} view={resolveView(route.component)} /> };
}

/**
 * The route tree flattened into absolute-path routes under the main layout: menu folders are
 * navigation only, so nesting them as layout routes would add nothing but wrappers.
 */
export function toRouteObjects(routes: readonly AppRoute[]): RouteObject[] {
  return routes.flatMap((route) => [toRouteObject(route), ...toRouteObjects(route.children)]);
}
