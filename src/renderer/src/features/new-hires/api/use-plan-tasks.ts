import { useQuery } from '@tanstack/react-query';
import type { OperationInput } from '@shared/contract/registry';
import { operationQuery } from '@renderer/lib/query/operation-query';

export type PlanTasksInput = OperationInput<'tasks.planTasks'>;

/**
 * A plan template's tasks resolved for the hire being entered (its start date and people, all in
 * the key). Nothing is stored on the gateway: the client holds them until the plan is assigned.
 */
export function usePlanTasks(input: PlanTasksInput | undefined) {
  return useQuery({ ...operationQuery('tasks.planTasks', input as PlanTasksInput), enabled: input !== undefined, select: (answer) => answer.data });
}
