import type { AuthEntry, MenuEntry } from '@hcs/shared';
import { useMenuTitlesStore, withMenuTitles } from '../../stores/menuTitles.ts';
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

let lastTitled: { routes: AppRoute[]; titles: Readonly<Record<string, string>>; result: AppRoute[] } | null =
  null;

/** The routes with the titles pages gave them, worked out once per change for every caller. */
function titled(routes: AppRoute[], titles: Readonly<Record<string, string>>): AppRoute[] {
  if (lastTitled?.routes !== routes || lastTitled.titles !== titles) {
    lastTitled = { routes, titles, result: withMenuTitles(routes, titles) };
  }
  return lastTitled.result;
}

const NO_ROUTES: AppRoute[] = [];

/** The dynamic routes built from the server menu, with the titles pages gave them; empty until the menu is fetched. */
export function useAppRoutes(): AppRoute[] {
  const menu = useSessionStore((s) => s.menu);
  const auth = useSessionStore((s) => s.auth);
  const titles = useMenuTitlesStore((s) => s.titles);
  return titled(menu ? routesFor(menu, auth) : NO_ROUTES, titles);
}
