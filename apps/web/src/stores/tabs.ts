import { create } from 'zustand';
import { openTab, type PageTab, retitleTabs } from '../components/multitab/tabRules.ts';

/** The open page tabs; they live for the page load only (spec §2 "Tabbed layout"). */
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
  tabs: [],
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
