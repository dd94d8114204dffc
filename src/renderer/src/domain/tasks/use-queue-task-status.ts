import { onlineManager, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { OFFLINE_TEXT } from '@renderer/lib/offline/offline-text';
import { useToast } from '@renderer/lib/toast/toast-context';
import { queueTaskStatusChange, type StatusChangeRequest } from './task-status-queue';

/**
 * Completes, reopens or blocks a task through the queue: the screens show it at once. Online, the
 * gateway's answer is toasted; offline, the user is told it is kept (a later send stays quiet,
 * the header's count going down says it). Refusals are told by QueuedChangeNotices or, for a newer
 * version, by the conflict dialog.
 */
export function useQueueTaskStatus(): (request: StatusChangeRequest) => void {
  const queryClient = useQueryClient();
  const { message } = useToast();
  return useCallback(
    (request: StatusChangeRequest) => {
      const sent = queueTaskStatusChange(queryClient, request);
      if (sent === null) return;
      if (!onlineManager.isOnline()) {
        void message.info({ key: 'queued-change', content: OFFLINE_TEXT.keptForLater });
        sent.catch(() => undefined);
        return;
      }
      sent.then(
        (answer) => void message.success(answer.message),
        () => undefined,
      );
    },
    [queryClient, message],
  );
}
