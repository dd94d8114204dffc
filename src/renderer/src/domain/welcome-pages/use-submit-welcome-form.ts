import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OperationInput, OperationOutput } from '@shared/contract/registry';
import { callApi } from '@renderer/lib/bridge';
import { invalidateOperation } from '@renderer/lib/query/operation-query';

/** The new hire sends a page's form; their welcome is read again, so the page shows what the gateway kept and when. */
export function useSubmitWelcomeForm() {
  const queryClient = useQueryClient();
  return useMutation<OperationOutput<'newHire.submitWelcomeForm'>, Error, OperationInput<'newHire.submitWelcomeForm'>>({
    mutationFn: (input) => callApi('newHire.submitWelcomeForm', input),
    onSettled: () => invalidateOperation(queryClient, 'newHire.welcomeExperience'),
  });
}
