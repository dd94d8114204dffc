import { useQuery } from '@tanstack/react-query';
import { callApi } from '@renderer/lib/bridge';

export const taskCommentsKey = (taskId: string) => ['tasks.comments', { taskId }] as const;

/** A task's comments, oldest first, as the gateway holds them. */
export function useTaskComments(taskId: string) {
  return useQuery({
    queryKey: taskCommentsKey(taskId),
    queryFn: () => callApi('tasks.comments', { taskId }),
    select: (answer) => answer.data,
  });
}
