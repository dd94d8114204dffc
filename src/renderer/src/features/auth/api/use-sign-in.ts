import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { landingPath } from '@shared/landing';
import { SIGN_IN_TEXT } from '@shared/messages';
import { CURRENT_PRODUCT } from '@shared/products';
import type { SignInRequest, SignInSuccess } from '@shared/session';
import { BridgeError, failureMessage, hcm } from '@renderer/lib/bridge';
import { useSession } from '@renderer/lib/session/session-context';
import { useToast } from '@renderer/lib/toast/toast-context';

/**
 * Signs in through the core, then toasts and lands (spec sections 2 and 8). The session is read
 * back before landing so the route guards already see it; the callbacks live on the hook, not on
 * mutate(), because the sign-in page leaves the screen as soon as the session is signed in.
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
    onError: (error) => {
      void message.error(failureMessage(error, SIGN_IN_TEXT.failure));
    },
  });
}
