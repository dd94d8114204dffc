import { z } from 'zod';
import { hireFieldsSchema, isoDate } from '@shared/contract/onboarding-schemas';
import type { OperationInput } from '@shared/contract/registry';
import { VALIDATION } from '@shared/messages';
import { PHONE_INPUT_TEXT, phoneNumberProblem } from '@renderer/components/phone-input';
import type { AsyncOption } from '@renderer/components/async-select/async-option';

/** The people pickers hold whole options, so the chosen names stay on screen and on the review. */
const personOption = z.object({ _id: z.string().min(1), fullName: z.string().optional(), teamName: z.string().optional() }).nullable();

/**
 * The add-hire form: the contract's hire rules (hireFieldsSchema), with the people held as picker
 * options instead of ids, an empty start date reported as required, and the phone checked against
 * real numbering plans as the phone field itself does.
 */
export const hireFormSchema = hireFieldsSchema.omit({ managerId: true, coordinatorId: true, buddyId: true, customFields: true }).extend({
  startDate: z.string().trim().min(1, { error: VALIDATION.fieldRequired }).pipe(isoDate('Start date')),
  phone: hireFieldsSchema.shape.phone.refine((phone) => phone === null || phoneNumberProblem(phone, false) === undefined, {
    error: PHONE_INPUT_TEXT.invalid,
  }),
  manager: personOption,
  coordinator: personOption,
  buddy: personOption,
});

export type HireFormInput = z.input<typeof hireFormSchema>;
export type HireFormValues = z.output<typeof hireFormSchema>;
export type HireFormField = keyof HireFormInput;

/** The add flow's steps, in order; step 1 has a route of its own, the others share hire-details. */
export const ADD_HIRE_STEPS = ['Personal', 'Job', 'People', 'Plan', 'Review'] as const;
export type AddHireStep = 0 | 1 | 2 | 3 | 4;

/** The fields each step checks before Continue moves on. */
export const STEP_FIELDS: Readonly<Record<0 | 1 | 2, readonly HireFormField[]>> = {
  0: ['firstName', 'lastName', 'preferredName', 'personalEmail', 'workEmail', 'phone'],
  1: ['jobTitle', 'departmentId', 'locationId', 'employmentStatus', 'startDate', 'timezone'],
  2: ['manager', 'coordinator', 'buddy'],
};

/** The step a field is entered on. */
export function stepOfField(field: HireFormField): 0 | 1 | 2 {
  if (STEP_FIELDS[0].includes(field)) return 0;
  if (STEP_FIELDS[1].includes(field)) return 1;
  return 2;
}

/** The gateway names the people by id; the form holds them as options. */
const SERVER_FIELD_NAMES: Readonly<Record<string, HireFormField>> = { managerId: 'manager', coordinatorId: 'coordinator', buddyId: 'buddy' };

/** The gateway's field errors that belong to a form field, each with its first message. */
export function formFieldErrors(fieldErrors: Readonly<Record<string, readonly string[]>> | undefined): Partial<Record<HireFormField, string>> {
  const known = new Set<string>(Object.keys(hireFormSchema.shape));
  const mapped: Partial<Record<HireFormField, string>> = {};
  for (const [name, messages] of Object.entries(fieldErrors ?? {})) {
    const field = SERVER_FIELD_NAMES[name] ?? name;
    const [first] = messages;
    if (known.has(field) && first) mapped[field as HireFormField] = first;
  }
  return mapped;
}

export function emptyHireForm(coordinator: AsyncOption | null, timezone: string): HireFormInput {
  return {
    firstName: '',
    lastName: '',
    preferredName: '',
    personalEmail: '',
    workEmail: '',
    phone: '',
    jobTitle: '',
    departmentId: null,
    locationId: null,
    // The select starts empty; the schema answers an empty choice with 'This field is required'.
    employmentStatus: '' as HireFormInput['employmentStatus'],
    startDate: '',
    timezone,
    manager: null,
    coordinator,
    buddy: null,
  };
}

export type HireStatusOnCreate = 'pending' | 'preboarding';

/** newHire.create's body: the checked form, the people as ids. */
export function createHirePayload(values: HireFormValues, status: HireStatusOnCreate): OperationInput<'newHire.create'> {
  const { manager, coordinator, buddy, ...fields } = values;
  return { ...fields, managerId: manager?._id ?? null, coordinatorId: coordinator?._id ?? null, buddyId: buddy?._id ?? null, status };
}
