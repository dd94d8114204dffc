import { useQuery } from '@tanstack/react-query';
import { callApi } from '@renderer/lib/bridge';
import { hireKeys } from './hire-keys';

/** One hire (newHire.get), as the info, profile and edit screens show it. */
export function useHire(hireId: string) {
  return useQuery({
    queryKey: hireKeys.hire(hireId),
    queryFn: () => callApi('newHire.get', { id: hireId }),
    select: (answer) => answer.data,
  });
}
