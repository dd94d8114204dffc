import { useQuery } from '@tanstack/react-query';
import { callApi } from '@renderer/lib/bridge';
import { hireKeys } from './hire-keys';

/** The documents kept with a hire (newHire.documents, GET /NewHire/get-hire-doc/{userId}, given the hire's id). */
export function useHireDocuments(hireId: string) {
  return useQuery({
    queryKey: hireKeys.documents(hireId),
    queryFn: () => callApi('newHire.documents', { userId: hireId }),
    select: (answer) => answer.data,
  });
}
