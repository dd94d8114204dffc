import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PlaceKind } from '@shared/company-places';
import type { OperationInput, OperationOutput } from '@shared/contract/registry';
import { callApi } from '@renderer/lib/bridge';
import { invalidateOperation, operationQuery } from '@renderer/lib/query/operation-query';
import { useToast } from '@renderer/lib/toast/toast-context';

/** Every value of one kind, archived ones included, with its usage. */
export function useCompanyPlaces(kind: PlaceKind) {
  return useQuery({ ...operationQuery('settings.places', { kind }), select: (answer) => answer.data });
}

type PlaceWrite = 'settings.addPlace' | 'settings.updatePlace' | 'settings.archivePlace' | 'settings.mergePlace';

/**
 * A change to a department, location or other criterion: toasts the gateway's sentence naming it,
 * and reads again the list and the pickers' options. A refusal is left to the form or dialog.
 */
export function usePlaceWrite<N extends PlaceWrite>(name: N) {
  const queryClient = useQueryClient();
  const { message } = useToast();
  return useMutation<OperationOutput<N>, Error, OperationInput<N>>({
    mutationFn: (input) => callApi(name, input),
    onSuccess: async (output) => {
      void message.success(output.message);
      await Promise.all([
        invalidateOperation(queryClient, 'settings.places'),
        invalidateOperation(queryClient, 'settings.departments'),
        invalidateOperation(queryClient, 'settings.locations'),
        invalidateOperation(queryClient, 'settings.otherCriteria'),
      ]);
    },
  });
}
