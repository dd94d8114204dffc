import { onlineManager, type QueryClient } from '@tanstack/react-query';
import type { OperationInput, OperationOutput } from '@shared/contract/registry';
import { BridgeError, callApi } from '@renderer/lib/bridge';
import { commentsKey, storeComment } from './cached-comments';
import { showStatus, storeTask } from './cached-tasks';
import { recordConflict } from './change-conflicts';
import { isStaleVersion, isTransientFailure } from './change-failures';
import { commentRefusalOf, isCommentRefusalToldInPlace } from './comment-refusals';
import { ADD_COMMENT_KEY, QUEUED_CHANGES_SCOPE, TASK_STATUS_CHANGE_KEY, isUnsentChange, type CommentToSend, type TaskStatusChange } from './queued-changes';
import { keepReturnedComment } from './returned-comments';
import { isUserRecord } from './user-records';

type StatusAnswer = OperationOutput<'tasks.changeStatus'>;
type CommentAnswer = OperationOutput<'tasks.addComment'>;

const MAX_RETRY_DELAY_MS = 30_000;

/**
 * How every queued change is sent: in one scope, tried again with the same key for as long as the
 * gateway cannot be reached (paused while offline, so nothing spins), and given up only on a real
 * answer.
 */
const queuedChangeOptions = {
  scope: QUEUED_CHANGES_SCOPE,
  retry: (_failureCount: number, error: unknown) => isTransientFailure(error),
  // Offline, the retry pauses at once until the gateway is back; online, it backs off.
  retryDelay: (failureCount: number) => (onlineManager.isOnline() ? Math.min(1000 * 2 ** failureCount, MAX_RETRY_DELAY_MS) : 0),
};

export function statusChangeInput(change: TaskStatusChange): OperationInput<'tasks.changeStatus'> {
  const input: OperationInput<'tasks.changeStatus'> = { taskId: change.taskId, version: change.version, status: change.status };
  if (change.status === 'blocked') input.blockedReason = change.blockedReason ?? null;
  return input;
}

/**
 * Once the last queued change is answered, everything on screen is read again: a task's status
 * touches lists, counts, the hire's progress and activity. Once for the whole queue rather than once
 * per change, so replaying many changes does not read every list many times. Answers whether it did.
 */
function refreshWhenQueueDrains(queryClient: QueryClient): boolean {
  // The change being settled is still pending here.
  const unsent = queryClient.getMutationCache().findAll({ predicate: isUnsentChange });
  if (unsent.length > 1) return false;
  void queryClient.invalidateQueries({ predicate: (query) => !isUserRecord(query.queryKey) });
  return true;
}

/** Whether the comment being settled is the last of its task still to be answered. */
function isLastCommentOn(queryClient: QueryClient, taskId: string): boolean {
  const unsent = queryClient.getMutationCache().findAll({
    mutationKey: ADD_COMMENT_KEY,
    status: 'pending',
    predicate: (mutation) => (mutation.state.variables as Partial<CommentToSend> | undefined)?.taskId === taskId,
  });
  return unsent.length <= 1;
}

/**
 * Registers how the queued changes are sent on the client itself, so a change restored from this
 * computer after a restart finds its function and callbacks again.
 */
export function registerQueuedChanges(queryClient: QueryClient): void {
  queryClient.setMutationDefaults<StatusAnswer, Error, TaskStatusChange>(TASK_STATUS_CHANGE_KEY, {
    ...queuedChangeOptions,
    mutationFn: (change) => callApi('tasks.changeStatus', statusChangeInput(change), { idempotencyKey: change.idempotencyKey }),
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: ['tasks.assigned'] });
      showStatus(queryClient, change.taskId, change.status, change.blockedReason ?? null);
    },
    onSuccess: (answer) => storeTask(queryClient, answer.data),
    onError: (error, change) => {
      showStatus(queryClient, change.taskId, change.snapshot.status, change.snapshot.blockedReason);
      // Never dropped: the user decides between their change and the server's version.
      if (isStaleVersion(error)) {
        recordConflict(queryClient, {
          id: change.idempotencyKey,
          taskId: change.taskId,
          status: change.status,
          blockedReason: change.status === 'blocked' ? (change.blockedReason ?? null) : null,
          snapshot: change.snapshot,
          madeAt: change.madeAt,
          madeOffline: change.madeOffline,
          message: error instanceof BridgeError ? error.message : '',
        });
      }
    },
    onSettled: () => refreshWhenQueueDrains(queryClient),
  });

  queryClient.setMutationDefaults<CommentAnswer, Error, CommentToSend>(ADD_COMMENT_KEY, {
    ...queuedChangeOptions,
    mutationFn: (comment) => callApi('tasks.addComment', { taskId: comment.taskId, body: comment.body }, { idempotencyKey: comment.idempotencyKey }),
    // Into the list as it settles: never shown both stored and waiting, nor for a moment neither.
    onSuccess: (answer) => storeComment(queryClient, answer.data),
    // Never lost: with no form of the task open to take the text back, it waits for the next one.
    onError: (error, comment) => {
      if (isCommentRefusalToldInPlace(queryClient.getMutationCache(), comment.taskId)) return;
      keepReturnedComment(queryClient, { id: comment.idempotencyKey, taskId: comment.taskId, body: comment.body, ...commentRefusalOf(error) });
    },
    // Read again for the others' comments, once the task's last comment is answered: one read for a
    // burst of comments rather than one each (a comment the read already holds shows once; see notYetStored).
    onSettled: (_answer, _error, comment) => {
      if (!refreshWhenQueueDrains(queryClient) && isLastCommentOn(queryClient, comment.taskId))
        void queryClient.invalidateQueries({ queryKey: commentsKey(comment.taskId) });
    },
  });
}
