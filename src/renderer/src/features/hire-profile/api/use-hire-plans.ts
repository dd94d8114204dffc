import { useQuery } from '@tanstack/react-query';
import { callApi } from '@renderer/lib/bridge';
import { hireKeys } from './hire-keys';

/** The plans assigned to a hire, with their progress (newHire.plans). */
export function useHirePlans(hireId: string) {
  return useQuery({
    queryKey: hireKeys.plans(hireId),
    queryFn: () => callApi('newHire.plans', { hiresId: hireId }),
    select: (answer) => answer.data,
  });
}
