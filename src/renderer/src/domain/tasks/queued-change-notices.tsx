import { useQueryClient, type Mutation, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { failureMessage } from '@renderer/lib/bridge';
import { isStaleVersion } from '@renderer/lib/offline/change-failures';
import { useToast } from '@renderer/lib/toast/toast-context';
import { findCachedTask } from './cached-tasks';
import { isCommentRefusalToldInPlace } from './comment-refusals';
import { ADD_COMMENT_KEY, TASK_STATUS_CHANGE_KEY, isTaskStatusChange } from './task-changes';
import { TASK_CHANGE_TEXT } from './task-change-text';

function titleOf(queryClient: QueryClient, mutation: Mutation): string | null {
  const variables = mutation.state.variables;
  const key = mutation.options.mutationKey?.[0];
  if (key === TASK_STATUS_CHANGE_KEY[0] && isTaskStatusChange(variables)) return TASK_CHANGE_TEXT.statusChangeFailed(variables.snapshot.title);
  if (key === ADD_COMMENT_KEY[0]) {
    const taskId = (variables as { taskId?: unknown } | undefined)?.taskId;
    return TASK_CHANGE_TEXT.commentFailed(typeof taskId === 'string' ? (findCachedTask(queryClient, taskId)?.title ?? null) : null);
  }
  return null;
}

/** Told elsewhere: a newer version goes to the conflict dialog, a comment to its task's open comment form. */
function toldElsewhere(queryClient: QueryClient, mutation: Mutation, error: unknown): boolean {
  const key = mutation.options.mutationKey?.[0];
  if (key === TASK_STATUS_CHANGE_KEY[0]) return isStaleVersion(error);
  const taskId = (mutation.state.variables as { taskId?: unknown } | undefined)?.taskId;
  return key === ADD_COMMENT_KEY[0] && typeof taskId === 'string' && isCommentRefusalToldInPlace(queryClient.getMutationCache(), taskId);
}

/**
 * Tells the user when the gateway refused a queued change, naming the task and giving its words;
 * a change made offline may be answered long after, on any screen. Each refusal is told once:
 * those told elsewhere are left to that place.
 */
export function QueuedChangeNotices() {
  const queryClient = useQueryClient();
  const { notification } = useToast();
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'error') return;
        const { mutation } = event;
        const title = titleOf(queryClient, mutation);
        if (title === null || toldElsewhere(queryClient, mutation, event.action.error)) return;
        const key = (mutation.state.variables as { idempotencyKey?: unknown } | undefined)?.idempotencyKey;
        const reason = failureMessage(event.action.error, TASK_CHANGE_TEXT.changeFailedFallback);
        const isComment = mutation.options.mutationKey?.[0] === ADD_COMMENT_KEY[0];
        notification.error({
          key: typeof key === 'string' ? key : undefined,
          title,
          description: isComment ? `${reason} ${TASK_CHANGE_TEXT.commentKept}` : reason,
        });
      }),
    [queryClient, notification],
  );
  return null;
}
