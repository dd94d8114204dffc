import { type Mutation, useMutationState } from '@tanstack/react-query';
import type { TaskComment } from '@shared/contract/tasks';
import { ADD_COMMENT_KEY, type CommentToSend } from '@renderer/domain/tasks/task-changes';
import type { AddedComment } from './use-add-comment';

export interface WaitingComment extends CommentToSend {
  /** The mutation's own id, stable while it waits. */
  id: number;
}

/** Comments restored from an earlier run are checked rather than trusted to have this shape. */
function isCommentToSend(value: unknown): value is CommentToSend {
  if (typeof value !== 'object' || value === null) return false;
  const { taskId, body, madeAt } = value as Partial<CommentToSend>;
  return typeof taskId === 'string' && typeof body === 'string' && typeof madeAt === 'string';
}

/** The task's comments not yet stored by the gateway (on their way, or queued while offline), in the order they were written. */
export function useWaitingComments(taskId: string): WaitingComment[] {
  const waiting = useMutationState({
    filters: { mutationKey: ADD_COMMENT_KEY, status: 'pending' },
    select: (mutation: Mutation<AddedComment, Error, CommentToSend>): WaitingComment | null => {
      const variables: unknown = mutation.state.variables;
      return isCommentToSend(variables) ? { ...variables, id: mutation.mutationId } : null;
    },
  });
  return waiting.filter((comment): comment is WaitingComment => comment !== null && comment.taskId === taskId).sort((a, b) => a.madeAt.localeCompare(b.madeAt));
}

/**
 * The waiting comments the stored list does not hold yet. A list read while a comment is on its way
 * may already have it, before the comment's own answer comes: the gateway gives the author the key
 * each of their comments was sent with, so the two are shown once.
 */
export function notYetStored(waiting: readonly WaitingComment[], stored: readonly TaskComment[]): WaitingComment[] {
  const storedKeys = new Set(stored.map((comment) => comment.requestKey));
  return waiting.filter((comment) => !storedKeys.has(comment.idempotencyKey));
}
