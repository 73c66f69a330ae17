import type { AppRoute } from '../../app/router/buildRoutes.ts';
import { visibleChildren } from './menuItems.tsx';

export interface MenuKeys {
  /** The menu item to highlight: the deepest route of the trail that the menu shows. */
  selectedKey: string | null;
  /** The submenus on the way to it. */
  openKeys: string[];
}

/** Which menu item matches the current route trail (root first) and which submenus contain it. */
export function menuKeysForTrail(trail: readonly AppRoute[]): MenuKeys {
  const shown: AppRoute[] = [];
  for (const route of trail) {
    if (route.hidden) break;
    shown.push(route);
    // Its children are not in the menu: the always-show item stands for them.
    if (route.alwaysShow) break;
  }
  const selected = shown.at(-1);
  return {
    selectedKey: selected?.path ?? null,
    openKeys: shown
      .filter((route) => route !== selected && visibleChildren(route).length > 0)
      .map((r) => r.path),
  };
}

/** Accordion for root submenus (spec §2 "Side menu"): opening a root submenu closes the other roots. */
export function nextOpenKeys(
  current: readonly string[],
  requested: string[],
  rootKeys: readonly string[],
): string[] {
  const opened = requested.find((key) => !current.includes(key));
  return opened !== undefined && rootKeys.includes(opened) ? [opened] : requested;
}
