import type { AppRoute } from '../../app/router/buildRoutes.ts';

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
];
