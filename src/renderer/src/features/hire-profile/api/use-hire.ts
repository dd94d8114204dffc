import { useQuery } from '@tanstack/react-query';
import { operationQuery } from '@renderer/lib/query/operation-query';

/** One hire (newHire.get), as the info, profile and edit screens show it. */
export function useHire(hireId: string) {
  return useQuery({ ...operationQuery('newHire.get', { id: hireId }), select: (answer) => answer.data });
}
