import { useQuery } from '@tanstack/react-query';
import { operationQuery } from '@renderer/lib/query/operation-query';

/** The signed-in user and their company, from the gateway. */
export function useCurrentUser() {
  return useQuery({ ...operationQuery('users.me', {}), select: (answer) => answer.data });
}
