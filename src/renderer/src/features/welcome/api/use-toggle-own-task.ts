import { useCallback } from 'react';
import type { Task } from '@shared/contract/onboarding-schemas';
import { useQueueTaskStatus } from '@renderer/domain/tasks/use-queue-task-status';

/**
 * The new hire ticks off one of their own tasks, or opens it again. It goes through the queue of
 * changes like every task change: shown at once (their welcome is one of the cached answers the
 * queue updates), sent with its own key now or when the gateway is back, and refusals told by the
 * app's notices or the conflict dialog.
 */
export function useToggleOwnTask(): (task: Task) => void {
  const queueStatus = useQueueTaskStatus();
  return useCallback((task: Task) => queueStatus({ task, status: task.status === 'done' ? 'todo' : 'done' }), [queueStatus]);
}
