import { HOME_PATH, LOGIN_PATH, PUBLIC_PATHS } from './paths.ts';
import { loginPathWithRedirect, redirectFromSearch } from './redirect.ts';

export interface NavigationState {
  pathname: string;
  search: string;
  hasToken: boolean;
  /** Whether the permission menu has been fetched in this page load. */
  menuLoaded: boolean;
}

export type NavigationDecision =
  | { kind: 'render' }
  | { kind: 'redirect'; to: string }
  /** Fetch the permission menu, build the dynamic routes, then go to `target`. */
  | { kind: 'loadMenu'; target: string };

/** The route guard of spec §2 "Routing" as a pure function of where the user is and what the session holds. */
export function decideNavigation({
  pathname,
  search,
  hasToken,
  menuLoaded,
}: NavigationState): NavigationDecision {
  const fullPath = `${pathname}${search}`;
  if (!hasToken) {
    if (PUBLIC_PATHS.includes(pathname)) return { kind: 'render' };
    return { kind: 'redirect', to: loginPathWithRedirect(fullPath) };
  }
  if (pathname === LOGIN_PATH) return { kind: 'redirect', to: HOME_PATH };
  if (!menuLoaded) return { kind: 'loadMenu', target: redirectFromSearch(search) ?? fullPath };
  return { kind: 'render' };
}
