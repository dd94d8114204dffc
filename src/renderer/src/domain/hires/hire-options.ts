import type { AsyncOptionFetcher } from '@renderer/components/async-select/async-option';
import { callApi } from '@renderer/lib/bridge';

/** The hires a picker offers, searched by name as the hires list searches them, 10 a page, by name. */
export const fetchHireOptions: AsyncOptionFetcher = async (search, offset) => {
  const answer = await callApi('newHire.list', {
    search: search.trim() === '' ? undefined : search.trim(),
    offset,
    limit: 10,
    sortBy: 'fullName',
    sortOrder: 'asc',
  });
  return { data: answer.data.items.map((hire) => ({ _id: hire._id, fullName: hire.fullName })) };
};
