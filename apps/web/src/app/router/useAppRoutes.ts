import type { AuthEntry, MenuEntry } from '@hcs/shared';
import { useSessionStore } from '../../stores/session.ts';
import { type AppRoute, buildRoutes } from './buildRoutes.ts';

let lastInput: { menu: MenuEntry[]; auth: AuthEntry[] } | null = null;
let lastRoutes: AppRoute[] = [];

/** Builds once per fetched menu, so the router, the side menu and the breadcrumb share one tree. */
function routesFor(menu: MenuEntry[], auth: AuthEntry[]): AppRoute[] {
  if (lastInput?.menu !== menu || lastInput.auth !== auth) {
    lastInput = { menu, auth };
    lastRoutes = buildRoutes(menu, auth);
  }
  return lastRoutes;
}

const NO_ROUTES: AppRoute[] = [];

/** The dynamic routes built from the server menu; empty until the menu is fetched. */
export function useAppRoutes(): AppRoute[] {
  const menu = useSessionStore((s) => s.menu);
  const auth = useSessionStore((s) => s.auth);
  return menu ? routesFor(menu, auth) : NO_ROUTES;
}
