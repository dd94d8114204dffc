import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import type { Hire } from '@shared/contract/onboarding-schemas';
import { isApiDate } from '@shared/date-format';
import { routes } from '@shared/routes';
import { type AskedFields, askedCustomFields, type HireFormContext, hireFormResolver } from '@renderer/domain/hires/custom-field-values';
import { HireCustomFields } from '@renderer/domain/hires/hire-custom-fields';
import { hireFormFieldOf, type HireFormInput, type HireFormValues } from '@renderer/domain/hires/hire-form-schema';
import { HireJobFields } from '@renderer/domain/hires/hire-job-fields';
import { HirePeopleFields } from '@renderer/domain/hires/hire-people-fields';
import { HirePersonalFields } from '@renderer/domain/hires/hire-personal-fields';
import { SaveCheckDialog } from '@renderer/domain/hires/save-check-dialog';
import { startDateQuestion } from '@renderer/domain/hires/start-date-question';
import { failureMessage } from '@renderer/lib/bridge';
import { useCustomFieldDefinitions } from '@renderer/lib/company/use-custom-field-definitions';
import { gatewayFieldErrors } from '@renderer/lib/forms/gateway-field-errors';
import { operationQuery } from '@renderer/lib/query/operation-query';
import { isStale } from '../api/call-failures';
import { useHire } from '../api/use-hire';
import { ACTION_FAILURE_FALLBACK, useHireAction } from '../api/use-hire-action';
import { useHireChangeRights } from '../hooks/use-hire-permissions';
import { hireDisplayName } from '../lib/hire-name';
import { plural } from '../lib/plural';
import { preventImplicitSubmit } from '@renderer/lib/forms/prevent-implicit-submit';
import { useUnsavedChanges } from '@renderer/lib/forms/unsaved-changes';
import { hireEditValues, hireFieldStates, hireUpdatePayload, leftOutFields, managerFieldsText } from '../lib/hire-edit-form';
import { HIRE_EDIT_LOOK } from '../lib/hire-edit-look';
import { ChangeRightsNotice } from './change-rights-notice';
import { HireGate } from './hire-gate';
import { StartDateShiftPreview } from './start-date-shift-preview';
import { CriteriaTasksPreview, criteriaTaskChoice, type LeftOut, NOTHING_LEFT_OUT } from './criteria-tasks-preview';
import { type CriteriaEdit, useCriteriaTasks } from '../api/use-criteria-tasks';
import { AllowWhileReadOnly } from '@renderer/components/read-only-scope';

type SaveFailure = { message: string; stale: boolean } | null;

/** The hire's criteria as the form has them, when they differ from the saved hire's; null while unchanged. */
function criteriaEditOf(
  hire: Hire,
  form: { departmentId?: string | null; locationId?: string | null; employmentStatus?: string; otherCriterionIds?: readonly string[] },
): CriteriaEdit | null {
  const held = (hire.otherCriteria ?? []).map((criterion) => criterion._id);
  const edit = {
    departmentId: form.departmentId ?? null,
    locationId: form.locationId ?? null,
    employmentStatus: (form.employmentStatus ?? hire.employmentStatus ?? 'full_time') as NonNullable<Hire['employmentStatus']>,
    otherCriterionIds: [...(form.otherCriterionIds ?? held)].sort(),
  };
  const unchanged =
    edit.departmentId === (hire.department?._id ?? null) &&
    edit.locationId === (hire.location?._id ?? null) &&
    edit.employmentStatus === hire.employmentStatus &&
    edit.otherCriterionIds.join() === [...held].sort().join();
  return unchanged ? null : edit;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return <Card title={<h2 style={{ margin: 0, fontSize: 'inherit' }}>{title}</h2>}>{children}</Card>;
}

/**
 * The hire's fields in one form, checked as they are typed. The form stays on the version it was
 * opened with: a save that meets a newer version (409) keeps the input and offers the latest, which
 * replaces the input only when asked for.
 */
function HireEditForm({ hire: opened }: { hire: Hire }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [base, setBase] = useState(opened);
  const rights = useHireChangeRights(base);
  const [failure, setFailure] = useState<SaveFailure>(null);
  const latest = useHire(opened._id);
  const definitions = useCustomFieldDefinitions();
  const { editableFields } = rights;
  // A custom field hidden from a manager is absent from the hire, as an empty one is: they are shown those they may change or that hold a value.
  const shownToReader = (fieldId: string) => editableFields === 'all' || editableFields.has(fieldId) || Object.hasOwn(base.customFields, fieldId);
  const asked: AskedFields = {
    fields: askedCustomFields(definitions.data?.fields, 'editing').filter((field) => shownToReader(field._id)),
    masked: base.maskedFields,
    saved: base.customFields,
  };
  const look = { ...HIRE_EDIT_LOOK, fieldState: hireFieldStates(base, editableFields) };
  const fieldsNotice =
    editableFields !== 'all' && rights.canEditFields
      ? managerFieldsText(editableFields, (id) => definitions.data?.fields.find((field) => field._id === id)?.label)
      : null;
  const form = useForm<HireFormInput, unknown, HireFormValues>({
    mode: 'onChange',
    resolver: hireFormResolver,
    context: { ...asked, leftOut: leftOutFields(base) } satisfies HireFormContext,
    defaultValues: hireEditValues(opened),
  });
  const guard = useUnsavedChanges(form.formState.isDirty);
  const update = useHireAction('newHire.update', opened._id, {
    notifyFailure: false,
    successText: (output) =>
      [output.message.trim(), output.data.shiftedTasks > 0 ? `${plural(output.data.shiftedTasks, 'task')} moved.` : ''].filter(Boolean).join(' '),
    afterSuccess: (output) => {
      queryClient.setQueryData(operationQuery('newHire.get', { id: opened._id }).queryKey, { message: output.message, data: output.data.hire });
      void guard.leaveWithoutAsking(() => navigate(routes.hireProfile(opened._id)));
    },
  });

  const startDate = useWatch({ control: form.control, name: 'startDate' });
  const shiftedStart = isApiDate(startDate) && startDate !== base.startDate ? startDate : null;
  const [departmentId, locationId, employmentStatus, otherCriterionIds] = useWatch({
    control: form.control,
    name: ['departmentId', 'locationId', 'employmentStatus', 'otherCriterionIds'],
  });
  const criteriaEdit = criteriaEditOf(base, { departmentId, locationId, employmentStatus, otherCriterionIds });
  const criteriaTasks = useCriteriaTasks(base._id, criteriaEdit);
  const [leftOut, setLeftOut] = useState<LeftOut>(NOTHING_LEFT_OUT);

  // A start date moved into the past, or more than a year ahead, is asked about before it is saved.
  const [asking, setAsking] = useState<{ values: HireFormValues; question: string } | null>(null);

  const send = (values: HireFormValues) => {
    setFailure(null);
    const choice = criteriaEdit === null ? undefined : criteriaTaskChoice(criteriaTasks.data, leftOut);
    update.mutate(
      { ...hireUpdatePayload(base, values, asked), ...(choice ? { criteriaTasks: choice } : {}) },
      {
        onError: (error) => {
          setFailure({ message: failureMessage(error, ACTION_FAILURE_FALLBACK), stale: isStale(error) });
          for (const [field, message] of gatewayFieldErrors(error, hireFormFieldOf)) form.setError(field, { message });
        },
      },
    );
  };

  const save = form.handleSubmit((values) => {
    if (!rights.canEditFields || update.isPending) return;
    const question = values.startDate === base.startDate ? undefined : startDateQuestion(values.startDate);
    if (question) setAsking({ values, question });
    else send(values);
  });

  const saveAnyway = () => {
    if (!asking) return;
    setAsking(null);
    send(asking.values);
  };

  const loadLatest = async () => {
    const answer = await latest.refetch();
    if (!answer.data) return;
    setBase(answer.data);
    form.reset(hireEditValues(answer.data));
    setFailure(null);
  };

  return (
    <form noValidate aria-label={`Edit ${hireDisplayName(base)}`} onKeyDown={preventImplicitSubmit} onSubmit={(event) => void save(event)}>
      <Flex vertical gap="middle">
        <Link to={routes.hireProfile(base._id)}>Back to the profile</Link>
        <Typography.Title level={1} style={{ margin: 0, fontSize: 30 }}>
          Edit {hireDisplayName(base)}
        </Typography.Title>
        {fieldsNotice === null ? <ChangeRightsNotice rights={rights} /> : <Alert type="info" showIcon title={fieldsNotice} />}
        <Section title="Personal">
          <HirePersonalFields form={form} look={look} />
        </Section>
        <Section title="Job">
          <HireJobFields form={form} look={look} saved={base} />
          <StartDateShiftPreview hireId={base._id} startDate={shiftedStart} />
          <CriteriaTasksPreview hireId={base._id} edit={criteriaEdit} leftOut={leftOut} onChange={setLeftOut} />
        </Section>
        <Section title="People">
          <HirePeopleFields form={form} look={look} />
        </Section>
        {asked.fields.length > 0 ? (
          <Section title="Custom fields">
            <HireCustomFields form={form} look={look} asked={asked} />
          </Section>
        ) : null}
        {failure ? (
          <Alert
            type="error"
            showIcon
            title={failure.message}
            description={
              failure.stale
                ? 'Someone changed this hire after you opened it. Your input is kept here; load the latest to see their changes (your input is then replaced).'
                : undefined
            }
            action={
              failure.stale ? (
                <Button onClick={() => void loadLatest()} loading={latest.isFetching}>
                  Load the latest
                </Button>
              ) : undefined
            }
          />
        ) : null}
        <Flex gap="small" justify="flex-end">
          <AllowWhileReadOnly>
            <Button onClick={() => void navigate(routes.hireProfile(base._id))}>Cancel</Button>
          </AllowWhileReadOnly>
          <Button type="primary" htmlType="submit" loading={update.isPending} disabled={!rights.canEditFields}>
            Save changes
          </Button>
        </Flex>
      </Flex>
      <SaveCheckDialog questions={asking ? [asking.question] : []} onConfirm={saveAnyway} onCancel={() => setAsking(null)} />
    </form>
  );
}

/** /new-hiring/profile/edit?id=: change the hire's details; a new start date shows what moves before it is saved. */
export function HireEditPage() {
  return <HireGate>{(hire) => <HireEditForm hire={hire} />}</HireGate>;
}
