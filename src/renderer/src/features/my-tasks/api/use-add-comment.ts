import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { OperationOutput } from '@shared/contract/registry';
import { ADD_COMMENT_KEY, type CommentToSend } from '@renderer/lib/offline/queued-changes';
import { taskCommentsKey } from './use-task-comments';

export type AddedComment = OperationOutput<'tasks.addComment'>;
type CommentsAnswer = OperationOutput<'tasks.comments'>;

/**
 * Adds a comment. How it is sent (the call with its key, waiting while offline, reading the list
 * again after) is registered for this key on the QueryClient rather than here, so that a comment
 * still waiting when the app closes is sent after a restart too; options given to useMutation
 * would replace those defaults. The promise settles for each comment, however many wait.
 */
export function useAddComment() {
  const queryClient = useQueryClient();
  const { mutateAsync } = useMutation<AddedComment, Error, CommentToSend>({ mutationKey: ADD_COMMENT_KEY });
  return useCallback(
    async (taskId: string, body: string): Promise<AddedComment> => {
      const added = await mutateAsync({ taskId, body, idempotencyKey: crypto.randomUUID(), madeAt: new Date().toISOString() });
      // Shown at once, where the waiting copy was, rather than after the list is read again.
      queryClient.setQueryData<CommentsAnswer>(taskCommentsKey(taskId), (answer) =>
        answer && !answer.data.some((comment) => comment._id === added.data._id) ? { ...answer, data: [...answer.data, added.data] } : answer,
      );
      return added;
    },
    [mutateAsync, queryClient],
  );
}
