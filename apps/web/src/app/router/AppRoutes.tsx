import { lazy, type ReactNode, Suspense } from 'react';
import { Navigate, type RouteObject, useRoutes } from 'react-router';
import { PageLoading } from '../../components/PageLoading.tsx';
import { UserLayout } from '../../layouts/UserLayout.tsx';
import { NOT_FOUND_PATH } from './paths.ts';

const Login = lazy(() => import('../../views/user/Login.tsx'));
const NotFoundPage = lazy(() => import('./NotFoundPage.tsx').then((m) => ({ default: m.NotFoundPage })));
// The main layout, the menu's routes and their views load after sign-in: the login page needs none.
const MainRoutes = lazy(() => import('./MainRoutes.tsx'));

const loading = (page: ReactNode) => <Suspense fallback={<PageLoading />}>{page}</Suspense>;

/** The static routes of spec §2 "Routing"; every other path is the main layout's (MainRoutes). */
const ROUTES: RouteObject[] = [
  {
    path: '/user',
    element: <UserLayout />,
    children: [
      { index: true, element: <Navigate to="login" replace /> },
      { path: 'login', element: loading(<Login />) },
    ],
  },
  { path: '/test', element: <Navigate to="/test/home" replace /> },
  { path: NOT_FOUND_PATH, element: loading(<NotFoundPage />) },
  { path: '*', element: loading(<MainRoutes />) },
];

export function AppRoutes() {
  return useRoutes(ROUTES);
}
