import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListHiresInput } from '@shared/contract/new-hires';
import { operationQuery } from '@renderer/lib/query/operation-query';

/**
 * A page of hires for the list's filters, sort and page (all in the key). The previous page stays
 * on screen while the next one loads, so paging and filtering do not flash the skeleton.
 */
export function useHiresList(input: ListHiresInput | undefined) {
  return useQuery({
    ...operationQuery('newHire.list', input as ListHiresInput),
    enabled: input !== undefined,
    placeholderData: keepPreviousData,
    select: (answer) => answer.data,
  });
}
