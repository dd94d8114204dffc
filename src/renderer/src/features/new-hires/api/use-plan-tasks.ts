import { useQuery } from '@tanstack/react-query';
import type { OperationInput } from '@shared/contract/registry';
import { callApi } from '@renderer/lib/bridge';

export const PLAN_TASKS_KEY = ['tasks.planTasks'] as const;

export type PlanTasksInput = OperationInput<'tasks.planTasks'>;

/**
 * A plan template's tasks resolved for the hire being entered (its start date and people, all in
 * the key). Nothing is stored on the gateway: the client holds them until the plan is assigned.
 */
export function usePlanTasks(input: PlanTasksInput | undefined) {
  return useQuery({
    queryKey: [...PLAN_TASKS_KEY, input],
    queryFn: () => callApi('tasks.planTasks', input as PlanTasksInput),
    enabled: input !== undefined,
    select: (answer) => answer.data,
    // The same template and inputs resolve the same way; the held tasks must not change under the user.
    staleTime: Infinity,
  });
}
