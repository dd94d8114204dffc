import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OperationInput, OperationOutput } from '@shared/contract/registry';
import { callApi } from '@renderer/lib/bridge';
import { invalidateOperation } from '@renderer/lib/query/operation-query';
import { useToast } from '@renderer/lib/toast/toast-context';

type FieldWrite = 'fields.create' | 'fields.update' | 'fields.archive' | 'fields.restore';

/**
 * A change to a field: toasts the gateway's message (it names the field) and reads the list again.
 * A failure is left to the caller, which shows it at the form's fields or beside the row.
 */
export function useFieldChange<N extends FieldWrite>(name: N) {
  const queryClient = useQueryClient();
  const { message } = useToast();
  return useMutation<OperationOutput<N>, Error, OperationInput<N>>({
    mutationFn: (input) => callApi(name, input),
    onSuccess: async (output) => {
      void message.success(output.message);
      await invalidateOperation(queryClient, 'fields.list');
    },
  });
}
