import type { Task } from '@shared/contract/onboarding-schemas';
import { useQueueTaskStatus } from '@renderer/domain/tasks/use-queue-task-status';

export interface TaskStatusChange {
  task: Task;
  status: Task['status'];
  blockedReason?: string;
}

/**
 * Completes, reopens or blocks a task. The change goes through the queue of changes (sent now, or
 * when the gateway is back, after a restart too), so the row shows its new status at once, marked
 * while it waits; a refusal puts the row back and says why.
 */
export function useChangeTaskStatus(): (change: TaskStatusChange) => void {
  return useQueueTaskStatus();
}
