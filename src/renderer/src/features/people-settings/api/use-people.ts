import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OperationInput, OperationOutput } from '@shared/contract/registry';
import { callApi } from '@renderer/lib/bridge';
import { invalidateOperation, operationQuery } from '@renderer/lib/query/operation-query';
import { useToast } from '@renderer/lib/toast/toast-context';

/** The company's staff users, by name. */
export function usePeople() {
  return useQuery({ ...operationQuery('people.list', {}), select: (answer) => answer.data });
}

type PeopleWrite = 'people.invite' | 'people.resendInvitation' | 'people.changeRole' | 'people.deactivate' | 'people.reactivate';

/**
 * A change to the company's people: toasts the gateway's sentence naming the person and reads the
 * list and the settings summary again. A refusal is left to the form or dialog that asked; a stale
 * version reads the list again too, so what is shown is what the gateway has.
 */
export function usePeopleWrite<N extends PeopleWrite>(name: N) {
  const queryClient = useQueryClient();
  const { message } = useToast();
  const readAgain = () => Promise.all([invalidateOperation(queryClient, 'people.list'), invalidateOperation(queryClient, 'setup.summary')]);
  return useMutation<OperationOutput<N>, Error, OperationInput<N>>({
    mutationFn: (input) => callApi(name, input),
    onSuccess: async (output) => {
      void message.success(output.message);
      await readAgain();
    },
    onError: async () => {
      await readAgain();
    },
  });
}
