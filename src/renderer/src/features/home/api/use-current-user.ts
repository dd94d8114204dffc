import { useQuery } from '@tanstack/react-query';
import { callApi } from '@renderer/lib/bridge';

export const CURRENT_USER_QUERY_KEY = ['users.me'] as const;

/** The signed-in user and their company, from the gateway. */
export function useCurrentUser() {
  return useQuery({
    queryKey: CURRENT_USER_QUERY_KEY,
    queryFn: () => callApi('users.me', {}),
    select: (answer) => answer.data,
  });
}
