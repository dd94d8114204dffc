import { useMutation } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { OperationOutput } from '@shared/contract/registry';
import { ADD_COMMENT_KEY, type CommentToSend } from '@renderer/domain/tasks/task-changes';

export type AddedComment = OperationOutput<'tasks.addComment'>;

/**
 * Adds a comment. How it is sent (the call with its key, waiting while offline, putting the stored
 * comment in the list and reading the list again after) is registered for this key on the
 * QueryClient rather than here, so that a comment still waiting when the app closes is sent after
 * a restart too; options given to useMutation would replace those defaults. The promise settles
 * for each comment, however many wait.
 */
export function useAddComment() {
  const { mutateAsync } = useMutation<AddedComment, Error, CommentToSend>({ mutationKey: ADD_COMMENT_KEY });
  return useCallback(
    (taskId: string, body: string): Promise<AddedComment> =>
      mutateAsync({ taskId, body, idempotencyKey: crypto.randomUUID(), madeAt: new Date().toISOString() }),
    [mutateAsync],
  );
}
