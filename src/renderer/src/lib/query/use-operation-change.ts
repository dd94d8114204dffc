import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OperationInput, OperationOutput, RendererOperationName } from '@shared/contract/registry';
import { callApi } from '@renderer/lib/bridge';
import { useToast } from '@renderer/lib/toast/toast-context';
import { invalidateOperation } from './operation-query';

/** The operations that answer a sentence saying what they did. */
type ToldChange = { [N in RendererOperationName]: OperationOutput<N> extends { message: string } ? N : never }[RendererOperationName];

/**
 * A change the gateway describes in its answer: toasts that sentence (it names the thing) and reads
 * again what the change touches. A refusal is left to the form or dialog that sent it.
 */
export function useOperationChange<N extends ToldChange>(name: N, readsAgain: readonly RendererOperationName[]) {
  const queryClient = useQueryClient();
  const { message } = useToast();
  return useMutation<OperationOutput<N>, Error, OperationInput<N>>({
    mutationFn: (input) => callApi(name, input),
    onSuccess: async (output) => {
      void message.success((output as { message: string }).message);
      await Promise.all(readsAgain.map((read) => invalidateOperation(queryClient, read)));
    },
  });
}
