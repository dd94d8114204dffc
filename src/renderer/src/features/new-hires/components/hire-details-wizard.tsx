import { Button, Flex, theme } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useWatch, type FieldErrors } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { isApiDate } from '@shared/date-format';
import { ROUTES, routes } from '@shared/routes';
import { type AskedFields, askedCustomFields } from '@renderer/domain/hires/custom-field-values';
import { HireCustomFields } from '@renderer/domain/hires/hire-custom-fields';
import type { HireFormField, HireFormInput, HireFormPath, HireFormValues } from '@renderer/domain/hires/hire-form-schema';
import { HireJobFields } from '@renderer/domain/hires/hire-job-fields';
import { HirePeopleFields } from '@renderer/domain/hires/hire-people-fields';
import { SaveCheckDialog } from '@renderer/domain/hires/save-check-dialog';
import { startDateQuestion } from '@renderer/domain/hires/start-date-question';
import { usePlanTemplates } from '@renderer/domain/hires/use-plan-templates';
import { operationFilter } from '@renderer/lib/query/operation-query';
import { useCustomFieldDefinitions } from '@renderer/lib/company/use-custom-field-definitions';
import { useReadOnly } from '@renderer/lib/session/use-read-only';
import { hireDuplicatesNow, useHireDuplicates } from '../api/use-hire-duplicates';
import { usePlanTasks, type PlanTasksInput } from '../api/use-plan-tasks';
import { useSaveNewHire } from '../api/use-save-new-hire';
import { useAddHireGuard } from '../hooks/use-add-hire-guard';
import { useHireForm } from '../hooks/use-hire-form';
import { keptTasks, type PlanToAssign } from '../lib/held-plan';
import { toPlanTaskDraft } from '@renderer/domain/hires/plan-task-draft';
import { ADD_HIRE_LOOK } from '../lib/add-hire-look';
import { STEP_CHANGE, STEP_FIELDS, stepOfField, type HireStatusOnCreate } from '../lib/add-hire-steps';
import { discardDraft, updateDraft, type NewHireDraft, type PlanChoice } from '../lib/new-hire-draft-store';
import { AddHireFrame } from './add-hire-frame';
import { AssignPlanFailure } from './assign-plan-failure';
import { DuplicateHireLine, DuplicateHiresNotice } from './duplicate-hires-notice';
import { PlanStep } from './plan-step';
import { ReviewStep } from './review-step';

type DetailStep = 1 | 2 | 3 | 4;
const JOB = 1;
const PEOPLE = 2;
const PLAN = 3;
const REVIEW = 4;

/** The fields this route owns: every step but the first. */
const DETAIL_FIELDS: readonly HireFormField[] = [...STEP_FIELDS[1], ...STEP_FIELDS[2]];

export const HIRE_DETAILS_TEXT = {
  choosePlan: 'Choose a plan, or No plan.',
  keepOneTask: 'Keep at least one task, or choose No plan.',
  saveAsPending: 'Save as pending',
  saveAndApprove: 'Save and approve',
  alreadyAdded: (count: number) => (count === 1 ? 'This hire may already be added:' : 'This hire may already be added, as one of these:'),
} as const;

/** A save waiting for the user's word on what looks like a mistake. */
type SaveCheck = { status: HireStatusOnCreate; values: HireFormValues; questions: ReactNode[] };

/** Steps 2 to 5 of adding a hire (Job, People, Plan, Review), over one form that starts from the draft. */
export function HireDetailsWizard({ draft }: { draft: NewHireDraft }) {
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const readOnly = useReadOnly();
  const definitions = useCustomFieldDefinitions();
  const asked: AskedFields = { fields: askedCustomFields(definitions.data?.fields, 'adding'), masked: [], saved: {} };
  const form = useHireForm(draft.values, DETAIL_FIELDS, asked);
  useAddHireGuard(form.formState.isDirty);
  const [step, setStep] = useState<DetailStep>(() => (draft.createdHire ? REVIEW : JOB));
  const [planProblem, setPlanProblem] = useState<string>();
  const [saving, setSaving] = useState<HireStatusOnCreate | null>(null);
  const [check, setCheck] = useState<SaveCheck | null>(null);
  const duplicates = useHireDuplicates(form);

  const choice = draft.plan;
  const templates = usePlanTemplates();
  const [startDate, manager, coordinator, buddy, locationId, departmentId, employmentStatus] = useWatch({
    control: form.control,
    name: ['startDate', 'manager', 'coordinator', 'buddy', 'locationId', 'departmentId', 'employmentStatus'],
  });
  const planInput: PlanTasksInput | undefined =
    choice?.kind === 'template' && step >= PLAN
      ? {
          planTemplateId: choice.templateId,
          ...(isApiDate(startDate) ? { startDate } : {}),
          managerId: manager?._id ?? null,
          coordinatorId: coordinator?._id ?? null,
          buddyId: buddy?._id ?? null,
          // Due dates avoid the location's holidays; the templates' criteria are matched on these.
          locationId: locationId ?? null,
          departmentId: departmentId ?? null,
          ...(employmentStatus ? { employmentStatus } : {}),
        }
      : undefined;
  const planTasks = usePlanTasks(planInput);
  const kept = choice?.kind === 'template' && planTasks.data ? keptTasks(planTasks.data.tasks, choice.removed) : [];
  const planToAssign: PlanToAssign | null =
    choice?.kind === 'template' && planTasks.data
      ? { planTemplateId: choice.templateId, name: planTasks.data.plan.name, tasks: kept.map(({ task }) => toPlanTaskDraft(task)) }
      : null;
  const planReady = choice?.kind === 'none' || (planToAssign !== null && planToAssign.tasks.length > 0);

  /** Shows messages under their fields and goes to the earliest step that has one. */
  const showErrors = (messages: Partial<Record<HireFormPath, string>>) => {
    const fields = Object.keys(messages) as HireFormPath[];
    if (fields.length === 0) return;
    const first = Math.min(...fields.map(stepOfField));
    if (first === 0) {
      updateDraft({ values: form.getValues(), pendingErrors: messages });
      void navigate(ROUTES.addNewHire);
      return;
    }
    fields.forEach((field, index) => form.setError(field, { type: 'server', message: messages[field] }, { shouldFocus: index === 0 }));
    setStep(first as DetailStep);
  };
  const saver = useSaveNewHire({ onFieldErrors: showErrors, asked });

  const choose = (next: PlanChoice) => {
    setPlanProblem(undefined);
    updateDraft({ plan: next });
  };
  const removeTask = (index: number) => {
    if (choice?.kind === 'template') updateDraft({ plan: { ...choice, removed: [...choice.removed, index] } });
  };
  const restoreTasks = () => {
    if (choice?.kind === 'template') updateDraft({ plan: { ...choice, removed: [] } });
  };

  const onContinue = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (step === JOB || step === PEOPLE) {
      const valid = await form.trigger([...STEP_FIELDS[step]], { shouldFocus: true });
      if (valid) setStep(step === JOB ? PEOPLE : PLAN);
      return;
    }
    if (step !== PLAN) return;
    if (choice === null) return setPlanProblem(HIRE_DETAILS_TEXT.choosePlan);
    if (choice.kind === 'template' && !planTasks.isSuccess) return;
    if (!planReady) return setPlanProblem(HIRE_DETAILS_TEXT.keepOneTask);
    setStep(REVIEW);
  };

  const onBack = () => {
    if (step === JOB) void navigate(ROUTES.addNewHire, { state: STEP_CHANGE });
    else setStep((step - 1) as DetailStep);
  };

  const onInvalid = (errors: FieldErrors<HireFormInput>) => {
    const messages: Partial<Record<HireFormPath, string>> = {};
    for (const [field, error] of Object.entries(errors)) {
      if (typeof error?.message === 'string') messages[field as HireFormField] = error.message;
    }
    for (const [id, error] of Object.entries((errors.customFields ?? {}) as Record<string, { message?: unknown } | undefined>)) {
      if (typeof error?.message === 'string') messages[`customFields.${id}`] = error.message;
    }
    showErrors(messages);
  };

  const commit = async (values: HireFormValues, status: HireStatusOnCreate) => {
    setSaving(status);
    try {
      await saver.save(values, status, planToAssign);
    } finally {
      setSaving(null);
    }
  };

  /** What the rules allow but is most likely a mistake: a hire already added, a start date in the past or far ahead. */
  const questionsBeforeSaving = async (): Promise<ReactNode[]> => {
    const entered = form.getValues();
    const found = await hireDuplicatesNow(queryClient, entered);
    const questions: ReactNode[] = [];
    if (found.length > 0) {
      questions.push(
        <>
          {HIRE_DETAILS_TEXT.alreadyAdded(found.length)}
          <ul style={{ margin: 0, overflowWrap: 'anywhere' }}>
            {found.map((duplicate) => (
              <li key={duplicate._id}>
                <DuplicateHireLine duplicate={duplicate} />
              </li>
            ))}
          </ul>
        </>,
      );
    }
    const date = startDateQuestion(entered.startDate);
    if (date) questions.push(date);
    return questions;
  };

  const save = (status: HireStatusOnCreate) =>
    form.handleSubmit(async (values) => {
      setSaving(status);
      let questions: ReactNode[];
      try {
        questions = await questionsBeforeSaving();
      } finally {
        setSaving(null);
      }
      if (questions.length > 0) setCheck({ status, values, questions });
      else await commit(values, status);
    }, onInvalid)();

  const saveAnyway = () => {
    if (!check) return;
    setCheck(null);
    void commit(check.values, check.status);
  };

  const openCreatedHire = async (hireId: string) => {
    await navigate(routes.hireInfo(hireId));
    discardDraft();
    queryClient.removeQueries(operationFilter('tasks.planTasks'));
  };

  const created = draft.createdHire;
  const busy = saving !== null || saver.assigning;
  const planSummary =
    choice?.kind === 'template' && planToAssign
      ? `${planToAssign.name}, ${planToAssign.tasks.length} task${planToAssign.tasks.length === 1 ? '' : 's'}`
      : 'No plan';

  return (
    <AddHireFrame step={step}>
      <form noValidate aria-label={['', 'Job', 'People', 'Plan', 'Review'][step]} onSubmit={(event) => void onContinue(event)}>
        {step === JOB && (
          <>
            <HireJobFields form={form} look={ADD_HIRE_LOOK} />
            <HireCustomFields form={form} look={ADD_HIRE_LOOK} asked={asked} />
          </>
        )}
        {step === PEOPLE && <HirePeopleFields form={form} look={ADD_HIRE_LOOK} />}
        {step === PLAN && (
          <PlanStep
            templates={templates}
            planTasks={planTasks}
            choice={choice}
            problem={planProblem}
            onChoose={choose}
            onRemove={removeTask}
            onRestore={restoreTasks}
          />
        )}
        {step === REVIEW && <ReviewStep form={form} planSummary={planSummary} customFields={asked.fields} />}
        {!created && <DuplicateHiresNotice duplicates={duplicates} style={{ marginTop: token.marginMD }} />}
        {step === REVIEW && created ? (
          <div style={{ marginTop: token.marginMD }}>
            <AssignPlanFailure
              fullName={created.fullName}
              error={saver.planError}
              retrying={saver.assigning}
              retryDisabled={readOnly || planToAssign === null}
              onRetry={() => void saver.retryPlan(planToAssign)}
              onOpenHire={() => void openCreatedHire(created.id)}
            />
          </div>
        ) : (
          <Flex wrap justify="space-between" gap={token.marginSM} style={{ marginTop: token.marginMD }}>
            <Button onClick={onBack} disabled={busy}>
              Back
            </Button>
            {step === REVIEW ? (
              <Flex wrap gap={token.marginSM}>
                <Button loading={saving === 'pending'} disabled={readOnly || busy || !planReady} onClick={() => void save('pending')}>
                  {HIRE_DETAILS_TEXT.saveAsPending}
                </Button>
                <Button type="primary" loading={saving === 'preboarding'} disabled={readOnly || busy || !planReady} onClick={() => void save('preboarding')}>
                  {HIRE_DETAILS_TEXT.saveAndApprove}
                </Button>
              </Flex>
            ) : (
              <Button type="primary" htmlType="submit" disabled={step === PLAN && choice?.kind === 'template' && planTasks.isPending}>
                Continue
              </Button>
            )}
          </Flex>
        )}
      </form>
      <SaveCheckDialog questions={check?.questions ?? []} onConfirm={saveAnyway} onCancel={() => setCheck(null)} />
    </AddHireFrame>
  );
}
