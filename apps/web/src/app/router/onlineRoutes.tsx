import { type ComponentType, lazy } from 'react';
import { type RouteObject, useLocation } from 'react-router';
import { RouteView } from './RouteView.tsx';

type View = () => Promise<{ default: ComponentType }>;

/**
 * The online module's screens for one form or report, by the family's urls (the code last): a menu entry
 * pointing at one is a route of the server menu; these open any of them for its designer (表单开发's
 * 功能测试 and 查看副本, 报表配置's 功能测试). The server decides who may read each form or report.
 */
export const ONLINE_SCREENS: readonly { path: string; title: string; view: View }[] = [
  {
    path: 'online/cgformList/:code',
    title: '在线表单',
    view: () => import('../../views/modules/online/cgform/auto/OnlCgformAutoList.tsx'),
  },
  {
    path: 'online/cgformTreeList/:code',
    title: '在线表单',
    view: () => import('../../views/modules/online/cgform/auto/OnlCgformTreeList.tsx'),
  },
  {
    path: 'online/cgformErpList/:code',
    title: '在线表单',
    view: () => import('../../views/modules/online/cgform/auto/erp/OnlCgformErpList.tsx'),
  },
  {
    path: 'online/cgformTabList/:code',
    title: '在线表单',
    view: () => import('../../views/modules/online/cgform/auto/tab/OnlCgformTabList.tsx'),
  },
  {
    path: 'online/cgformInnerTableList/:code',
    title: '在线表单',
    view: () => import('../../views/modules/online/cgform/auto/innerTable/OnlCgformInnerTableList.tsx'),
  },
  {
    path: 'online/copyform/:code',
    title: '表单副本',
    view: () => import('../../views/modules/online/cgform/OnlCgformCopyList.tsx'),
  },
  {
    path: 'online/cgreport/:code',
    title: '在线报表',
    view: () => import('../../views/modules/online/cgreport/auto/OnlCgreportAutoList.tsx'),
  },
];

function keyedByPath(View: ComponentType): ComponentType {
  // One form's screen does not keep another's state when the code in the path changes.
  return function OnlineScreen() {
    const { pathname } = useLocation();
    return <RouteView key={pathname} view={View} />;
  };
}

/** Made once: a lazy view made again would load and mount again. */
export const ONLINE_ROUTE_OBJECTS: readonly RouteObject[] = ONLINE_SCREENS.map(({ path, title, view }) => {
  const Screen = keyedByPath(lazy(view));
  return { path, element: <Screen />, handle: { title } };
});
