import { useQuery } from '@tanstack/react-query';
import { callApi } from '@renderer/lib/bridge';

export const welcomeExperienceKey = (id: string) => ['newHire.welcomeExperience', id] as const;

/** A hire's welcome experience, by the hire's id or by the id of their own account. */
export function useWelcomeExperience(id: string | null) {
  return useQuery({
    queryKey: welcomeExperienceKey(id ?? ''),
    queryFn: () => callApi('newHire.welcomeExperience', { id: id ?? '' }),
    select: (answer) => answer.data,
    enabled: id !== null,
  });
}
