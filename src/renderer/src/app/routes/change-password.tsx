import { useNavigate, useOutletContext } from 'react-router-dom';
import { SIGN_IN_PATH } from '@shared/constants';
import { ChangePasswordForm } from '@renderer/features/password/components/change-password-form';
import { failureMessage } from '@renderer/lib/bridge';
import { useToast } from '@renderer/lib/toast/toast-context';
import type { AppLayoutContext } from './app-layout';

/** Inside the signed-in shell. Spec section 4: a changed password signs the user out, then sign-in. */
export default function ChangePasswordRoute() {
  const navigate = useNavigate();
  const { signOut } = useOutletContext<AppLayoutContext>();
  const { notification } = useToast();

  const afterChange = async () => {
    try {
      await signOut();
    } catch (error) {
      notification.error({ title: failureMessage(error, 'Signing out did not finish. Sign in again with your new password.') });
    }
    await navigate(SIGN_IN_PATH, { replace: true });
  };
  return <ChangePasswordForm onChanged={afterChange} />;
}
