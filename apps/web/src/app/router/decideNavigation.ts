import { LOGIN_PATH, NAMED_ROUTE_PATHS, PUBLIC_PATHS, RouteName } from './paths.ts';
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
  // Signed in on the login page (just now, or coming back): on to the page asked for before, or `/`, which
  // sends the user on to their landing page (landing.ts) once the menu is there.
  if (pathname === LOGIN_PATH) {
    return { kind: 'redirect', to: redirectFromSearch(search) ?? NAMED_ROUTE_PATHS[RouteName.dashboard] };
  }
  if (!menuLoaded) return { kind: 'loadMenu', target: redirectFromSearch(search) ?? fullPath };
  return { kind: 'render' };
}
