import { onlineManager, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { TASK_STATUS_LABELS } from '@shared/onboarding';
import { taskStatusChangedText } from '@shared/task-status-text';
import { OFFLINE_TEXT } from '@renderer/lib/offline/offline-text';
import { useToast } from '@renderer/lib/toast/toast-context';
import { showUndoToast } from '@renderer/lib/toast/undo-toast';
import { queueTaskStatusChange, type StatusChangeRequest, undoTaskStatusChange } from './task-status-queue';

export const UNDO_TASK_TEXT = {
  undone: (title: string, status: string) => `“${title}” is back to ${status}.`,
} as const;

/**
 * Completes, reopens or blocks a task through the queue: the screens show it at once. Online, the
 * gateway's answer is toasted; offline, the user is told it is kept (a later send stays quiet,
 * the header's count going down says it). Either toast names the task and offers Undo for a few
 * seconds (task-status-queue's undoTaskStatusChange). Refusals are told by QueuedChangeNotices or,
 * for a newer version, by the conflict dialog.
 */
export function useQueueTaskStatus(): (request: StatusChangeRequest) => void {
  const queryClient = useQueryClient();
  const { message } = useToast();
  return useCallback(
    (request: StatusChangeRequest) => {
      const sent = queueTaskStatusChange(queryClient, request);
      if (sent === null) return;
      const { task } = request;
      const key = `task-status-${task._id}`;
      const onUndo = () =>
        void undoTaskStatusChange(queryClient, request, sent).then(
          (undone) => undone && void message.info({ key, content: UNDO_TASK_TEXT.undone(task.title, TASK_STATUS_LABELS[task.status]) }),
        );
      if (!onlineManager.isOnline()) {
        showUndoToast(message, { key, text: `${taskStatusChangedText(task.title, task.status, request.status)} ${OFFLINE_TEXT.keptForLater}`, onUndo });
        sent.catch(() => undefined);
        return;
      }
      sent.then(
        (answer) => showUndoToast(message, { key, text: answer.message.trim() || taskStatusChangedText(task.title, task.status, request.status), onUndo }),
        () => undefined,
      );
    },
    [queryClient, message],
  );
}
