import { z } from 'zod';
import { hireFieldsSchema } from '@shared/contract/onboarding-schemas';
import type { OperationInput } from '@shared/contract/registry';
import type { Hire } from '@shared/contract/onboarding-schemas';
import { VALIDATION } from '@shared/messages';
import { phoneNumberProblem, PHONE_INPUT_TEXT } from '@renderer/components/phone-input';
import { personOptionSchema } from './person-option';

/**
 * The profile edit form: the rules of hireFieldsSchema (the same the gateway applies), with the
 * people held as picker options and the phone also checked against the numbering plan.
 */
export const hireEditSchema = hireFieldsSchema.omit({ managerId: true, coordinatorId: true, buddyId: true, customFields: true }).extend({
  phone: hireFieldsSchema.shape.phone.refine((phone) => phone === null || phoneNumberProblem(phone, false) === undefined, { error: PHONE_INPUT_TEXT.invalid }),
  startDate: z.string().min(1, { error: VALIDATION.fieldRequired }).pipe(hireFieldsSchema.shape.startDate),
  manager: personOptionSchema.nullable(),
  coordinator: personOptionSchema.nullable(),
  buddy: personOptionSchema.nullable(),
});

export type HireEditInput = z.input<typeof hireEditSchema>;
export type HireEditValues = z.output<typeof hireEditSchema>;
export type HireEditField = keyof HireEditInput;

const option = (person: Hire['manager']) => (person ? { _id: person._id, fullName: person.fullName } : null);

/** The form's values for a hire as the gateway answered it. */
export function hireEditValues(hire: Hire): HireEditInput {
  return {
    firstName: hire.firstName,
    lastName: hire.lastName,
    preferredName: hire.preferredName ?? '',
    personalEmail: hire.personalEmail,
    workEmail: hire.workEmail ?? '',
    phone: hire.phone ?? '',
    jobTitle: hire.jobTitle,
    departmentId: hire.department?._id ?? null,
    locationId: hire.location?._id ?? null,
    employmentStatus: hire.employmentStatus,
    startDate: hire.startDate,
    timezone: hire.timezone,
    manager: option(hire.manager),
    coordinator: option(hire.coordinator),
    buddy: option(hire.buddy),
  };
}

/** newHire.update's body: the form's values on the version read, custom field values kept as they are. */
export function hireUpdatePayload(hire: Hire, values: HireEditValues): OperationInput<'newHire.update'> {
  const { manager, coordinator, buddy, ...fields } = values;
  return {
    id: hire._id,
    version: hire.version,
    ...fields,
    managerId: manager?._id ?? null,
    coordinatorId: coordinator?._id ?? null,
    buddyId: buddy?._id ?? null,
    customFields: hire.customFields,
  };
}

const CALL_FIELD_TO_FORM: Readonly<Record<string, HireEditField>> = { managerId: 'manager', coordinatorId: 'coordinator', buddyId: 'buddy' };

/** The form field a field of newHire.update's body is entered in. */
export function hireEditFieldOf(callField: string, formFields: readonly string[]): HireEditField | undefined {
  const mapped = CALL_FIELD_TO_FORM[callField];
  if (mapped) return mapped;
  return formFields.includes(callField) ? (callField as HireEditField) : undefined;
}
