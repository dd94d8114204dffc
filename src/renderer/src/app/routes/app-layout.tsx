import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { navigationEntries } from '@shared/landing';
import { CURRENT_PRODUCT } from '@shared/products';
import { ROUTES, routes } from '@shared/routes';
import { useSignOut, type SignOutOptions } from '@renderer/features/app-shell/api/use-sign-out';
import { AppShell } from '@renderer/features/app-shell/components/app-shell';
import { LoginAsBanner } from '@renderer/features/login-as/components/login-as-banner';
import { LoginAsButton } from '@renderer/features/login-as/components/login-as-button';
import { ChangeConflictDialog } from '@renderer/domain/tasks/change-conflict-dialog';
import { useChangeConflicts } from '@renderer/domain/tasks/change-conflicts';
import { failureMessage } from '@renderer/lib/bridge';
import { confirmLeavingUnsavedChanges } from '@renderer/lib/forms/unsaved-changes';
import { UnsavedChangesPrompt } from '@renderer/lib/forms/unsaved-changes-prompt';
import { ConnectivityIndicator } from '@renderer/lib/offline/connectivity-indicator';
import { OfflineBanner } from '@renderer/lib/offline/offline-banner';
import { useSignOutCheck, type SignOutDecision } from '@renderer/lib/offline/use-sign-out-check';
import { useSession } from '@renderer/lib/session/session-context';
import { selectedSidebarPath, sidebarItems } from '../page-registry';
import { useToast } from '@renderer/lib/toast/toast-context';

/** What the shell offers its pages through the outlet. */
export interface AppLayoutContext {
  /**
   * Asks before something the page does signs the user out: changes not on the gateway yet are
   * sent first or dropped on purpose. Null: the user stays signed in.
   */
  confirmSignOut(reason: string): Promise<SignOutDecision | null>;
  /** Signs out through the shell, so its guard sends you to plain /sign-in rather than back here. */
  signOut(decision: SignOutDecision): Promise<unknown>;
}

/** The header's connectivity, with the task changes refused for a newer version as those to review. */
function ConnectivityStatus() {
  return <ConnectivityIndicator toReview={useChangeConflicts().length} />;
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
  const signOutCheck = useSignOutCheck();

  if (state.status !== 'signed-in' || !state.user) {
    if (signOut.isPending || signOut.isSuccess) return <Navigate to={ROUTES.signIn} replace />;
    return <Navigate to={routes.signIn({ returnTo: `${location.pathname}${location.search}` })} replace />;
  }

  const finishSignOut = (options?: SignOutOptions) =>
    signOut.mutate(options, {
      onSuccess: () => void navigate(ROUTES.signIn, { replace: true }),
      onError: (error) => void message.error(failureMessage(error, 'Signing out did not finish. Try again.')),
    });

  // Signing out wipes this computer's copy: changes not yet sent are the user's to keep or drop.
  const askThenSignOut = async () => {
    if (!(await confirmLeavingUnsavedChanges())) return;
    const decision = await signOutCheck.confirm();
    if (decision) finishSignOut(decision);
  };

  const items = sidebarItems(navigationEntries(state.user, CURRENT_PRODUCT));
  return (
    <AppShell
      user={state.user}
      menuItems={items}
      selectedPath={selectedSidebarPath(items, location.pathname)}
      signingOut={signOut.isPending}
      banner={
        <>
          <LoginAsBanner />
          <OfflineBanner />
        </>
      }
      status={<ConnectivityStatus />}
      headerActions={<LoginAsButton />}
      onSignOut={() => void askThenSignOut()}
    >
      <Outlet context={{ confirmSignOut: signOutCheck.confirm, signOut: (decision) => signOut.mutateAsync(decision) } satisfies AppLayoutContext} />
      <ChangeConflictDialog />
      {signOutCheck.dialog}
      <UnsavedChangesPrompt />
    </AppShell>
  );
}
