import type { QueryClient } from '@tanstack/react-query';
import type { TaskComment } from '@shared/contract/tasks';
import { operationQuery } from '@renderer/lib/query/operation-query';

/** Where a task's comments are cached: the comments drawer reads them with the same options. */
export const taskCommentsQuery = (taskId: string) => operationQuery('tasks.comments', { taskId });

/**
 * Adds a comment the gateway stored to its task's cached list, unless a read has brought it
 * already. The list keeps the time it was read, as a local change does not make it newer.
 */
export function storeComment(queryClient: QueryClient, comment: TaskComment): void {
  const { queryKey } = taskCommentsQuery(comment.taskId);
  const state = queryClient.getQueryState(queryKey);
  const answer = state?.data;
  if (!answer || answer.data.some((each) => each._id === comment._id)) return;
  queryClient.setQueryData(queryKey, { ...answer, data: [...answer.data, comment] }, { updatedAt: state.dataUpdatedAt });
}
