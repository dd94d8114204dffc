import { MutationObserver, onlineManager, type Mutation, type QueryClient } from '@tanstack/react-query';
import type { Task } from '@shared/contract/onboarding-schemas';
import type { OperationOutput } from '@shared/contract/registry';
import type { TaskStatus } from '@shared/onboarding';
import { showStatus } from './cached-tasks';
import { TASK_STATUS_CHANGE_KEY, isTaskStatusChange, type TaskSnapshot, type TaskStatusChange } from './task-changes';

type StatusAnswer = OperationOutput<'tasks.changeStatus'>;

export interface StatusChangeRequest {
  /** The task as the user sees it. */
  task: Task;
  status: TaskStatus;
  blockedReason?: string;
  /** When the user made the change; now, unless a change is being sent again. */
  madeAt?: string;
}

export function snapshotOf(task: Task): TaskSnapshot {
  return { title: task.title, hireName: task.hire.fullName, status: task.status, blockedReason: task.blockedReason };
}

/** A change to the task still waiting in the queue, never tried or paused between tries. */
function waitingChangeFor(queryClient: QueryClient, taskId: string): Mutation | undefined {
  return queryClient
    .getMutationCache()
    .findAll({
      mutationKey: TASK_STATUS_CHANGE_KEY,
      status: 'pending',
      predicate: (mutation) => mutation.state.isPaused && isTaskStatusChange(mutation.state.variables) && mutation.state.variables.taskId === taskId,
    })
    .at(-1);
}

const endsWhereItStarted = (change: TaskStatusChange) =>
  change.status === change.snapshot.status && (change.status !== 'blocked' || (change.blockedReason ?? null) === change.snapshot.blockedReason);

/**
 * Queues completing, reopening or blocking a task; it is sent now, or when the gateway is back.
 *
 * A change to a task that already has one waiting replaces it: only the last status matters, and the
 * gateway never saw the first, so the merged change keeps the first one's base version (sending
 * both would refuse the second as stale). Should the first have reached the gateway after all (an
 * answer lost on the way), the merged change meets a newer version and becomes a conflict the user
 * decides; nothing is applied silently. Changes that end where the task started are dropped.
 *
 * Answers the gateway's answer once sent, or null when nothing is left to send.
 */
export function queueTaskStatusChange(queryClient: QueryClient, request: StatusChangeRequest): Promise<StatusAnswer> | null {
  const { task, status } = request;
  let change: TaskStatusChange = {
    taskId: task._id,
    version: task.version,
    status,
    ...(status === 'blocked' ? { blockedReason: request.blockedReason ?? '' } : {}),
    idempotencyKey: crypto.randomUUID(),
    madeAt: request.madeAt ?? new Date().toISOString(),
    madeOffline: !onlineManager.isOnline(),
    snapshot: snapshotOf(task),
  };
  const earlier = waitingChangeFor(queryClient, task._id);
  if (earlier && isTaskStatusChange(earlier.state.variables)) {
    const first = earlier.state.variables;
    queryClient.getMutationCache().remove(earlier);
    change = { ...change, version: first.version, snapshot: first.snapshot, madeOffline: first.madeOffline || change.madeOffline };
  }
  if (endsWhereItStarted(change)) {
    showStatus(queryClient, task._id, change.snapshot.status, change.snapshot.blockedReason);
    return null;
  }
  const observer = new MutationObserver<StatusAnswer, Error, TaskStatusChange>(queryClient, { mutationKey: TASK_STATUS_CHANGE_KEY });
  const sent = observer.mutate(change);
  // Lets the settled change be collected; an observer would otherwise hold it in the cache.
  sent.then(
    () => observer.reset(),
    () => observer.reset(),
  );
  return sent;
}

/**
 * Takes back a status change the user just made (the request it was queued with, and what sending
 * it answers). While the change still waits in the queue (offline, or paused between tries) the
 * undo cancels it: merged with it, the change ends where the task started and is dropped, so
 * nothing is sent. Once it was sent, the reverse change is queued after the gateway's answer, on
 * the version that answer gave. Answers false when there was nothing to take back (the change was
 * refused).
 */
export async function undoTaskStatusChange(queryClient: QueryClient, request: StatusChangeRequest, sent: Promise<StatusAnswer>): Promise<boolean> {
  const before = request.task;
  const back = { status: before.status, ...(before.status === 'blocked' && before.blockedReason ? { blockedReason: before.blockedReason } : {}) };
  if (waitingChangeFor(queryClient, before._id)) {
    queueTaskStatusChange(queryClient, { task: { ...before, status: request.status }, ...back });
    return true;
  }
  const answer = await sent.catch(() => null);
  if (answer === null) return false;
  const reverse = queueTaskStatusChange(queryClient, { task: answer.data, ...back });
  reverse?.catch(() => undefined);
  return true;
}
