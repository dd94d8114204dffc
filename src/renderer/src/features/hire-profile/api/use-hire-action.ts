import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OperationInput, OperationOutput, RendererOperationName } from '@shared/contract/registry';
import { callApi, failureMessage } from '@renderer/lib/bridge';
import { useToast } from '@renderer/lib/toast/toast-context';
import { isNotFound, isStale } from './call-failures';
import { refreshHire } from './refresh-hire';

export const ACTION_FAILURE_FALLBACK = 'The change did not go through. Check your connection and try again.';

export interface HireActionOptions<N extends RendererOperationName> {
  /** What the success toast says; the server's message when left out. */
  successText?(output: OperationOutput<N>): string;
  /** Runs after the toast; lives on the hook so it still runs when the page has gone. */
  afterSuccess?(output: OperationOutput<N>, input: OperationInput<N>): void;
  /** False when the caller shows the failure itself, next to what the user typed. */
  notifyFailure?: boolean;
}

function serverMessage(output: unknown): string {
  const text = (output as { message?: unknown }).message;
  return typeof text === 'string' ? text.trim() : '';
}

/**
 * A change to a hire or its tasks, plans or documents: toasts the server's message, then refreshes
 * everything shown about the hire. A failure shows the server's words; a stale version (409) or a
 * vanished record (404) also refreshes, so the screen shows what is true now.
 */
export function useHireAction<N extends RendererOperationName>(name: N, hireId: string, options: HireActionOptions<N> = {}) {
  const queryClient = useQueryClient();
  const { message, notification } = useToast();
  const refresh = () => refreshHire(queryClient, hireId);
  return useMutation<OperationOutput<N>, Error, OperationInput<N>>({
    mutationFn: (input) => callApi(name, input),
    onSuccess: async (output, input) => {
      const text = options.successText?.(output) ?? serverMessage(output);
      if (text) void message.success(text);
      options.afterSuccess?.(output, input);
      await refresh();
    },
    onError: (error) => {
      if (options.notifyFailure !== false) notification.error({ title: failureMessage(error, ACTION_FAILURE_FALLBACK) });
      if (isStale(error) || isNotFound(error)) void refresh();
    },
  });
}
