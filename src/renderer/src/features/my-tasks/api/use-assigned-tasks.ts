import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { OperationInput } from '@shared/contract/registry';
import { callApi } from '@renderer/lib/bridge';

export type AssignedTasksInput = OperationInput<'tasks.assigned'>;

export const ASSIGNED_TASKS_KEY = 'tasks.assigned';
export const assignedTasksKey = (input: AssignedTasksInput) => [ASSIGNED_TASKS_KEY, input] as const;

/** A page of the signed-in user's tasks (or everyone's), filtered and sorted by the gateway. */
export function useAssignedTasks(input: AssignedTasksInput) {
  return useQuery({
    queryKey: assignedTasksKey(input),
    queryFn: () => callApi('tasks.assigned', input),
    select: (answer) => answer.data,
    // The old page stays while the next loads, so the counts do not flicker; the table shows its skeleton meanwhile.
    placeholderData: keepPreviousData,
  });
}
