import { create } from 'zustand';
import type { AppRoute } from '../app/router/buildRoutes.ts';
import { useTabsStore } from './tabs.ts';

/** A menu name is at most this long (菜单名称, spec §3 "Menu entry"). */
export const MENU_TITLE_MAX = 100;

interface MenuTitlesState {
  /** New titles by route path; they last for the page load. */
  titles: Readonly<Record<string, string>>;
}

export const useMenuTitlesStore = create<MenuTitlesState>()(() => ({ titles: {} }));

/**
 * Renames the menu entry at route `path` (spec §2 "Side menu": the menu title can be updated): its
 * side-menu label, breadcrumb, page heading and browser title follow the routes, and its open tabs
 * are retitled here. A blank or overlong title is refused with an error and changes nothing.
 */
export function setMenuTitle(path: string, title: string): void {
  const text = title.trim();
  if (!path.trim()) throw new Error('菜单路径不能为空');
  if (!text) throw new Error('菜单标题不能为空');
  if (text.length > MENU_TITLE_MAX) throw new Error(`菜单标题不能超过${MENU_TITLE_MAX}个字符`);
  useMenuTitlesStore.setState((s) => ({ titles: { ...s.titles, [path]: text } }));
  useTabsStore.getState().retitle(path, text);
}

/** The routes with the new titles applied; the same objects where nothing changed. */
export function withMenuTitles(routes: AppRoute[], titles: Readonly<Record<string, string>>): AppRoute[] {
  if (Object.keys(titles).length === 0) return routes;
  let changed = false;
  const next = routes.map((route) => {
    const title = titles[route.path];
    const children = withMenuTitles(route.children, titles);
    if (title === undefined && children === route.children) return route;
    changed = true;
    return { ...route, meta: title === undefined ? route.meta : { ...route.meta, title }, children };
  });
  return changed ? next : routes;
}
