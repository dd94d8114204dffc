import { useMutation } from '@tanstack/react-query';
import { TITLE_MAX_LENGTH } from '@shared/onboarding';
import { Alert, Button, Flex, Input, Modal, Select, Typography } from 'antd';
import { useRef, useState } from 'react';
import type { Hire } from '@shared/contract/onboarding-schemas';
import { VALIDATION } from '@shared/messages';
import { fieldErrorId, FormField } from '@renderer/components/form-field';
import { usePlanTemplates } from '@renderer/domain/hires/use-plan-templates';
import { callApi, failureMessage } from '@renderer/lib/bridge';
import { gatewayFieldErrors } from '@renderer/lib/forms/gateway-field-errors';
import { confirmLeavingUnsavedChanges, useUnsavedChanges } from '@renderer/lib/forms/unsaved-changes';
import { useHireAction } from '../api/use-hire-action';
import { usePlanDraft } from '../hooks/use-plan-draft';
import { plural } from '../lib/plural';
import { toPlanTaskDraft } from '@renderer/domain/hires/plan-task-draft';
import { NotMatchingTasks } from '@renderer/domain/hires/not-matching-tasks';
import { HeldPlanTasks } from './held-plan-tasks';

const IDS = { template: 'assign-plan-template', name: 'assign-plan-name' } as const;

export interface AssignPlanModalProps {
  hire: Hire;
  open: boolean;
  canChange: boolean;
  onClose(): void;
}

/**
 * Pick a plan template, see its tasks resolved for this hire (held here, on the client, where any
 * can be removed), then assign: the held tasks are stored as the hire's and the held list is emptied.
 */
export function AssignPlanModal({ hire, open, canChange, onClose }: AssignPlanModalProps) {
  const templates = usePlanTemplates(open);
  const plan = usePlanDraft();
  const [templateId, setTemplateId] = useState<string | undefined>();
  /** The gateway's word on the plan name, shown under it until the name changes. */
  const [refusedName, setRefusedName] = useState<string | undefined>();
  // Only the answer for the template chosen last may fill the list.
  const chosen = useRef<string | undefined>(undefined);
  const resolve = useMutation({
    mutationFn: (planTemplateId: string) => callApi('tasks.planTasks', { planTemplateId, hireId: hire._id }),
    onSuccess: (answer, planTemplateId) => {
      if (chosen.current === planTemplateId) plan.hold({ planTemplateId, name: answer.data.plan.name, tasks: answer.data.tasks });
    },
  });
  const reset = () => {
    chosen.current = undefined;
    setRefusedName(undefined);
    setTemplateId(undefined);
    plan.clear();
    resolve.reset();
  };
  const assign = useHireAction('newHire.assignPlan', hire._id, {
    afterSuccess: () => {
      reset();
      onClose();
    },
  });
  const close = async () => {
    if (!(await confirmLeavingUnsavedChanges())) return;
    reset();
    onClose();
  };

  const draft = plan.draft;
  // A chosen template's held tasks (with any removed or the name changed) are work not yet assigned.
  useUnsavedChanges(open && draft !== null);
  const nameError = draft && draft.name.trim() === '' ? VALIDATION.fieldRequired : refusedName;
  const canAssign = canChange && draft !== null && draft.tasks.length > 0 && nameError === undefined;

  return (
    <Modal
      open={open}
      title="Assign plan"
      width={720}
      onCancel={() => void close()}
      footer={
        <Flex justify="space-between" align="center" gap="middle">
          <Typography.Text type="secondary">{draft ? `${plural(draft.tasks.length, 'task')} will be added` : ''}</Typography.Text>
          <Flex gap="small">
            <Button onClick={() => void close()}>Cancel</Button>
            <Button
              type="primary"
              disabled={!canAssign}
              loading={assign.isPending}
              onClick={() => {
                if (!draft || !canAssign || assign.isPending) return;
                assign.mutate(
                  { hireId: hire._id, planTemplateId: draft.planTemplateId, name: draft.name.trim(), tasks: draft.tasks.map(toPlanTaskDraft) },
                  { onError: (error) => setRefusedName(gatewayFieldErrors(error, (field) => (field === 'name' ? field : undefined))[0]?.[1]) },
                );
              }}
            >
              Assign
            </Button>
          </Flex>
        </Flex>
      }
    >
      <FormField id={IDS.template} label="Plan template">
        <Select
          id={IDS.template}
          style={{ width: '100%' }}
          placeholder="Choose a plan template"
          value={templateId}
          loading={templates.isPending && templates.fetchStatus === 'fetching'}
          disabled={!canChange}
          options={(templates.data ?? []).map((template) => ({ value: template._id, label: `${template.name} (${plural(template.tasks.length, 'task')})` }))}
          notFoundContent={templates.isError ? failureMessage(templates.error, 'The plan templates could not be loaded.') : 'No plan templates yet'}
          aria-describedby={fieldErrorId(IDS.template)}
          onChange={(value: string) => {
            chosen.current = value;
            setTemplateId(value);
            plan.clear();
            resolve.mutate(value);
          }}
        />
      </FormField>
      {resolve.isError ? <Alert type="error" showIcon title={failureMessage(resolve.error, 'The plan’s tasks could not be loaded.')} /> : null}
      {resolve.isPending ? <Typography.Paragraph aria-live="polite">Loading the plan’s tasks…</Typography.Paragraph> : null}
      {draft ? (
        <>
          <FormField id={IDS.name} label="Plan name" error={nameError}>
            <Input
              id={IDS.name}
              value={draft.name}
              maxLength={TITLE_MAX_LENGTH}
              status={nameError ? 'error' : undefined}
              aria-required
              aria-invalid={nameError ? true : undefined}
              aria-describedby={fieldErrorId(IDS.name)}
              onChange={(event) => {
                setRefusedName(undefined);
                plan.rename(event.target.value);
              }}
            />
          </FormField>
          {draft.tasks.length === 0 ? (
            <Alert type="warning" showIcon title="Every task has been removed. Keep at least one task, or choose the template again." />
          ) : (
            <HeldPlanTasks tasks={draft.tasks} disabled={assign.isPending} onRemove={plan.remove} />
          )}
          <NotMatchingTasks tasks={resolve.data?.data.notMatching ?? []} />
        </>
      ) : null}
    </Modal>
  );
}
