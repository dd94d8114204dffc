import type { QueryClient } from '@tanstack/react-query';
import type { Task } from '@shared/contract/onboarding-schemas';
import { storeTask } from './cached-tasks';
import { removeConflict, type ChangeConflict } from './change-conflicts';
import { queueTaskStatusChange } from './task-status-queue';

/** The user keeps the task as the server has it: their change is dropped. */
export function keepServerVersion(queryClient: QueryClient, conflict: ChangeConflict): void {
  removeConflict(queryClient, conflict.id);
}

/**
 * The user keeps their change: it is sent again on the server's version, as a new change with its
 * own key (the refused one's key has its answer stored by the gateway).
 */
export function keepMyChange(queryClient: QueryClient, conflict: ChangeConflict, serverTask: Task) {
  removeConflict(queryClient, conflict.id);
  storeTask(queryClient, serverTask);
  return queueTaskStatusChange(queryClient, {
    task: serverTask,
    status: conflict.status,
    ...(conflict.blockedReason === null ? {} : { blockedReason: conflict.blockedReason }),
    madeAt: conflict.madeAt,
  });
}
