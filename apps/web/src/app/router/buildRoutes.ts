import { type AuthEntry, type MenuEntry, type MenuMeta, StorageKeys } from '@hcs/shared';
import { absoluteApiBase } from '../../api/config.ts';
import { getLocal } from '../../utils/storage.ts';
import { type PlaceholderValues, resolveMenuUrl } from './menuUrl.ts';

export type { PlaceholderValues } from './menuUrl.ts';

/** A route built from a server menu entry (spec §2 "Dynamic routes"). */
export interface AppRoute {
  /** The menu entry's id; pages the server menu does not list have none. */
  id?: string;
  path: string;
  name: string;
  component: string;
  redirect?: string;
  hidden: boolean;
  /** Shown as one menu item whose children stay out of the menu; it is a page at its own path. */
  alwaysShow?: boolean;
  meta: MenuMeta;
  children: AppRoute[];
}

export const PERMISSIONS_NOT_ARRAY = 'permissions must be a non-null array';

function currentPlaceholderValues(): PlaceholderValues {
  return { domainUrl: absoluteApiBase(), token: getLocal<string>(StorageKeys.token) };
}

function permitted(meta: MenuMeta, userActions: ReadonlySet<string>): boolean {
  const required = meta.permissionList ?? [];
  return required.length === 0 || required.some((entry) => userActions.has(entry.action));
}

function toRoutes(
  menu: readonly MenuEntry[],
  userActions: ReadonlySet<string>,
  values: PlaceholderValues,
  parentPath: string,
) {
  const routes: AppRoute[] = [];
  for (const entry of menu) {
    if (entry.route === '0' || !permitted(entry.meta, userActions)) continue;
    const { url, ...meta } = entry.meta;
    const resolvedUrl = resolveMenuUrl(url, values);
    // The server names an entry by a url (an embedded or external page) with a relative path, its url's hash.
    const path = entry.path ? joinPath(parentPath, entry.path) : entry.path;
    const route: AppRoute = {
      id: entry.id,
      path,
      name: entry.name,
      component: entry.component,
      hidden: Boolean(entry.hidden),
      meta: resolvedUrl === undefined ? meta : { ...meta, url: resolvedUrl },
      children: toRoutes(entry.children ?? [], userActions, values, path),
    };
    const redirect = entry.alwaysShow ? path : entry.redirect;
    if (redirect) route.redirect = redirect;
    if (entry.alwaysShow) route.alwaysShow = true;
    routes.push(route);
  }
  return routes;
}

/**
 * Turns the server menu into routes with absolute paths (a relative one is below its parent's):
 * entries with route "0" are skipped, an always-show entry redirects to its own path, meta urls
 * keep only when their placeholders resolve to a valid URL, and an entry with a permission list
 * stays only if the user holds one of its actions.
 */
export function buildRoutes(
  menu: readonly MenuEntry[],
  permissionList: readonly AuthEntry[] | null | undefined,
  values: PlaceholderValues = currentPlaceholderValues(),
): AppRoute[] {
  if (!Array.isArray(permissionList)) throw new Error(PERMISSIONS_NOT_ARRAY);
  const userActions = new Set<string>();
  for (const entry of permissionList) {
    for (const action of entry.action.split(',')) userActions.add(action.trim());
  }
  return toRoutes(menu, userActions, values, '/');
}

/** Every route, parents before their children. */
export function flattenRoutes(routes: readonly AppRoute[]): AppRoute[] {
  return routes.flatMap((route) => [route, ...flattenRoutes(route.children)]);
}

function normalise(path: string): string {
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

function joinPath(parent: string, path: string): string {
  if (path.startsWith('/')) return path;
  return `${parent.replace(/\/+$/, '')}/${path}`;
}

function matches(pattern: string, pathname: string): boolean {
  const want = normalise(pattern).split('/');
  const have = normalise(pathname).split('/');
  if (want.length !== have.length) return false;
  return want.every((segment, i) => segment.startsWith(':') || segment === have[i]);
}

/**
 * The chain of routes leading to `pathname`, outermost first (the breadcrumb after home); empty
 * when no route matches. A child path without a leading slash is relative to its parent.
 */
export function findRouteTrail(routes: readonly AppRoute[], pathname: string, parentPath = ''): AppRoute[] {
  for (const route of routes) {
    const full = joinPath(parentPath || '/', route.path);
    const below = findRouteTrail(route.children, pathname, full);
    if (below.length > 0) return [route, ...below];
    if (matches(full, pathname)) return [route];
  }
  return [];
}

/** Links that leave the app: http(s), mailto and tel. */
export function isExternalUrl(url: string): boolean {
  return /^(https?:|mailto:|tel:)/i.test(url);
}
