import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { SIGN_IN_PATH } from '@shared/constants';
import { navigationEntries } from '@shared/landing';
import { CURRENT_PRODUCT } from '@shared/products';
import { useSignOut, type SignOutOptions } from '@renderer/features/app-shell/api/use-sign-out';
import { AppShell } from '@renderer/features/app-shell/components/app-shell';
import { LoginAsBanner } from '@renderer/features/login-as/components/login-as-banner';
import { LoginAsButton } from '@renderer/features/login-as/components/login-as-button';
import { failureMessage } from '@renderer/lib/bridge';
import { ChangeConflictDialog } from '@renderer/lib/offline/change-conflict-dialog';
import { reviewConflicts } from '@renderer/lib/offline/conflict-review';
import { ConnectivityIndicator } from '@renderer/lib/offline/connectivity-indicator';
import { OfflineBanner } from '@renderer/lib/offline/offline-banner';
import { sendQueuedChanges } from '@renderer/lib/offline/send-queued-changes';
import { SignOutChangesDialog } from '@renderer/lib/offline/sign-out-changes-dialog';
import { useConnectivity } from '@renderer/lib/offline/use-connectivity';
import { useUnsentChangeCount } from '@renderer/lib/offline/use-queued-changes';
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
  const queryClient = useQueryClient();
  const signOut = useSignOut();
  const { online } = useConnectivity();
  const unsent = useUnsentChangeCount();
  const [askingSignOut, setAskingSignOut] = useState(false);
  const [sending, setSending] = useState(false);

  if (state.status !== 'signed-in' || !state.user) {
    if (signOut.isPending || signOut.isSuccess) return <Navigate to={SIGN_IN_PATH} replace />;
    const returnTo = new URLSearchParams({ returnTo: `${location.pathname}${location.search}` });
    return <Navigate to={`${SIGN_IN_PATH}?${returnTo.toString()}`} replace />;
  }

  const finishSignOut = (options?: SignOutOptions) =>
    signOut.mutate(options, {
      onSuccess: () => void navigate(SIGN_IN_PATH, { replace: true }),
      onError: (error) => void message.error(failureMessage(error, 'Signing out did not finish. Try again.')),
    });

  const sendThenSignOut = async () => {
    setSending(true);
    const left = await sendQueuedChanges(queryClient);
    setSending(false);
    if (left === 0) {
      setAskingSignOut(false);
      finishSignOut();
    } else {
      // What is left was refused for a newer version, or the gateway went away: show it.
      reviewConflicts();
    }
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
      status={<ConnectivityIndicator />}
      headerActions={<LoginAsButton />}
      // Signing out wipes this computer's copy: changes not yet sent are the user's to keep or drop.
      onSignOut={() => (unsent > 0 ? setAskingSignOut(true) : finishSignOut())}
    >
      <Outlet context={{ signOut: () => signOut.mutateAsync(undefined) } satisfies AppLayoutContext} />
      <ChangeConflictDialog />
      <SignOutChangesDialog
        open={askingSignOut}
        count={unsent}
        online={online}
        sending={sending}
        onSend={() => void sendThenSignOut()}
        onDiscard={() => {
          setAskingSignOut(false);
          finishSignOut({ discardChanges: true });
        }}
        onCancel={() => setAskingSignOut(false)}
      />
    </AppShell>
  );
}
