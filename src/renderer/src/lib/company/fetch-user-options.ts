import type { AsyncOptionFetcher } from '@renderer/components/async-select/async-option';
import { callApi } from '@renderer/lib/bridge';

/**
 * Spec section 7: the manager and coordinator pickers read `data` of
 * `super-admin/system-admin/dropdown-get-all-users`, sending the search and an offset.
 */
export const fetchUserOptions: AsyncOptionFetcher = async (search, offset) => {
  const answer = await callApi('users.dropdown', { search: search.trim() === '' ? undefined : search, offset });
  return { data: answer.data };
};
