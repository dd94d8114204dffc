import { useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '@renderer/lib/bridge';
import { hireKeys } from './hire-keys';

export const CHANGES_PAGE_SIZE = 20;

/** A hire's change record, newest first, a page at a time (newHire.changes). */
export function useHireChanges(hireId: string) {
  return useInfiniteQuery({
    queryKey: hireKeys.changes(hireId),
    queryFn: ({ pageParam }) => callApi('newHire.changes', { id: hireId, offset: pageParam, limit: CHANGES_PAGE_SIZE }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((count, page) => count + page.data.items.length, 0);
      return loaded < last.data.total && last.data.items.length > 0 ? loaded : undefined;
    },
    select: (data) => ({ items: data.pages.flatMap((page) => page.data.items), total: data.pages.at(-1)?.data.total ?? 0 }),
  });
}
