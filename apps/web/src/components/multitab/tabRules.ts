/**
 * A page tab: one per visited full path (pathname + search) less a list's own state (its page, sort
 * and query), labelled by the route title.
 */
export interface PageTab {
  key: string;
  title: string;
  /** Where the tab leads: the page's full path as last shown (its list's state included); else the key. */
  path?: string;
}

/** The path a tab leads to. */
export function tabPath(tabs: readonly PageTab[], key: string): string {
  return tabs.find((t) => t.key === key)?.path ?? key;
}

/** Spec §8 "Business messages" for tabs. */
export const HOME_TAB_MESSAGE = '首页不能关闭!';
export const LAST_TAB_MESSAGE = '这是最后一页，不能再关闭了啦';

export type CloseOutcome =
  | { ok: false; warning: string }
  /** `activate` is the tab to go to when the active one was closed, else null. */
  | { ok: true; tabs: PageTab[]; activate: string | null };

/**
 * Adds the tab of a visited page (or updates its title); the home tab, when the user has a home
 * page, is always there and always first.
 */
export function openTab(tabs: readonly PageTab[], tab: PageTab, home: PageTab | null): PageTab[] {
  let next = tabs.some((t) => t.key === tab.key)
    ? tabs.map((t) => (t.key === tab.key ? tab : t))
    : [...tabs, tab];
  if (home) next = [next.find((t) => t.key === home.key) ?? home, ...next.filter((t) => t.key !== home.key)];
  return next;
}

/** The tabs with those of route `path` (any query) titled `title`; the same array when none changes. */
export function retitleTabs(tabs: PageTab[], path: string, title: string): PageTab[] {
  const pathname = path.startsWith('/') ? path : `/${path}`;
  const changes = (tab: PageTab) => tab.title !== title && tab.key.split('?')[0] === pathname;
  if (!tabs.some(changes)) return tabs;
  return tabs.map((tab) => (changes(tab) ? { ...tab, title } : tab));
}

/** Where to go after the active tab closed: the tab now at its place (its right neighbour), else the left one. */
function neighbour(remaining: readonly PageTab[], closedIndex: number): string | null {
  const at = Math.min(closedIndex, remaining.length - 1);
  return remaining[at]?.key ?? null;
}

/** Closes one tab. The last remaining tab and the home tab stay, with a warning. */
export function closeTab(
  tabs: readonly PageTab[],
  key: string,
  activeKey: string,
  homeKey: string,
): CloseOutcome {
  const index = tabs.findIndex((t) => t.key === key);
  if (index < 0) return { ok: true, tabs: [...tabs], activate: null };
  if (tabs.length === 1) return { ok: false, warning: LAST_TAB_MESSAGE };
  if (key === homeKey) return { ok: false, warning: HOME_TAB_MESSAGE };
  const remaining = tabs.filter((t) => t.key !== key);
  return { ok: true, tabs: remaining, activate: key === activeKey ? neighbour(remaining, index) : null };
}

/** Keeps `keep` plus the home tab; when the active tab went, the one the menu was opened on becomes active. */
function keepOnly(
  tabs: readonly PageTab[],
  keep: (tab: PageTab, index: number) => boolean,
  key: string,
  activeKey: string,
  homeKey: string,
): CloseOutcome {
  const remaining = tabs.filter((t, i) => t.key === homeKey || keep(t, i));
  const activeGone = !remaining.some((t) => t.key === activeKey);
  return { ok: true, tabs: remaining, activate: activeGone ? key : null };
}

export function closeLeft(tabs: readonly PageTab[], key: string, activeKey: string, homeKey: string) {
  const index = tabs.findIndex((t) => t.key === key);
  return keepOnly(tabs, (_t, i) => i >= index, key, activeKey, homeKey);
}

export function closeRight(tabs: readonly PageTab[], key: string, activeKey: string, homeKey: string) {
  const index = tabs.findIndex((t) => t.key === key);
  return keepOnly(tabs, (_t, i) => i <= index, key, activeKey, homeKey);
}

export function closeOthers(tabs: readonly PageTab[], key: string, activeKey: string, homeKey: string) {
  return keepOnly(tabs, (t) => t.key === key, key, activeKey, homeKey);
}
