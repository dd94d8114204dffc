import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import type { OperationInput, OperationOutput } from '@shared/contract/registry';
import { routes } from '@shared/routes';
import { callApi, failureMessage } from '@renderer/lib/bridge';
import { gatewayFieldErrors } from '@renderer/lib/forms/gateway-field-errors';
import { invalidateOperation, operationFilter } from '@renderer/lib/query/operation-query';
import { useToast } from '@renderer/lib/toast/toast-context';
import type { PlanToAssign } from '../lib/held-plan';
import type { AskedFields } from '@renderer/domain/hires/custom-field-values';
import { hireFormFieldOf, type HireFormPath, type HireFormValues } from '@renderer/domain/hires/hire-form-schema';
import { createHirePayload, type HireStatusOnCreate } from '../lib/add-hire-steps';
import { currentDraft, discardDraft, updateDraft } from '../lib/new-hire-draft-store';

export const SAVE_HIRE_TEXT = {
  created: 'The new hire was added.',
  planAssigned: 'The plan was assigned.',
  failed: 'The new hire could not be saved. Check your connection and try again.',
  planFailed: 'The plan could not be assigned. Check your connection and try again.',
} as const;

export interface SaveNewHireOptions {
  /** The gateway's messages for form fields after a failed create, to show under them. */
  onFieldErrors(errors: Partial<Record<HireFormPath, string>>): void;
  /** The custom fields the form asks for: their filled values are sent. */
  asked: AskedFields;
}

/**
 * Saves the hire being added: newHire.create, then newHire.assignPlan with the tasks the client
 * held when a plan was chosen. Success clears the draft and its held tasks (spec section 4) and
 * opens the hire. A failed create keeps every value; when only the plan fails the hire exists, so
 * trying again assigns the plan alone and never creates the hire twice.
 */
export function useSaveNewHire({ onFieldErrors, asked }: SaveNewHireOptions) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { message, notification } = useToast();
  const create = useMutation<OperationOutput<'newHire.create'>, Error, OperationInput<'newHire.create'>>({
    mutationFn: (input) => callApi('newHire.create', input),
  });
  const assign = useMutation<OperationOutput<'newHire.assignPlan'>, Error, OperationInput<'newHire.assignPlan'>>({
    mutationFn: (input) => callApi('newHire.assignPlan', input),
  });

  const finish = async (hireId: string) => {
    discardDraft();
    queryClient.removeQueries(operationFilter('tasks.planTasks'));
    // The next hire entered is compared with this one too.
    queryClient.removeQueries(operationFilter('newHire.duplicates'));
    void invalidateOperation(queryClient, 'newHire.list');
    await navigate(routes.hireInfo(hireId));
  };

  const assignPlan = async (hireId: string, plan: PlanToAssign | null) => {
    if (plan) {
      try {
        const output = await assign.mutateAsync({ hireId, ...plan });
        void message.success(output.message.trim() || SAVE_HIRE_TEXT.planAssigned);
      } catch (error) {
        notification.error({ title: failureMessage(error, SAVE_HIRE_TEXT.planFailed) });
        return;
      }
    }
    await finish(hireId);
  };

  const save = async (values: HireFormValues, status: HireStatusOnCreate, plan: PlanToAssign | null) => {
    const created = currentDraft()?.createdHire;
    if (created) {
      await assignPlan(created.id, plan);
      return;
    }
    let output: OperationOutput<'newHire.create'>;
    try {
      output = await create.mutateAsync(createHirePayload(values, status, asked, plan?.planTemplateId ?? null));
    } catch (error) {
      notification.error({ title: failureMessage(error, SAVE_HIRE_TEXT.failed) });
      onFieldErrors(Object.fromEntries(gatewayFieldErrors(error, hireFormFieldOf)));
      return;
    }
    void message.success(output.message.trim() || SAVE_HIRE_TEXT.created);
    if (plan) updateDraft({ createdHire: { id: output.data._id, fullName: output.data.fullName } });
    await assignPlan(output.data._id, plan);
  };

  /** Assigns the plan again for the hire that was created; never calls create. */
  const retryPlan = async (plan: PlanToAssign | null) => {
    const created = currentDraft()?.createdHire;
    if (created) await assignPlan(created.id, plan);
  };

  return { save, retryPlan, creating: create.isPending, assigning: assign.isPending, planError: assign.error };
}
