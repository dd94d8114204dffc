import { Suspense } from 'react';
import { createBrowserRouter, Outlet, type RouteObject } from 'react-router-dom';
import { FullPageSpinner } from '@renderer/components/full-page-spinner';
import { AREA_PATHS } from '@renderer/config/onboarding-areas';
import { preloadable } from './preloadable';
import { RootRedirect } from './routes/root-redirect';
import { RouteError } from './routes/route-error';

// Each screen is its own chunk: the sign-in page never downloads the signed-in shell.
const SignInRoute = preloadable(() => import('./routes/sign-in'));
export const AppLayoutRoute = preloadable(() => import('./routes/app-layout'));
export const AreaRoute = preloadable(() => import('./routes/area-route'));
const NotFoundRoute = preloadable(() => import('./routes/not-found'));
const ForgotPasswordRoute = preloadable(() => import('./routes/forgot-password'));
const SetNewPasswordRoute = preloadable(() => import('./routes/set-new-password'));
const ResetPasswordRoute = preloadable(() => import('./routes/reset-password'));
const OtpVerificationRoute = preloadable(() => import('./routes/otp-verification'));
const ChangePasswordRoute = preloadable(() => import('./routes/change-password'));
const MyProfileRoute = preloadable(() => import('./routes/my-profile'));
const SignUpRoute = preloadable(() => import('./routes/sign-up'));

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
      { path: '/sign-up', element: <SignUpRoute /> },
      { path: '/forgot-password', element: <ForgotPasswordRoute /> },
      { path: '/set-new-password', element: <SetNewPasswordRoute /> },
      { path: '/reset-password', element: <ResetPasswordRoute /> },
      { path: '/otp-verification', element: <OtpVerificationRoute /> },
      {
        element: <AppLayoutRoute />,
        children: [
          // Every signed-in user may change their own password, whatever their areas.
          { path: '/change-password', element: <ChangePasswordRoute /> },
          // Likewise their own profile, where they also turn notifications off.
          { path: '/my-profile', element: <MyProfileRoute /> },
          // Every onboarding area and what lies below it; the area route decides 403, 404 or the page.
          ...AREA_PATHS.map((path) => ({ path: `${path}/*`, element: <AreaRoute /> })),
        ],
      },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
