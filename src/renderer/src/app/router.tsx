import { Suspense } from 'react';
import { createBrowserRouter, Outlet, type RouteObject } from 'react-router-dom';
import { ROUTES } from '@shared/routes';
import { FullPageSpinner } from '@renderer/components/full-page-spinner';
import { AREA_PATHS } from '@renderer/config/onboarding-areas';
import { useFocusOnNavigation } from '@renderer/lib/a11y/use-focus-on-navigation';
import { preloadable, type PreloadableScreen } from './preloadable';
import { RootRedirect } from './routes/root-redirect';
import { RouteError } from './routes/route-error';

// Each screen is its own chunk: the sign-in page never downloads the signed-in shell.
const SignInRoute = preloadable(() => import('./routes/sign-in'));
export const AppLayoutRoute = preloadable(() => import('./routes/app-layout'));
export const AreaRoute = preloadable(() => import('./routes/area-route'));
const NotFoundRoute = preloadable(() => import('./routes/not-found'));
const NotFoundFrame = preloadable(() => import('./routes/not-found-frame'));
const ForgotPasswordRoute = preloadable(() => import('./routes/forgot-password'));
const SetNewPasswordRoute = preloadable(() => import('./routes/set-new-password'));
const ResetPasswordRoute = preloadable(() => import('./routes/reset-password'));
const OtpVerificationRoute = preloadable(() => import('./routes/otp-verification'));
const ChangePasswordRoute = preloadable(() => import('./routes/change-password'));
const MyProfileRoute = preloadable(() => import('./routes/my-profile'));
const SignUpRoute = preloadable(() => import('./routes/sign-up'));

/** The screens open to anyone, by address: opening the app on one, its code is fetched before the first render. */
const PUBLIC_SCREENS: ReadonlyMap<string, PreloadableScreen> = new Map([
  [ROUTES.signIn, SignInRoute],
  [ROUTES.signUp, SignUpRoute],
  [ROUTES.forgotPassword, ForgotPasswordRoute],
  [ROUTES.setNewPassword, SetNewPasswordRoute],
  [ROUTES.resetPassword, ResetPasswordRoute],
  [ROUTES.otpVerification, OtpVerificationRoute],
]);

export function publicScreenAt(pathname: string): PreloadableScreen | undefined {
  return PUBLIC_SCREENS.get(pathname);
}

function RouteFrame() {
  useFocusOnNavigation();
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
      { path: ROUTES.root, element: <RootRedirect /> },
      ...[...PUBLIC_SCREENS].map(([path, Screen]) => ({ path, element: <Screen /> })),
      {
        element: <AppLayoutRoute />,
        children: [
          // Every signed-in user may change their own password, whatever their areas.
          { path: ROUTES.changePassword, element: <ChangePasswordRoute /> },
          // Likewise their own profile, where they also turn notifications off.
          { path: ROUTES.myProfile, element: <MyProfileRoute /> },
          // Every onboarding area and what lies below it; the area route decides 403, 404 or the page.
          ...AREA_PATHS.map((path) => ({ path: `${path}/*`, element: <AreaRoute /> })),
        ],
      },
      // Framed like every other page: the shell when signed in, the sign-in pages' frame otherwise.
      { element: <NotFoundFrame />, children: [{ path: '*', element: <NotFoundRoute /> }] },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
