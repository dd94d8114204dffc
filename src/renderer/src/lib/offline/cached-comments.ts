import type { QueryClient } from '@tanstack/react-query';
import type { OperationOutput } from '@shared/contract/registry';
import type { TaskComment } from '@shared/contract/tasks';

type CommentsAnswer = OperationOutput<'tasks.comments'>;

/** Where a task's comments are cached; the comments drawer reads them under the same key. */
export const commentsKey = (taskId: string) => ['tasks.comments', { taskId }] as const;

/**
 * Adds a comment the gateway stored to its task's cached list, unless a read has brought it
 * already. The list keeps the time it was read, as a local change does not make it newer.
 */
export function storeComment(queryClient: QueryClient, comment: TaskComment): void {
  const key = commentsKey(comment.taskId);
  const state = queryClient.getQueryState<CommentsAnswer>(key);
  const answer = state?.data;
  if (!answer || answer.data.some((each) => each._id === comment._id)) return;
  queryClient.setQueryData<CommentsAnswer>(key, { ...answer, data: [...answer.data, comment] }, { updatedAt: state.dataUpdatedAt });
}
