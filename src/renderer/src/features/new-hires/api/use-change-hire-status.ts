import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OperationOutput } from '@shared/contract/registry';
import type { HireStatus } from '@shared/onboarding';
import { callApi, failureMessage } from '@renderer/lib/bridge';
import { invalidateOperation } from '@renderer/lib/query/operation-query';
import { useToast } from '@renderer/lib/toast/toast-context';
import { showUndoToast } from '@renderer/lib/toast/undo-toast';

export const STATUS_CHANGE_TEXT = {
  changed: 'The status was changed.',
  failed: 'The status could not be changed. Check your connection and try again.',
} as const;

export interface HireStatusChange {
  hireId: string;
  status: HireStatus;
  reason?: string;
  /** The status the row showed: a withdrawal may be undone by reopening the hire there, while the model allows it. */
  from?: HireStatus;
}

/**
 * Moves a hire to another status. A list row carries no version, so the hire is read first and
 * the change names the version it read; when someone changed the hire meanwhile (409) the
 * server's message is shown and the list is read again. A withdrawal, which takes the row out of
 * the other tabs, offers Undo for a few seconds when the hire may be reopened where it was.
 */
export function useChangeHireStatus() {
  const queryClient = useQueryClient();
  const { message, notification } = useToast();
  const mutation = useMutation<OperationOutput<'newHire.changeStatus'>, Error, HireStatusChange>({
    mutationFn: async ({ hireId, status, reason }) => {
      const { data: hire } = await callApi('newHire.get', { id: hireId });
      return callApi('newHire.changeStatus', { id: hireId, version: hire.version, status, ...(reason ? { reason } : {}) });
    },
    onSuccess: (output, { hireId, status, from }) => {
      const text = output.message.trim() || STATUS_CHANGE_TEXT.changed;
      if (status === 'withdrawn' && from !== undefined && output.data.allowedMoves.includes(from)) {
        showUndoToast(message, { key: `hire-status-${hireId}`, text, onUndo: () => mutation.mutate({ hireId, status: from }) });
      } else {
        void message.success(text);
      }
    },
    onError: (error) => {
      notification.error({ title: failureMessage(error, STATUS_CHANGE_TEXT.failed) });
    },
    onSettled: () => invalidateOperation(queryClient, 'newHire.list'),
  });
  return mutation;
}
