import type { Hire } from '@shared/contract/onboarding-schemas';
import type { OperationInput } from '@shared/contract/registry';
import { BUILT_IN_FIELDS, type BuiltInFieldKey } from '@shared/built-in-fields';
import { type AskedFields, customFieldPayload, HIDEABLE_FORM_FIELDS, type HideableFormField } from '@renderer/domain/hires/custom-field-values';
import type { HireFieldState } from '@renderer/domain/hires/hire-form-look';
import { hireFieldsOf, type HireFormField, type HireFormInput, type HireFormValues } from '@renderer/domain/hires/hire-form-schema';

const option = (person: Hire['manager']) => (person ? { _id: person._id, fullName: person.fullName } : null);

/** The hire's custom field values as the form holds them: a user field's person named, as its picker shows them. */
function customFieldEditValues(hire: Hire): HireFormInput['customFields'] {
  const values: HireFormInput['customFields'] = { ...hire.customFields };
  for (const [fieldId, person] of Object.entries(hire.fieldPeople ?? {})) values[fieldId] = option(person);
  return values;
}

/** The hire form's values for a hire as the gateway answered it. */
export function hireEditValues(hire: Hire): HireFormInput {
  return {
    firstName: hire.firstName,
    lastName: hire.lastName,
    preferredName: hire.preferredName ?? '',
    // A field hidden from the reader is absent from the hire; the form starts it empty (the gateway keeps its value).
    personalEmail: hire.personalEmail ?? '',
    workEmail: hire.workEmail ?? '',
    phone: hire.phone ?? '',
    jobTitle: hire.jobTitle ?? '',
    departmentId: hire.department?._id ?? null,
    locationId: hire.location?._id ?? null,
    employmentStatus: hire.employmentStatus ?? 'full_time',
    startDate: hire.startDate,
    timezone: hire.timezone ?? '',
    otherCriterionIds: (hire.otherCriteria ?? []).map((criterion) => criterion._id),
    manager: option(hire.manager),
    coordinator: option(hire.coordinator ?? null),
    buddy: option(hire.buddy ?? null),
    // A masked sensitive field is absent, so its input starts empty and only a typed value replaces it.
    customFields: customFieldEditValues(hire),
  };
}

/** The built-in fields the hire's answer left out, hidden from the reader: the form neither shows, checks nor sends them. */
export function leftOutFields(hire: Hire): HideableFormField[] {
  return HIDEABLE_FORM_FIELDS.filter((field) => hire[field] === undefined);
}

const CALL_FIELD_OF: Partial<Record<HideableFormField, string>> = { coordinator: 'coordinatorId', buddy: 'buddyId' };

/**
 * newHire.update's body: the form's values on the version read, without the fields the hire's
 * answer left out (the gateway keeps them); the custom fields asked as entered (a cleared one as
 * null), the others the hire has kept as they are.
 */
export function hireUpdatePayload(hire: Hire, values: HireFormValues, asked: AskedFields): OperationInput<'newHire.update'> {
  const leftOut = new Set(leftOutFields(hire).map((field) => CALL_FIELD_OF[field] ?? field));
  const fields = Object.fromEntries(Object.entries(hireFieldsOf(values)).filter(([field]) => !leftOut.has(field)));
  return {
    id: hire._id,
    version: hire.version,
    ...(fields as ReturnType<typeof hireFieldsOf>),
    customFields: { ...hire.customFields, ...customFieldPayload(values.customFields, asked, true) },
  };
}

/** The access key (docs/gateway.md "Fields") each built-in field of the form is; the other criteria are no field a manager may change. */
const ACCESS_KEY_OF: Readonly<Record<Exclude<HireFormField, 'customFields'>, BuiltInFieldKey | null>> = {
  firstName: 'first_name',
  lastName: 'last_name',
  preferredName: 'preferred_name',
  personalEmail: 'personal_email',
  workEmail: 'work_email',
  phone: 'phone',
  jobTitle: 'job_title',
  departmentId: 'department',
  locationId: 'location',
  employmentStatus: 'employment_status',
  startDate: 'start_date',
  timezone: 'timezone',
  otherCriterionIds: null,
  manager: 'manager',
  coordinator: 'coordinator',
  buddy: 'buddy',
};

/** How each of the form's fields (form field names and custom field ids) stands for a reader who may change only these. */
export function hireFieldStates(hire: Hire, editable: 'all' | ReadonlySet<string>): (field: string) => HireFieldState {
  const leftOut = new Set<string>(leftOutFields(hire));
  return (field) => {
    if (leftOut.has(field)) return 'hidden';
    if (editable === 'all') return 'open';
    const key = Object.hasOwn(ACCESS_KEY_OF, field) ? ACCESS_KEY_OF[field as keyof typeof ACCESS_KEY_OF] : field;
    return key !== null && editable.has(key) ? 'open' : 'locked';
  };
}

const BUILT_IN_LABELS = new Map<string, string>(BUILT_IN_FIELDS.map((field) => [field.key, field.label]));

/** Why the other fields are disabled, naming the ones a manager may change. */
export function managerFieldsText(editable: ReadonlySet<string>, customLabelOf: (id: string) => string | undefined): string {
  const labels = [...editable].map((key) => BUILT_IN_LABELS.get(key) ?? customLabelOf(key) ?? key);
  return `Your access as their manager lets you change only: ${labels.join(', ')}.`;
}
