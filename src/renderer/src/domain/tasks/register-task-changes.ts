import type { QueryClient } from '@tanstack/react-query';
import type { OperationInput, OperationOutput } from '@shared/contract/registry';
import { BridgeError, callApi } from '@renderer/lib/bridge';
import { isStaleVersion } from '@renderer/lib/offline/change-failures';
import { refreshWhenQueueDrains, registerQueuedChange } from '@renderer/lib/offline/queued-changes';
import { registerUserRecord } from '@renderer/lib/offline/user-records';
import { invalidateOperation, operationFilter } from '@renderer/lib/query/operation-query';
import { storeComment } from './cached-comments';
import { showStatus, storeTask } from './cached-tasks';
import { CONFLICTS_KEY, recordConflict } from './change-conflicts';
import { commentRefusalOf, isCommentRefusalToldInPlace } from './comment-refusals';
import { RETURNED_COMMENTS_KEY, keepReturnedComment } from './returned-comments';
import { ADD_COMMENT_KEY, TASK_STATUS_CHANGE_KEY, type CommentToSend, type TaskStatusChange } from './task-changes';

type StatusAnswer = OperationOutput<'tasks.changeStatus'>;
type CommentAnswer = OperationOutput<'tasks.addComment'>;

export function statusChangeInput(change: TaskStatusChange): OperationInput<'tasks.changeStatus'> {
  const input: OperationInput<'tasks.changeStatus'> = { taskId: change.taskId, version: change.version, status: change.status };
  if (change.status === 'blocked') input.blockedReason = change.blockedReason ?? null;
  return input;
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
 * Registers the task changes with the queue (status changes and comments) and the records they
 * leave for the user (conflicts, returned comments), on the client itself, so a change restored
 * from this computer after a restart finds its function and callbacks again.
 */
export function registerTaskChanges(queryClient: QueryClient): void {
  registerUserRecord(queryClient, CONFLICTS_KEY);
  registerUserRecord(queryClient, RETURNED_COMMENTS_KEY);

  registerQueuedChange<StatusAnswer, TaskStatusChange>(queryClient, TASK_STATUS_CHANGE_KEY, {
    mutationFn: (change) => callApi('tasks.changeStatus', statusChangeInput(change), { idempotencyKey: change.idempotencyKey }),
    onMutate: async (change) => {
      await queryClient.cancelQueries(operationFilter('tasks.assigned'));
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

  registerQueuedChange<CommentAnswer, CommentToSend>(queryClient, ADD_COMMENT_KEY, {
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
        void invalidateOperation(queryClient, 'tasks.comments', { taskId: comment.taskId });
    },
  });
}
