import type { Hire } from '@shared/contract/onboarding-schemas';
import type { OperationInput } from '@shared/contract/registry';
import { type AskedFields, customFieldPayload } from '@renderer/domain/hires/custom-field-values';
import { hireFieldsOf, type HireFormInput, type HireFormValues } from '@renderer/domain/hires/hire-form-schema';

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

/**
 * newHire.update's body: the form's values on the version read; the custom fields asked as entered
 * (a cleared one as null), the others the hire has kept as they are.
 */
export function hireUpdatePayload(hire: Hire, values: HireFormValues, asked: AskedFields): OperationInput<'newHire.update'> {
  return {
    id: hire._id,
    version: hire.version,
    ...hireFieldsOf(values),
    customFields: { ...hire.customFields, ...customFieldPayload(values.customFields, asked, true) },
  };
}
