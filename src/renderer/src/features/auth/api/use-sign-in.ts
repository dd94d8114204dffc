import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { landingPath } from '@shared/landing';
import { SIGN_IN_TEXT } from '@shared/messages';
import { routes } from '@shared/routes';
import { CURRENT_PRODUCT } from '@shared/products';
import type { SignInRequest, SignInSuccess } from '@shared/session';
import { BridgeError, failureMessage, hcm } from '@renderer/lib/bridge';
import { useSession } from '@renderer/lib/session/session-context';
import { handOverTemporaryPassword } from '@renderer/lib/session/temporary-password-handoff';
import { useToast } from '@renderer/lib/toast/toast-context';

/** The gateway's code for a right temporary password: the account has no password of its own yet. */
const PASSWORD_CHANGE_REQUIRED = 'PASSWORD_CHANGE_REQUIRED';

/**
 * Signs in through the core, then toasts and lands (spec sections 2 and 8). The session is read
 * back before landing so the route guards already see it; the callbacks live on the hook, not on
 * mutate(), because the sign-in page leaves the screen as soon as the session is signed in. A
 * temporary password goes on to the set-new-password page for this email, the password handed
 * over in memory as the page's proof.
 */
export function useSignIn(returnTo: string | null) {
  const { refresh } = useSession();
  const { message } = useToast();
  const navigate = useNavigate();
  return useMutation<SignInSuccess, Error, SignInRequest>({
    mutationFn: async (request) => {
      const result = await hcm().session.signIn(request);
      if (!result.ok) throw new BridgeError(result.error);
      await refresh();
      return result.data;
    },
    onSuccess: (success) => {
      void message.success(success.message.trim() || SIGN_IN_TEXT.success);
      void navigate(landingPath(success.user, CURRENT_PRODUCT, returnTo), { replace: true });
    },
    onError: (error, request) => {
      if (error instanceof BridgeError && error.code === PASSWORD_CHANGE_REQUIRED) {
        handOverTemporaryPassword(request.email, request.password);
        void message.info(error.message);
        void navigate(routes.setNewPassword({ userId: request.email }));
        return;
      }
      void message.error(failureMessage(error, SIGN_IN_TEXT.failure));
    },
  });
}
