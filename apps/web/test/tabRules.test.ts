import { describe, expect, it } from 'vitest';
import {
  closeLeft,
  closeOthers,
  closeRight,
  closeTab,
  HOME_TAB_MESSAGE,
  LAST_TAB_MESSAGE,
  openTab,
  type PageTab,
  retitleTabs,
} from '../src/components/multitab/tabRules.ts';

const HOME = '/dashboard/analysis';
const home: PageTab = { key: HOME, title: '首页' };
const t = (key: string): PageTab => ({ key, title: key });
const keys = (tabs: readonly PageTab[]) => tabs.map((tab) => tab.key);
const bar = [home, t('/a'), t('/b'), t('/c')];

describe('openTab', () => {
  it('puts the home tab first, then each visited full path once', () => {
    let tabs = openTab([], t('/a'), home);
    tabs = openTab(tabs, t('/b'), home);
    tabs = openTab(tabs, t('/a'), home);
    tabs = openTab(tabs, t('/a?x=1'), home);
    expect(keys(tabs)).toEqual([HOME, '/a', '/b', '/a?x=1']);
  });

  it('updates the title of a known tab', () => {
    expect(openTab([home, t('/a')], { key: '/a', title: '甲' }, home)[1]).toEqual({ key: '/a', title: '甲' });
  });

  it('has no home tab when the user has no home page', () => {
    expect(keys(openTab([], t('/a'), null))).toEqual(['/a']);
  });
});

describe('closeTab', () => {
  it('refuses to close the last remaining tab', () => {
    expect(closeTab([home], HOME, HOME, HOME)).toEqual({ ok: false, warning: LAST_TAB_MESSAGE });
    expect(closeTab([t('/a')], '/a', '/a', HOME)).toEqual({ ok: false, warning: LAST_TAB_MESSAGE });
  });

  it('refuses to close the home tab', () => {
    expect(closeTab(bar, HOME, '/a', HOME)).toEqual({ ok: false, warning: HOME_TAB_MESSAGE });
  });

  it('activates the right neighbour of a closed active tab, else the left one', () => {
    const middle = closeTab(bar, '/b', '/b', HOME);
    expect(middle.ok && keys(middle.tabs)).toEqual([HOME, '/a', '/c']);
    expect(middle.ok && middle.activate).toBe('/c');
    const last = closeTab(bar, '/c', '/c', HOME);
    expect(last.ok && last.activate).toBe('/b');
  });

  it('leaves the current page alone when a background tab closes', () => {
    const outcome = closeTab(bar, '/a', '/c', HOME);
    expect(outcome.ok && outcome.activate).toBeNull();
  });
});

describe('closing several tabs', () => {
  it('closes the tabs left of the chosen one, keeping home', () => {
    const outcome = closeLeft(bar, '/b', '/a', HOME);
    expect(outcome.ok && keys(outcome.tabs)).toEqual([HOME, '/b', '/c']);
    expect(outcome.ok && outcome.activate).toBe('/b');
  });

  it('closes the tabs right of the chosen one', () => {
    const outcome = closeRight(bar, '/a', '/a', HOME);
    expect(outcome.ok && keys(outcome.tabs)).toEqual([HOME, '/a']);
    expect(outcome.ok && outcome.activate).toBeNull();
  });

  it('closes all others but home', () => {
    const outcome = closeOthers(bar, '/b', '/c', HOME);
    expect(outcome.ok && keys(outcome.tabs)).toEqual([HOME, '/b']);
    expect(outcome.ok && outcome.activate).toBe('/b');
  });
});

describe('retitleTabs', () => {
  it('retitles every tab of the path, whatever its query, and leaves the others', () => {
    const tabs = [home, t('/a'), t('/a?page=2'), t('/ab')];
    expect(retitleTabs(tabs, '/a', '甲').map((tab) => tab.title)).toEqual(['首页', '甲', '甲', '/ab']);
  });

  it('gives back the same list when nothing changes', () => {
    const tabs = [home, t('/a')];
    expect(retitleTabs(tabs, '/b', '乙')).toBe(tabs);
    expect(retitleTabs(tabs, '/a', '/a')).toBe(tabs);
  });
});
