import { useMutationState, useQuery, useQueryClient, type Mutation } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Task } from '@shared/contract/onboarding-schemas';
import { CONFLICTS_KEY, readConflicts, type ChangeConflict } from './change-conflicts';
import { TASK_STATUS_CHANGE_KEY, isTaskStatusChange, isUnsentChange, type TaskStatusChange } from './queued-changes';

/**
 * A change the user is waiting on: paused until the gateway is back, being retried, or made while
 * offline and now on its way. A change sent online and answered at once never shows.
 */
export function isWaitingChange(mutation: Mutation): boolean {
  if (!isUnsentChange(mutation)) return false;
  const { isPaused, failureCount, variables } = mutation.state;
  const madeOffline = (variables as { madeOffline?: unknown } | undefined)?.madeOffline === true;
  return isPaused || failureCount > 0 || madeOffline;
}

/** How many changes wait to be sent, for the header. */
export function useWaitingChangeCount(): number {
  return useMutationState({ filters: { predicate: isWaitingChange }, select: (mutation) => mutation.mutationId }).length;
}

/** The changes the gateway refused because the task had moved on, until the user picks a side. */
export function useChangeConflicts(): ChangeConflict[] {
  const queryClient = useQueryClient();
  const { data } = useQuery({ queryKey: CONFLICTS_KEY, queryFn: () => readConflicts(queryClient), initialData: [] as ChangeConflict[] });
  return data;
}

/** Every change not yet on the gateway: queued, on its way, or waiting for the user's choice. */
export function useUnsentChangeCount(): number {
  const unsent = useMutationState({ filters: { predicate: isUnsentChange }, select: (mutation) => mutation.mutationId }).length;
  return unsent + useChangeConflicts().length;
}

export interface QueuedStatus {
  status: Task['status'];
  blockedReason: string | null;
  /** On its way to the gateway now: another change to the task waits until it is answered. */
  sending: boolean;
}

/** The status each task will have once its queued change is sent, by task id. */
export function useQueuedTaskStatuses(): ReadonlyMap<string, QueuedStatus> {
  const changes = useMutationState({
    filters: { mutationKey: TASK_STATUS_CHANGE_KEY, status: 'pending' },
    select: (mutation): [TaskStatusChange, boolean] | null =>
      isTaskStatusChange(mutation.state.variables) ? [mutation.state.variables, !mutation.state.isPaused] : null,
  });
  return useMemo(() => {
    const statuses = new Map<string, QueuedStatus>();
    for (const entry of changes) {
      if (!entry) continue;
      const [change, sending] = entry;
      statuses.set(change.taskId, { status: change.status, blockedReason: change.status === 'blocked' ? (change.blockedReason ?? null) : null, sending });
    }
    return statuses;
  }, [changes]);
}

/**
 * The task as it will be once its queued change is sent. Shown this way even when a list is read
 * again before the queue has been sent, so a row never flips back and forth.
 */
export function withQueuedStatus(task: Task, queued: QueuedStatus | undefined): Task {
  return queued ? { ...task, status: queued.status, blockedReason: queued.blockedReason } : task;
}
