import { useQuery } from '@tanstack/react-query';
import { operationQuery } from '@renderer/lib/query/operation-query';

/** The documents kept with a hire (newHire.documents, GET /NewHire/get-hire-doc/{userId}, given the hire's id). */
export function useHireDocuments(hireId: string) {
  return useQuery({ ...operationQuery('newHire.documents', { userId: hireId }), select: (answer) => answer.data });
}
