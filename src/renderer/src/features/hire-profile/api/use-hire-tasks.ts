import { useQuery } from '@tanstack/react-query';
import { callApi } from '@renderer/lib/bridge';
import { hireKeys } from './hire-keys';

/** Every task of a hire, by due date (tasks.ofHire). */
export function useHireTasks(hireId: string) {
  return useQuery({
    queryKey: hireKeys.tasks(hireId),
    queryFn: () => callApi('tasks.ofHire', { hireId }),
    select: (answer) => answer.data,
  });
}
