import { useQuery } from '@tanstack/react-query';
import { operationQuery } from '@renderer/lib/query/operation-query';

/** A task's comments, oldest first, as the gateway holds them. */
export function useTaskComments(taskId: string) {
  return useQuery({ ...operationQuery('tasks.comments', { taskId }), select: (answer) => answer.data });
}
