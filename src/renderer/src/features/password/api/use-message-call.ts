import { useMutation } from '@tanstack/react-query';
import type { OperationInput, OperationOutput } from '@shared/contract/registry';
import { callApi, failureMessage } from '@renderer/lib/bridge';
import { useToast } from '@renderer/lib/toast/toast-context';

/** The password and verification calls: each answers { message }. */
export type MessageOperation =
  'auth.forgotPassword' | 'auth.setNewPassword' | 'auth.confirmForgotPassword' | 'auth.changePassword' | 'auth.verifyOtp' | 'auth.resendOtp';

export const FAILURE_FALLBACK = 'The request did not go through. Check your connection and try again.';

export interface MessageCallOptions {
  /** Spec section 8: shown when the gateway's answer carries no message. */
  successFallback: string;
  /** Runs after the success toast; the form's page may already be gone by then. */
  afterSuccess?: () => void | Promise<void>;
}

/**
 * Calls a gateway operation, toasts the server's message (or the fallback) on success and shows
 * its failure as an error notice (spec section 8). The callbacks live on the hook, not on mutate(),
 * so a page that leaves the screen still finishes them.
 */
export function useMessageCall<N extends MessageOperation>(name: N, { successFallback, afterSuccess }: MessageCallOptions) {
  const { message, notification } = useToast();
  return useMutation<OperationOutput<N>, Error, OperationInput<N>>({
    mutationFn: (input) => callApi(name, input),
    onSuccess: async (output) => {
      void message.success(output.message.trim() || successFallback);
      await afterSuccess?.();
    },
    onError: (error) => {
      notification.error({ title: failureMessage(error, FAILURE_FALLBACK) });
    },
  });
}
