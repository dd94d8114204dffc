import { useQuery } from '@tanstack/react-query';
import { operationQuery } from '@renderer/lib/query/operation-query';

/** The company's plan templates, for adding a hire and for assigning a plan to one. */
export function usePlanTemplates(enabled = true) {
  return useQuery({ ...operationQuery('tasks.planTemplates', {}), select: (answer) => answer.data, enabled });
}
