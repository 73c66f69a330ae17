import type { AppRoute } from '../../app/router/buildRoutes.ts';
import { ONLINE_SCREENS } from '../../app/router/onlineRoutes.tsx';

/** A hidden page of the main layout with its title. */
function staticPage(path: string, name: string, component: string, title: string): AppRoute {
  const componentName = component.split('/').at(-1) ?? name;
  return {
    path,
    name,
    component,
    hidden: true,
    meta: { title, keepAlive: false, internalOrExternal: false, componentName },
    children: [],
  };
}

/**
 * Pages under the main layout that the server menu does not list (spec §2 "Static routes"), so
 * the page header, breadcrumb, browser title and tab still know their titles. Hidden: not in menus.
 */
export const STATIC_PAGES: readonly AppRoute[] = [
  {
    path: '/isps/userAnnouncement',
    name: 'isps-userAnnouncement',
    component: 'isps/UserAnnouncement',
    hidden: true,
    meta: {
      title: '我的消息',
      keepAlive: false,
      internalOrExternal: false,
      componentName: 'UserAnnouncement',
    },
    children: [],
  },
  staticPage('/account/center', 'account-center', 'account/center/AccountCenter', '个人中心'),
  staticPage('/account/settings/:tab', 'account-settings', 'account/settings/AccountSettings', '账户设置'),
  // The online screens opened by their designers (功能测试, 查看副本) where no menu entry points at them.
  ...ONLINE_SCREENS.map(({ path, title }) =>
    staticPage(`/${path}`, path.replaceAll(/[/:]+/g, '-'), `online/${path.split('/')[1]}`, title),
  ),
];
