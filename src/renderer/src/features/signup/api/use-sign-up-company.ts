import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import type { OperationInput, OperationOutput } from '@shared/contract/registry';
import { SUCCESS_FALLBACKS } from '@shared/messages';
import { ROUTES } from '@shared/routes';
import { callApi, failureMessage } from '@renderer/lib/bridge';
import type { UnsavedChangesGuard } from '@renderer/lib/forms/unsaved-changes';
import { useToast } from '@renderer/lib/toast/toast-context';

export const SIGN_UP_FAILURE_FALLBACK = 'The request did not go through. Check your connection and try again.';
export const SIGN_UP_FIELDS_REFUSED = 'Your company was not signed up. Correct the marked fields and try again.';

export interface SignUpCompanyOptions extends Pick<UnsavedChangesGuard, 'leaveWithoutAsking'> {
  /** Puts the gateway's field errors under their fields; answers whether any field was marked. */
  markRefusedFields(error: unknown): boolean;
}

/**
 * Spec sections 4 and 8: sends the sign-up; on success toasts the server's message (or 'User create
 * successfully!') and goes to /sign-in, on failure shows the server's message as an error notice,
 * or, when the gateway named the fields it refused, says so while the fields show why.
 */
export function useSignUpCompany({ leaveWithoutAsking, markRefusedFields }: SignUpCompanyOptions) {
  const navigate = useNavigate();
  const { message, notification } = useToast();
  return useMutation<OperationOutput<'auth.signupCompany'>, Error, OperationInput<'auth.signupCompany'>>({
    mutationFn: (input) => callApi('auth.signupCompany', input),
    onSuccess: async (output) => {
      void message.success(output.message.trim() || SUCCESS_FALLBACKS.signUp);
      await leaveWithoutAsking(() => navigate(ROUTES.signIn, { replace: true }));
    },
    onError: (error) => {
      notification.error({ title: markRefusedFields(error) ? SIGN_UP_FIELDS_REFUSED : failureMessage(error, SIGN_UP_FAILURE_FALLBACK) });
    },
  });
}
