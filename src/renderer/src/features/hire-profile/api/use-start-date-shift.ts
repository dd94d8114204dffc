import { useQuery } from '@tanstack/react-query';
import { callApi } from '@renderer/lib/bridge';
import { hireKeys } from './hire-keys';

/** What a new start date would move, asked before it is saved; nothing is asked while the date is unchanged. */
export function useStartDateShift(hireId: string, startDate: string | null) {
  return useQuery({
    queryKey: hireKeys.startDateShift(hireId, startDate ?? ''),
    queryFn: () => callApi('newHire.previewStartDateShift', { id: hireId, startDate: startDate ?? '' }),
    select: (answer) => answer.data,
    enabled: startDate !== null,
    staleTime: 0,
  });
}
