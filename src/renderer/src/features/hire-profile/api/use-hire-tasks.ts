import { useQuery } from '@tanstack/react-query';
import { operationQuery } from '@renderer/lib/query/operation-query';

/** Every task of a hire, by due date (tasks.ofHire). */
export function useHireTasks(hireId: string) {
  return useQuery({ ...operationQuery('tasks.ofHire', { hireId }), select: (answer) => answer.data });
}
