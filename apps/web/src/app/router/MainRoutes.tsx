import { lazy, useMemo } from 'react';
import { Navigate, type RouteObject, useRoutes } from 'react-router';
import { MainLayout } from '../../layouts/MainLayout.tsx';
import { useSessionStore } from '../../stores/session.ts';
import '../dateLocale.ts';
import { QueryProvider } from '../queryClient.tsx';
import { landingPath } from './landing.ts';
import { ONLINE_ROUTE_OBJECTS } from './onlineRoutes.tsx';
import { NOT_FOUND_PATH } from './paths.ts';
import { RouteView } from './RouteView.tsx';
import { toRouteObjects } from './toRouteObjects.tsx';
import { useAppRoutes } from './useAppRoutes.ts';

const UserAnnouncement = lazy(() => import('../../views/isps/UserAnnouncement.tsx'));
const AccountCenter = lazy(() => import('../../views/account/center/AccountCenter.tsx'));
const AccountSettings = lazy(() => import('../../views/account/settings/AccountSettings.tsx'));

/**
 * Everything under the main layout (spec §2): `/` (the user's landing page) and the server menu's routes, and /404 for any path
 * nothing matches. Loaded after sign-in, with the layout and the server-state client, so the login page
 * carries none of it.
 */
export default function MainRoutes() {
  const appRoutes = useAppRoutes();
  const auth = useSessionStore((s) => s.auth);
  const routes = useMemo<RouteObject[]>(
    () => [
      {
        path: '/',
        element: <MainLayout />,
        children: [
          { index: true, element: <Navigate to={landingPath(auth, appRoutes)} replace /> },
          {
            path: 'isps/userAnnouncement',
            element: <RouteView view={UserAnnouncement} />,
            handle: { title: '我的消息' },
          },
          {
            path: 'account/center',
            element: <RouteView view={AccountCenter} />,
            handle: { title: '个人中心' },
          },
          {
            path: 'account/settings/:tab',
            element: <RouteView view={AccountSettings} />,
            handle: { title: '账户设置' },
          },
          ...ONLINE_ROUTE_OBJECTS,
          ...toRouteObjects(appRoutes),
        ],
      },
      { path: '*', element: <Navigate to={NOT_FOUND_PATH} replace /> },
    ],
    [appRoutes, auth],
  );
  const element = useRoutes(routes);
  return <QueryProvider>{element}</QueryProvider>;
}
