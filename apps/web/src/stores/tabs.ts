import { StorageKeys } from '@hcs/shared';
import { create } from 'zustand';
import { openTab, type PageTab, retitleTabs } from '../components/multitab/tabRules.ts';
import { getLocal, getSession, setSession } from '../utils/storage.ts';

/** sessionStorage key of the open tabs, so a reload of the browser tab brings them back. */
const OPEN_TABS_KEY = 'HCS_OPEN_TABS';

interface StoredTabs {
  /** Whose tabs: another user signing in in the same browser tab starts afresh. */
  username: string;
  tabs: PageTab[];
}

const isTab = (tab: unknown): tab is PageTab =>
  typeof tab === 'object' &&
  tab !== null &&
  typeof (tab as PageTab).key === 'string' &&
  typeof (tab as PageTab).title === 'string' &&
  ((tab as PageTab).path === undefined || typeof (tab as PageTab).path === 'string');

/** The tabs this browser tab had open before a reload, if they were the signed-in user's. */
function restoredTabs(): PageTab[] {
  const stored = getSession<StoredTabs>(OPEN_TABS_KEY);
  const username = getLocal<string>(StorageKeys.username);
  if (!stored || !username || stored.username !== username || !Array.isArray(stored.tabs)) return [];
  return stored.tabs.filter(isTab);
}

/** The open page tabs (spec §2 "Tabbed layout"), kept over a reload of the browser tab. */
export interface TabsState {
  tabs: PageTab[];
  /** Bumped by 刷新: the page of that full path mounts anew. */
  generations: Readonly<Record<string, number>>;
  open(tab: PageTab, home: PageTab | null): void;
  replace(tabs: PageTab[]): void;
  refresh(key: string): void;
  /** Gives the tabs of a route path (whatever their query) a new title. */
  retitle(path: string, title: string): void;
}

export const useTabsStore = create<TabsState>()((set, get) => ({
  tabs: restoredTabs(),
  generations: {},
  open(tab, home) {
    const { tabs } = get();
    const next = openTab(tabs, tab, home);
    const same = next.length === tabs.length && next.every((t, i) => t === tabs[i] || sameTab(t, tabs[i]));
    if (!same) set({ tabs: next });
  },
  replace(tabs) {
    set({ tabs });
  },
  refresh(key) {
    const { generations } = get();
    set({ generations: { ...generations, [key]: (generations[key] ?? 0) + 1 } });
  },
  retitle(path, title) {
    const { tabs } = get();
    const next = retitleTabs(tabs, path, title);
    if (next !== tabs) set({ tabs: next });
  },
}));

function sameTab(a: PageTab, b: PageTab | undefined): boolean {
  return b !== undefined && a.key === b.key && a.title === b.title && a.path === b.path;
}

useTabsStore.subscribe((state, previous) => {
  if (state.tabs === previous.tabs) return;
  const username = getLocal<string>(StorageKeys.username);
  if (username) setSession<StoredTabs>(OPEN_TABS_KEY, { username, tabs: state.tabs });
});
