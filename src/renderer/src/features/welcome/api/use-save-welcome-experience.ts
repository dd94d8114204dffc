import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OperationInput } from '@shared/contract/registry';
import { callApi } from '@renderer/lib/bridge';
import { invalidateOperation, operationFilter, operationInputOf, operationQuery } from '@renderer/lib/query/operation-query';

export type SaveWelcomeInput = OperationInput<'newHire.previewWelcomeExperience'>;

/** Saves the welcome message and first-day details; the answer is the experience as the hire will now see it. */
export function useSaveWelcomeExperience() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveWelcomeInput) => callApi('newHire.previewWelcomeExperience', input),
    onSuccess: (answer, input) => {
      queryClient.setQueryData(operationQuery('newHire.welcomeExperience', { id: input.newHireId }).queryKey, answer);
      // The hire's own page may be cached under their account id, and the hire's screens show the message too.
      void queryClient.invalidateQueries({
        ...operationFilter('newHire.welcomeExperience'),
        predicate: (query) => operationInputOf(query.queryKey, 'newHire.welcomeExperience')?.id !== input.newHireId,
      });
      void invalidateOperation(queryClient, 'newHire.get');
    },
  });
}
