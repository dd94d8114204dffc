import { z } from 'zod';
import { hireFieldsSchema, isoDate } from '@shared/contract/onboarding-schemas';
import { VALIDATION } from '@shared/messages';
import { PHONE_INPUT_TEXT, phoneNumberProblem } from '@renderer/components/phone-input';
import { personOptionSchema } from './person-option';

/**
 * A hire's fields as a form holds them, when adding a hire and when editing one: the contract's
 * hire rules (hireFieldsSchema, the same the gateway applies), with the people held as picker
 * options instead of ids, an empty start date reported as required, and the phone checked against
 * real numbering plans as the phone field itself does.
 */
export const hireFormSchema = hireFieldsSchema.omit({ managerId: true, coordinatorId: true, buddyId: true, customFields: true }).extend({
  startDate: z.string().trim().min(1, { error: VALIDATION.fieldRequired }).pipe(isoDate('Start date')),
  phone: hireFieldsSchema.shape.phone.refine((phone) => phone === null || phoneNumberProblem(phone, false) === undefined, {
    error: PHONE_INPUT_TEXT.invalid,
  }),
  manager: personOptionSchema.nullable(),
  coordinator: personOptionSchema.nullable(),
  buddy: personOptionSchema.nullable(),
});

export type HireFormInput = z.input<typeof hireFormSchema>;
export type HireFormValues = z.output<typeof hireFormSchema>;
export type HireFormField = keyof HireFormInput;

type PersonField = 'manager' | 'coordinator' | 'buddy';
type PersonIds = { managerId: string | null; coordinatorId: string | null; buddyId: string | null };

/** The form's values as the gateway's hire fields: the people as ids. */
export function hireFieldsOf(values: HireFormValues): Omit<HireFormValues, PersonField> & PersonIds {
  const { manager, coordinator, buddy, ...fields } = values;
  return { ...fields, managerId: manager?._id ?? null, coordinatorId: coordinator?._id ?? null, buddyId: buddy?._id ?? null };
}

/** The gateway names the people by id; the form holds them as options. */
const CALL_FIELD_TO_FORM: Readonly<Record<string, HireFormField>> = { managerId: 'manager', coordinatorId: 'coordinator', buddyId: 'buddy' };
const FORM_FIELDS = new Set<string>(Object.keys(hireFormSchema.shape));

/** The form field a field of the gateway's hire body is entered in, if any. */
export function hireFormFieldOf(callField: string): HireFormField | undefined {
  const field = CALL_FIELD_TO_FORM[callField] ?? callField;
  return FORM_FIELDS.has(field) ? (field as HireFormField) : undefined;
}
