import { lazy, Suspense } from 'react';
import { createBrowserRouter, Outlet, type RouteObject } from 'react-router-dom';
import { FullPageSpinner } from '@renderer/components/full-page-spinner';
import { AREA_PATHS } from '@renderer/config/onboarding-areas';
import { RootRedirect } from './routes/root-redirect';
import { RouteError } from './routes/route-error';

// Each screen is its own chunk: the sign-in page never downloads the signed-in shell.
const SignInRoute = lazy(() => import('./routes/sign-in'));
const AppLayoutRoute = lazy(() => import('./routes/app-layout'));
const AreaRoute = lazy(() => import('./routes/area-route'));
const NotFoundRoute = lazy(() => import('./routes/not-found'));

function RouteFrame() {
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <Outlet />
    </Suspense>
  );
}

export const appRoutes: RouteObject[] = [
  {
    element: <RouteFrame />,
    errorElement: <RouteError />,
    children: [
      { path: '/', element: <RootRedirect /> },
      { path: '/sign-in', element: <SignInRoute /> },
      {
        element: <AppLayoutRoute />,
        // Every onboarding area and what lies below it; the area route decides 403, 404 or the page.
        children: AREA_PATHS.map((path) => ({ path: `${path}/*`, element: <AreaRoute /> })),
      },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
