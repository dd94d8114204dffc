import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OperationInput, OperationOutput } from '@shared/contract/registry';
import { callApi } from '@renderer/lib/bridge';
import { invalidateOperation } from '@renderer/lib/query/operation-query';
import { useToast } from '@renderer/lib/toast/toast-context';

/** The new hire saves a field of their own record; their welcome is read again, so what shows is what the gateway kept. */
export function useSaveOwnField() {
  const queryClient = useQueryClient();
  const { message } = useToast();
  return useMutation<OperationOutput<'newHire.updateOwnFields'>, Error, OperationInput<'newHire.updateOwnFields'>>({
    mutationFn: (input) => callApi('newHire.updateOwnFields', input),
    onSuccess: async (output) => {
      void message.success(output.message);
      await invalidateOperation(queryClient, 'newHire.welcomeExperience');
    },
  });
}
