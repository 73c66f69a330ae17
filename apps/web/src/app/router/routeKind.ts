import type { AppRoute } from './buildRoutes.ts';
import { normaliseComponent } from './viewResolver.tsx';

/** An embedded page: the family's `layouts/IframePageView` component shows the entry's url in a frame. */
export function isIframePage(route: AppRoute): boolean {
  return route.component.includes('IframePageView');
}

/** A menu folder: its component (`layouts/RouteView` and the like) only wraps child routes. */
export function isLayoutWrapper(route: AppRoute): boolean {
  if (isIframePage(route)) return false;
  const name = normaliseComponent(route.component);
  return name === '' || name.startsWith('layouts/') || name.startsWith('components/layouts/');
}
