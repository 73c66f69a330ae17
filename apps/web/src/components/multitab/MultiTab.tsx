import { CloseOutlined, DownOutlined } from '@ant-design/icons';
import { Dropdown } from 'antd';
import { type KeyboardEvent, useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { onDynamicRoute } from '../../app/router/dynamicRoute.ts';
import { useTabsStore } from '../../stores/tabs.ts';
import { isTabAction, TAB_MENU_ITEMS } from './tabMenuItems.tsx';
import type { PageTab } from './tabRules.ts';
import { useTabActions } from './useTabActions.ts';
import './MultiTab.css';

interface MultiTabProps {
  /** The current page's tab, or null while the location is a redirect or a folder. */
  current: PageTab | null;
  /** The home page's tab, or null when the user has no home page. */
  home: PageTab | null;
}

/**
 * The tab bar of spec §2 "Tabbed layout": one tab per visited full path, each a link to its page
 * with a close button and a context menu. Links rather than ARIA tabs: a tab opens a page, it does
 * not switch a panel (and ARIA tab lists may not hold the close buttons).
 */
export function MultiTab({ current, home }: MultiTabProps) {
  const tabs = useTabsStore((s) => s.tabs);
  const activeKey = current?.key ?? '';
  const { close, run } = useTabActions(activeKey);
  const activeRef = useRef<HTMLAnchorElement>(null);

  const currentKey = current?.key;
  const currentTitle = current?.title;
  const currentPath = current?.path;
  const homeKey = home?.key;
  const homeTitle = home?.title;
  useEffect(() => {
    if (currentKey === undefined || currentTitle === undefined) return;
    const homeTab =
      homeKey !== undefined && homeTitle !== undefined ? { key: homeKey, title: homeTitle } : null;
    const tab =
      currentPath === undefined
        ? { key: currentKey, title: currentTitle }
        : { key: currentKey, title: currentTitle, path: currentPath };
    useTabsStore.getState().open(tab, homeTab);
  }, [currentKey, currentTitle, currentPath, homeKey, homeTitle]);

  // A chosen menu entry gives its open tabs the entry's title (the dynamic-route event of spec §2).
  useEffect(() => onDynamicRoute(({ path, title }) => useTabsStore.getState().retitle(path, title)), []);

  useEffect(() => {
    if (activeKey) activeRef.current?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [activeKey]);

  const menuFor = (key: string) => ({
    items: TAB_MENU_ITEMS,
    onClick: ({ key: action }: { key: string }) => {
      if (isTabAction(action)) run(action, key);
    },
  });

  const onLinkKeyDown = (key: string) => (event: KeyboardEvent) => {
    if (event.key === 'Delete') {
      event.preventDefault();
      close(key);
    }
  };

  const activeTitle = tabs.find((t) => t.key === activeKey)?.title ?? '';
  return (
    <div className="hcs-multitab">
      <div className="hcs-multitab__inner">
        <nav className="hcs-multitab__nav" aria-label="页签">
          <ul className="hcs-multitab__list">
            {tabs.map((tab) => {
              const active = tab.key === activeKey;
              return (
                <Dropdown key={tab.key} trigger={['contextMenu']} menu={menuFor(tab.key)}>
                  <li
                    className={active ? 'hcs-multitab__tab hcs-multitab__tab--active' : 'hcs-multitab__tab'}
                    data-tab-key={tab.key}
                  >
                    <Link
                      ref={active ? activeRef : undefined}
                      to={tab.path ?? tab.key}
                      className="hcs-multitab__link"
                      aria-current={active ? 'page' : undefined}
                      aria-keyshortcuts="Delete"
                      onKeyDown={onLinkKeyDown(tab.key)}
                    >
                      {tab.title}
                    </Link>
                    <button
                      type="button"
                      className="hcs-multitab__close"
                      aria-label={`关闭 ${tab.title}`}
                      // Only the active tab's button is a Tab stop; Delete on a tab's link closes any tab.
                      tabIndex={active ? 0 : -1}
                      onClick={() => close(tab.key)}
                    >
                      <CloseOutlined />
                    </button>
                  </li>
                </Dropdown>
              );
            })}
          </ul>
        </nav>
        <Dropdown trigger={['click']} menu={menuFor(activeKey)} placement="bottomRight" autoFocus>
          <button type="button" className="hcs-multitab__menu" aria-label={`页签操作：${activeTitle}`}>
            <DownOutlined />
          </button>
        </Dropdown>
      </div>
    </div>
  );
}
