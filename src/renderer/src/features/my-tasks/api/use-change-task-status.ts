import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { OperationInput, OperationOutput } from '@shared/contract/registry';
import type { Task } from '@shared/contract/onboarding-schemas';
import { callApi, failureMessage } from '@renderer/lib/bridge';
import { useToast } from '@renderer/lib/toast/toast-context';
import { ASSIGNED_TASKS_KEY } from './use-assigned-tasks';

type AssignedAnswer = OperationOutput<'tasks.assigned'>;

export interface TaskStatusChange {
  task: Task;
  status: Task['status'];
  blockedReason?: string;
}

export const CHANGE_FAILED = 'The task could not be changed. Try again.';

function withTask(answer: AssignedAnswer | undefined, taskId: string, change: (task: Task) => Task): AssignedAnswer | undefined {
  if (!answer) return answer;
  return { ...answer, data: { ...answer.data, items: answer.data.items.map((task) => (task._id === taskId ? change(task) : task)) } };
}

/**
 * Completes, reopens or blocks a task. The row changes at once and goes back if the gateway
 * refuses, with its message; either way the list is read again, so after a stale version (409)
 * it shows the task as it is now.
 */
export function useChangeTaskStatus() {
  const queryClient = useQueryClient();
  const { message, notification } = useToast();
  return useMutation({
    mutationFn: ({ task, status, blockedReason }: TaskStatusChange) => {
      const input: OperationInput<'tasks.changeStatus'> = { taskId: task._id, version: task.version, status };
      if (status === 'blocked') input.blockedReason = blockedReason ?? null;
      return callApi('tasks.changeStatus', input);
    },
    onMutate: async ({ task, status, blockedReason }) => {
      await queryClient.cancelQueries({ queryKey: [ASSIGNED_TASKS_KEY] });
      const before = queryClient.getQueriesData<AssignedAnswer>({ queryKey: [ASSIGNED_TASKS_KEY] });
      queryClient.setQueriesData<AssignedAnswer>({ queryKey: [ASSIGNED_TASKS_KEY] }, (answer) =>
        withTask(answer, task._id, (current) => ({ ...current, status, blockedReason: status === 'blocked' ? (blockedReason ?? null) : null })),
      );
      return { before };
    },
    onError: (error, _change, context) => {
      for (const [key, answer] of context?.before ?? ([] as [QueryKey, AssignedAnswer | undefined][])) queryClient.setQueryData(key, answer);
      notification.error({ title: failureMessage(error, CHANGE_FAILED) });
    },
    onSuccess: (answer) => {
      queryClient.setQueriesData<AssignedAnswer>({ queryKey: [ASSIGNED_TASKS_KEY] }, (current) => withTask(current, answer.data._id, () => answer.data));
      message.success(answer.message);
    },
    onSettled: () => {
      // Counts, filters and other pages may all have changed; after a 409 the list shows the task as it is now.
      void queryClient.invalidateQueries({ queryKey: [ASSIGNED_TASKS_KEY] });
      void queryClient.invalidateQueries({ queryKey: ['newHire.dashboardSummary'] });
      void queryClient.invalidateQueries({ queryKey: ['newHire.welcomeExperience'] });
    },
  });
}
