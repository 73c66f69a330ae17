import { App as AntApp, Layout } from 'antd';
import { lazy, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useShallow } from 'zustand/react/shallow';
import { findRouteTrail } from '../app/router/buildRoutes.ts';
import { useAppRoutes } from '../app/router/useAppRoutes.ts';
import { LiveRegion } from '../components/announce/LiveRegion.tsx';
import { useRouteAnnouncement } from '../components/announce/useRouteAnnouncement.ts';
import { DepartPrompt } from '../components/DepartPrompt.tsx';
import { KeepAliveOutlet } from '../components/keepalive/KeepAliveOutlet.tsx';
import { LazyOnce } from '../components/LazyOnce.tsx';
import { withoutListParams } from '../components/list/listUrlState.ts';
import { MultiTab } from '../components/multitab/MultiTab.tsx';
import { PageHeaderHost } from '../components/pageheader/pageHeaderHost.tsx';
import { useSettingDrawer } from '../components/setting/settingDrawerStore.ts';
import { LeaveGuard } from '../components/unsaved/LeaveGuard.tsx';
import { useSettingsStore } from '../stores/settings.ts';
import { useSettingsSync } from '../stores/settingsSync.ts';
import { useTabsStore } from '../stores/tabs.ts';
import { useMediaQuery } from '../utils/useMediaQuery.ts';
import { Breadcrumbs } from './main/Breadcrumbs.tsx';
import { GlobalFooter } from './main/GlobalFooter.tsx';
import { GlobalHeader } from './main/GlobalHeader.tsx';
import { Logo } from './main/Logo.tsx';
import { MOBILE_QUERY, SIDER_COLLAPSED_WIDTH, SIDER_WIDTH, TABLET_QUERY } from './main/layoutConstants.ts';
import { currentPageTab, homePageTab } from './main/pageTabs.ts';
import { SideMenu } from './main/SideMenu.tsx';
import { MAIN_CONTENT_ID, SkipLink } from './main/SkipLink.tsx';
import { STATIC_PAGES } from './main/staticPages.ts';
import { useDocumentTitle } from './main/useDocumentTitle.ts';
import { useHeaderAutoHide } from './main/useHeaderAutoHide.ts';
import './MainLayout.css';

const NO_KEYS: readonly string[] = [];

/** The sidebar closes when the window narrows below the tablet width and opens again above it. */
function useSidebarFollowsTablet(isTablet: boolean): void {
  const seen = useRef<boolean | null>(null);
  useEffect(() => {
    const first = seen.current === null;
    if (seen.current === isTablet) return;
    seen.current = isTablet;
    if (isTablet) useSettingsStore.getState().update('sidebarOpened', false);
    else if (!first) useSettingsStore.getState().update('sidebarOpened', true);
  }, [isTablet]);
}

// The settings drawer loads when first opened, and so does a phone's menu drawer.
const SettingDrawer = lazy(() =>
  import('../components/setting/SettingDrawer.tsx').then((m) => ({ default: m.SettingDrawer })),
);
const MenuDrawer = lazy(() => import('./main/MenuDrawer.tsx').then((m) => ({ default: m.MenuDrawer })));

/**
 * Side menu (or top navigation), header, tabs, page header with breadcrumb and title, content and
 * footer (spec §2 "Layout"), arranged by the layout preferences of the settings drawer.
 */
export function MainLayout() {
  const settingDrawerOpen = useSettingDrawer((s) => s.open);
  useSettingsSync();
  const routes = useAppRoutes();
  const { pathname, search } = useLocation();
  const fullPath = `${pathname}${search}`;
  const trail = useMemo(() => {
    const fromMenu = findRouteTrail(routes, pathname);
    return fromMenu.length > 0 ? fromMenu : findRouteTrail(STATIC_PAGES, pathname);
  }, [routes, pathname]);
  const page = trail.at(-1);
  const title = page?.meta.title;
  useDocumentTitle(title);
  useRouteAnnouncement(title);
  const breadcrumb = useMemo(() => <Breadcrumbs trail={trail} />, [trail]);

  const settings = useSettingsStore(
    useShallow((s) => ({
      sidebarOpened: s.sidebarOpened,
      menuTheme: s.menuTheme,
      layoutMode: s.layoutMode,
      fixedHeader: s.fixedHeader,
      fixedSidemenu: s.fixedSidemenu,
      autoHideHeader: s.autoHideHeader,
      contentWidth: s.contentWidth,
      multipage: s.multipage,
    })),
  );
  const isMobile = useMediaQuery(MOBILE_QUERY);
  const isTablet = useMediaQuery(TABLET_QUERY);
  useSidebarFollowsTablet(isTablet);
  const [drawerOpen, setDrawerOpen] = useState(false);
  if (!isMobile && drawerOpen) setDrawerOpen(false);

  // A phone always gets the drawer menu, whatever the navigation mode.
  const topNav = !isMobile && settings.layoutMode === 'topmenu';
  const collapsed = !settings.sidebarOpened;
  const menuOpen = isMobile ? drawerOpen : !collapsed;
  const toggleMenu = () =>
    isMobile ? setDrawerOpen(!drawerOpen) : useSettingsStore.getState().update('sidebarOpened', collapsed);
  const siderFixed = settings.fixedSidemenu && !topNav && !isMobile;
  const siderWidth = collapsed ? SIDER_COLLAPSED_WIDTH : SIDER_WIDTH;
  const headerHidden = useHeaderAutoHide(settings.fixedHeader && settings.autoHideHeader);

  const showTabs = !isMobile && settings.multipage;
  const pageKey = withoutListParams(fullPath);
  const keptAlive = showTabs && Boolean(page?.meta.keepAlive);
  const tabs = useTabsStore((s) => s.tabs);
  const generations = useTabsStore((s) => s.generations);
  const tabKeys = useMemo(() => tabs.map((tab) => tab.key), [tabs]);
  const currentTab = useMemo(() => currentPageTab(trail, fullPath), [trail, fullPath]);
  const homeTab = useMemo(() => homePageTab(routes), [routes]);

  const layoutClass = [
    'hcs-main',
    topNav ? 'hcs-main--top' : 'hcs-main--side',
    topNav && settings.contentWidth === 'Fixed' ? 'hcs-main--fixed-width' : '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    // message / notification / modal hooks (App.useApp) for every page of the shell; the login page
    // does without them.
    <AntApp>
      <SkipLink />
      <Layout className={layoutClass} hasSider={!isMobile && !topNav}>
        {isMobile ? (
          <LazyOnce when={drawerOpen}>
            <MenuDrawer
              title={<Logo />}
              theme={settings.menuTheme}
              open={drawerOpen}
              onClose={() => setDrawerOpen(false)}
            >
              <SideMenu
                routes={routes}
                trail={trail}
                collapsed={false}
                theme={settings.menuTheme}
                onSelect={() => setDrawerOpen(false)}
              />
            </MenuDrawer>
          </LazyOnce>
        ) : topNav ? null : (
          <Layout.Sider
            className={`hcs-sider hcs-sider--${settings.menuTheme}${siderFixed ? ' hcs-sider--fixed' : ''}`}
            theme={settings.menuTheme}
            width={SIDER_WIDTH}
            collapsedWidth={SIDER_COLLAPSED_WIDTH}
            collapsible
            collapsed={collapsed}
            trigger={null}
          >
            <Logo collapsed={collapsed} />
            <SideMenu routes={routes} trail={trail} collapsed={collapsed} theme={settings.menuTheme} />
          </Layout.Sider>
        )}
        <div className="hcs-main__body" style={{ marginInlineStart: siderFixed ? siderWidth : 0 }}>
          <GlobalHeader
            routes={routes}
            trail={trail}
            topNav={topNav}
            menuTheme={settings.menuTheme}
            mobile={isMobile}
            fixed={settings.fixedHeader}
            hidden={headerHidden}
            menuOpen={menuOpen}
            onToggleMenu={toggleMenu}
          />
          {showTabs ? <MultiTab current={currentTab} home={homeTab} /> : null}
          {/* Focusable by script only: 跳到主要内容 lands here when the page has no heading. */}
          <main id={MAIN_CONTENT_ID} className="hcs-content" tabIndex={-1}>
            <div className="hcs-content__inner">
              <PageHeaderHost breadcrumb={breadcrumb} title={title}>
                <div className="hcs-page-body">
                  <LeaveGuard pageKey={pageKey} keptAlive={keptAlive} />
                  <KeepAliveOutlet
                    activeKey={pageKey}
                    keepAlive={keptAlive}
                    retainKeys={showTabs ? tabKeys : NO_KEYS}
                    generations={generations}
                  />
                </div>
              </PageHeaderHost>
            </div>
          </main>
          <GlobalFooter />
        </div>
        <LazyOnce when={settingDrawerOpen}>
          <SettingDrawer />
        </LazyOnce>
        <DepartPrompt />
        <LiveRegion />
      </Layout>
    </AntApp>
  );
}
