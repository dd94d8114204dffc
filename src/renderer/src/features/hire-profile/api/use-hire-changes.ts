import { useInfiniteQuery } from '@tanstack/react-query';
import { operationPagesQuery } from '@renderer/lib/query/operation-query';

export const CHANGES_PAGE_SIZE = 20;

/** A hire's change record, newest first, a page at a time (newHire.changes). */
export function useHireChanges(hireId: string) {
  return useInfiniteQuery({
    ...operationPagesQuery('newHire.changes', { id: hireId, limit: CHANGES_PAGE_SIZE }, (last, pages) => {
      const loaded = pages.reduce((count, page) => count + page.data.items.length, 0);
      return loaded < last.data.total && last.data.items.length > 0 ? loaded : undefined;
    }),
    select: (data) => ({ items: data.pages.flatMap((page) => page.data.items), total: data.pages.at(-1)?.data.total ?? 0 }),
  });
}
