import { lazy, type ReactNode, Suspense } from 'react';
import { Navigate, type RouteObject, useRoutes } from 'react-router';
import { PageLoading } from '../../components/PageLoading.tsx';
import { UserLayout } from '../../layouts/UserLayout.tsx';
import { NOT_FOUND_PATH } from './paths.ts';

const Login = lazy(() => import('../../views/user/Login.tsx'));
const Register = lazy(() => import('../../views/user/Register.tsx'));
const RegisterResult = lazy(() => import('../../views/user/RegisterResult.tsx'));
const Alteration = lazy(() => import('../../views/user/Alteration.tsx'));
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
      { path: 'register', element: loading(<Register />) },
      { path: 'register-result', element: loading(<RegisterResult />) },
      { path: 'alteration', element: loading(<Alteration />) },
    ],
  },
  { path: '/test', element: <Navigate to="/test/home" replace /> },
  { path: NOT_FOUND_PATH, element: loading(<NotFoundPage />) },
  { path: '*', element: loading(<MainRoutes />) },
];

export function AppRoutes() {
  return useRoutes(ROUTES);
}
