import { useQuery } from '@tanstack/react-query';
import { operationQuery } from '@renderer/lib/query/operation-query';

/** A hire's welcome experience, by the hire's id or by the id of their own account. */
export function useWelcomeExperience(id: string | null) {
  return useQuery({ ...operationQuery('newHire.welcomeExperience', { id: id ?? '' }), select: (answer) => answer.data, enabled: id !== null });
}
