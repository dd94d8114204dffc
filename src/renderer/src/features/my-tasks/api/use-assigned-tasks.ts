import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { OperationInput } from '@shared/contract/registry';
import { operationQuery } from '@renderer/lib/query/operation-query';

export type AssignedTasksInput = OperationInput<'tasks.assigned'>;

/** A page of the signed-in user's tasks (or everyone's), filtered and sorted by the gateway. */
export function useAssignedTasks(input: AssignedTasksInput) {
  return useQuery({
    ...operationQuery('tasks.assigned', input),
    select: (answer) => answer.data,
    // The old page stays while the next loads, so the counts do not flicker; the table shows its skeleton meanwhile.
    placeholderData: keepPreviousData,
  });
}
