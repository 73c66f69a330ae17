import { lazy, Suspense, useMemo } from 'react';
import { Navigate, type RouteObject, useRoutes } from 'react-router';
import { PageLoading } from '../../components/PageLoading.tsx';
import { MainLayout } from '../../layouts/MainLayout.tsx';
import { UserLayout } from '../../layouts/UserLayout.tsx';
import { NotFoundPage } from './NotFoundPage.tsx';
import { HOME_PATH, NOT_FOUND_PATH } from './paths.ts';
import { RouteView } from './RouteView.tsx';
import { toRouteObjects } from './toRouteObjects.tsx';
import { useAppRoutes } from './useAppRoutes.ts';

const Login = lazy(() => import('../../views/user/Login.tsx'));
const UserAnnouncement = lazy(() => import('../../views/isps/UserAnnouncement.tsx'));

/** The static routes of spec §2 "Routing", with the server menu's routes under `/`. */
export function AppRoutes() {
  const appRoutes = useAppRoutes();
  const routes = useMemo<RouteObject[]>(
    () => [
      {
        path: '/user',
        element: <UserLayout />,
        children: [
          { index: true, element: <Navigate to="login" replace /> },
          {
            path: 'login',
            element: (
              <Suspense fallback={<PageLoading />}>
                <Login />
              </Suspense>
            ),
          },
        ],
      },
      { path: '/test', element: <Navigate to="/test/home" replace /> },
      { path: NOT_FOUND_PATH, element: <NotFoundPage /> },
      {
        path: '/',
        element: <MainLayout />,
        children: [
          { index: true, element: <Navigate to={HOME_PATH} replace /> },
          {
            path: 'isps/userAnnouncement',
            element: <RouteView view={UserAnnouncement} />,
            handle: { title: '我的消息' },
          },
          ...toRouteObjects(appRoutes),
        ],
      },
      { path: '*', element: <Navigate to={NOT_FOUND_PATH} replace /> },
    ],
    [appRoutes],
  );
  return useRoutes(routes);
}
