import { useRef } from 'react';
import { useNavigate, useOutletContext } from 'react-router-dom';
import { ROUTES } from '@shared/routes';
import { ChangePasswordForm } from '@renderer/features/password/components/change-password-form';
import { failureMessage } from '@renderer/lib/bridge';
import type { SignOutDecision } from '@renderer/lib/offline/use-sign-out-check';
import { useToast } from '@renderer/lib/toast/toast-context';
import type { AppLayoutContext } from './app-layout';
import { useDocumentTitle } from '@renderer/lib/a11y/use-document-title';

const SIGNS_OUT = 'Changing your password signs you out.';

/**
 * Inside the signed-in shell. Spec section 4: a changed password signs the user out, then sign-in.
 * The gateway ends every session of the user with the change, so changes still waiting could not
 * be sent after it: the user is asked before the password is changed (send them, or drop them on
 * purpose), and the ones dropped are dropped only once the password has changed.
 */
export default function ChangePasswordRoute() {
  useDocumentTitle('Change password');
  const navigate = useNavigate();
  const { confirmSignOut, signOut } = useOutletContext<AppLayoutContext>();
  const { notification } = useToast();
  const decision = useRef<SignOutDecision>({ discardChanges: false });

  const beforeChange = async () => {
    const decided = await confirmSignOut(SIGNS_OUT);
    if (decided) decision.current = decided;
    return decided !== null;
  };
  const afterChange = async () => {
    try {
      await signOut(decision.current);
    } catch (error) {
      notification.error({ title: failureMessage(error, 'Signing out did not finish. Sign in again with your new password.') });
    }
    await navigate(ROUTES.signIn, { replace: true });
  };
  return <ChangePasswordForm beforeChange={beforeChange} onChanged={afterChange} />;
}
