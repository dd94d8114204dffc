import { useQuery } from '@tanstack/react-query';
import { operationQuery } from '@renderer/lib/query/operation-query';

/** The plans assigned to a hire, with their progress (newHire.plans). */
export function useHirePlans(hireId: string) {
  return useQuery({ ...operationQuery('newHire.plans', { hiresId: hireId }), select: (answer) => answer.data });
}
