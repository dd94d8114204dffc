import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { SIGN_IN_PATH } from '@shared/constants';
import { navigationEntries } from '@shared/landing';
import { CURRENT_PRODUCT } from '@shared/products';
import { useSignOut } from '@renderer/features/app-shell/api/use-sign-out';
import { AppShell } from '@renderer/features/app-shell/components/app-shell';
import { LoginAsBanner } from '@renderer/features/login-as/components/login-as-banner';
import { LoginAsButton } from '@renderer/features/login-as/components/login-as-button';
import { failureMessage } from '@renderer/lib/bridge';
import { useSession } from '@renderer/lib/session/session-context';
import { selectedSidebarPath, sidebarItems } from '../page-registry';
import { useToast } from '@renderer/lib/toast/toast-context';

/** What the shell offers its pages through the outlet. */
export interface AppLayoutContext {
  /** Signs out through the shell, so its guard sends you to plain /sign-in rather than back here. */
  signOut(): Promise<unknown>;
}

/**
 * Guards every app page: no session sends you to sign-in with returnTo, except right after you
 * signed out yourself from this page.
 */
export default function AppLayoutRoute() {
  const { state } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const { message } = useToast();
  const signOut = useSignOut();

  if (state.status !== 'signed-in' || !state.user) {
    if (signOut.isPending || signOut.isSuccess) return <Navigate to={SIGN_IN_PATH} replace />;
    const returnTo = new URLSearchParams({ returnTo: `${location.pathname}${location.search}` });
    return <Navigate to={`${SIGN_IN_PATH}?${returnTo.toString()}`} replace />;
  }

  const items = sidebarItems(navigationEntries(state.user, CURRENT_PRODUCT));
  return (
    <AppShell
      user={state.user}
      menuItems={items}
      selectedPath={selectedSidebarPath(items, location.pathname)}
      signingOut={signOut.isPending}
      banner={<LoginAsBanner />}
      headerActions={<LoginAsButton />}
      onSignOut={() =>
        signOut.mutate(undefined, {
          onSuccess: () => void navigate(SIGN_IN_PATH, { replace: true }),
          onError: (error) => void message.error(failureMessage(error, 'Signing out did not finish. Try again.')),
        })
      }
    >
      <Outlet context={{ signOut: () => signOut.mutateAsync() } satisfies AppLayoutContext} />
    </AppShell>
  );
}
