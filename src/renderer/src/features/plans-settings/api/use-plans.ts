import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OperationInput, OperationOutput } from '@shared/contract/registry';
import { callApi } from '@renderer/lib/bridge';
import { invalidateOperation, operationQuery } from '@renderer/lib/query/operation-query';
import { useToast } from '@renderer/lib/toast/toast-context';

export function usePlans() {
  return useQuery({ ...operationQuery('plans.list', {}), select: (answer) => answer.data });
}

type PlanChange =
  | 'plans.create'
  | 'plans.update'
  | 'plans.archive'
  | 'plans.reorderTaskTemplates'
  | 'plans.addTaskTemplate'
  | 'plans.updateTaskTemplate'
  | 'plans.removeTaskTemplate';

/**
 * A change to a plan or its tasks: toasts the gateway's words (which name the thing), and reads the
 * plans again, here and where plans are assigned. A failure is left to the form that sent it.
 */
export function usePlanChange<N extends PlanChange>(name: N) {
  const queryClient = useQueryClient();
  const { message } = useToast();
  return useMutation<OperationOutput<N>, Error, OperationInput<N>>({
    mutationFn: (input) => callApi(name, input),
    onSuccess: async (output) => {
      void message.success(output.message);
      await Promise.all([invalidateOperation(queryClient, 'plans.list'), invalidateOperation(queryClient, 'tasks.planTemplates')]);
    },
  });
}
