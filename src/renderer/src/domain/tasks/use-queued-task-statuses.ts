import { useQueryClient, type Mutation, type MutationCache } from '@tanstack/react-query';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type { Task } from '@shared/contract/onboarding-schemas';
import { TASK_STATUS_CHANGE_KEY, isTaskStatusChange } from './task-changes';

export interface QueuedStatus {
  status: Task['status'];
  blockedReason: string | null;
  /** On its way to the gateway now: another change to the task waits until it is answered. */
  sending: boolean;
}

/** The queued status of each shown task, in the order the changes were made (a later one wins). */
function queuedStatusesOf(mutations: readonly Mutation[], shown: ReadonlySet<string>): Map<string, QueuedStatus> {
  const statuses = new Map<string, QueuedStatus>();
  for (const mutation of mutations) {
    const change = mutation.state.variables;
    if (!isTaskStatusChange(change) || !shown.has(change.taskId)) continue;
    statuses.set(change.taskId, {
      status: change.status,
      blockedReason: change.status === 'blocked' ? (change.blockedReason ?? null) : null,
      sending: !mutation.state.isPaused,
    });
  }
  return statuses;
}

const signatureOf = (statuses: ReadonlyMap<string, QueuedStatus>) =>
  [...statuses].map(([taskId, queued]) => `${taskId}:${queued.status}:${queued.blockedReason ?? ''}:${queued.sending}`).join('|');

/** Reads the shown tasks' queued statuses, answering the same object for as long as they stay the same. */
function queuedStatusesReader(mutations: MutationCache, shown: ReadonlySet<string>): () => ReadonlyMap<string, QueuedStatus> {
  let last: { signature: string; statuses: ReadonlyMap<string, QueuedStatus> } | null = null;
  return () => {
    const statuses = queuedStatusesOf(mutations.findAll({ mutationKey: TASK_STATUS_CHANGE_KEY, status: 'pending' }), shown);
    const signature = signatureOf(statuses);
    if (last?.signature !== signature) last = { signature, statuses };
    return last.statuses;
  };
}

/**
 * The status each of `taskIds` will have once its queued change is sent, by task id. Only those
 * tasks count: the answer stays the same object while their changes stay the same, so a screen of
 * ten tasks is not drawn again for every change to the others (a long queue being sent changes one
 * task after another).
 */
export function useQueuedTaskStatuses(taskIds: readonly string[]): ReadonlyMap<string, QueuedStatus> {
  const mutations = useQueryClient().getMutationCache();
  const idsKey = taskIds.join('\n');
  const subscribe = useCallback((onChange: () => void) => mutations.subscribe(onChange), [mutations]);
  const snapshot = useMemo(() => queuedStatusesReader(mutations, new Set(idsKey.split('\n'))), [mutations, idsKey]);
  return useSyncExternalStore(subscribe, snapshot);
}

/**
 * The task as it will be once its queued change is sent. Shown this way even when a list is read
 * again before the queue has been sent, so a row never flips back and forth.
 */
export function withQueuedStatus(task: Task, queued: QueuedStatus | undefined): Task {
  return queued ? { ...task, status: queued.status, blockedReason: queued.blockedReason } : task;
}
