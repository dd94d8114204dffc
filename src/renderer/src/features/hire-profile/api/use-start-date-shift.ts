import { useQuery } from '@tanstack/react-query';
import { operationQuery } from '@renderer/lib/query/operation-query';

/** What a new start date would move, asked before it is saved; nothing is asked while the date is unchanged. */
export function useStartDateShift(hireId: string, startDate: string | null) {
  return useQuery({
    ...operationQuery('newHire.previewStartDateShift', { id: hireId, startDate: startDate ?? '' }),
    select: (answer) => answer.data,
    enabled: startDate !== null,
  });
}
