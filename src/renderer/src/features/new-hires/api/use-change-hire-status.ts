import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OperationOutput } from '@shared/contract/registry';
import type { HireStatus } from '@shared/onboarding';
import { callApi, failureMessage } from '@renderer/lib/bridge';
import { invalidateOperation } from '@renderer/lib/query/operation-query';
import { useToast } from '@renderer/lib/toast/toast-context';

export const STATUS_CHANGE_TEXT = {
  changed: 'The status was changed.',
  failed: 'The status could not be changed. Check your connection and try again.',
} as const;

export interface HireStatusChange {
  hireId: string;
  status: HireStatus;
  reason?: string;
}

/**
 * Moves a hire to another status. A list row carries no version, so the hire is read first and
 * the change names the version it read; when someone changed the hire meanwhile (409) the
 * server's message is shown and the list is read again.
 */
export function useChangeHireStatus() {
  const queryClient = useQueryClient();
  const { message, notification } = useToast();
  return useMutation<OperationOutput<'newHire.changeStatus'>, Error, HireStatusChange>({
    mutationFn: async ({ hireId, status, reason }) => {
      const { data: hire } = await callApi('newHire.get', { id: hireId });
      return callApi('newHire.changeStatus', { id: hireId, version: hire.version, status, ...(reason ? { reason } : {}) });
    },
    onSuccess: (output) => {
      void message.success(output.message.trim() || STATUS_CHANGE_TEXT.changed);
    },
    onError: (error) => {
      notification.error({ title: failureMessage(error, STATUS_CHANGE_TEXT.failed) });
    },
    onSettled: () => invalidateOperation(queryClient, 'newHire.list'),
  });
}
