import { z } from 'zod';
import { hireFieldsSchema, isoDate } from '@shared/contract/onboarding-schemas';
import { VALIDATION } from '@shared/messages';
import type { CustomFieldValue } from '@shared/custom-fields';
import type { AsyncOption } from '@renderer/components/async-select/async-option';
import { PHONE_INPUT_TEXT, phoneNumberProblem } from '@renderer/components/phone-input';
import { personOptionSchema } from './person-option';

/**
 * A hire's fields as a form holds them, when adding a hire and when editing one: the contract's
 * hire rules (hireFieldsSchema, the same the gateway applies), with the people held as picker
 * options instead of ids, an empty start date reported as required, and the phone checked against
 * real numbering plans as the phone field itself does. Custom field values are held by field id and
 * checked against their fields by the form's resolver (custom-field-values.ts), as the fields are the company's.
 */
export const hireFormSchema = hireFieldsSchema.omit({ managerId: true, coordinatorId: true, buddyId: true, customFields: true }).extend({
  startDate: z.string().trim().min(1, { error: VALIDATION.fieldRequired }).pipe(isoDate('Start date')),
  phone: hireFieldsSchema.shape.phone.refine((phone) => phone === null || phoneNumberProblem(phone, false) === undefined, {
    error: PHONE_INPUT_TEXT.invalid,
  }),
  manager: personOptionSchema.nullable(),
  coordinator: personOptionSchema.nullable(),
  buddy: personOptionSchema.nullable(),
  customFields: z.record(z.string(), z.custom<CustomFieldValue | AsyncOption | undefined>()).default({}),
});

export type HireFormInput = z.input<typeof hireFormSchema>;
export type HireFormValues = z.output<typeof hireFormSchema>;
export type HireFormField = keyof HireFormInput;
/** A field of the form, or one custom field's value in it. */
export type HireFormPath = HireFormField | `customFields.${string}`;

type PersonField = 'manager' | 'coordinator' | 'buddy';
type PersonIds = { managerId: string | null; coordinatorId: string | null; buddyId: string | null };

/** The form's values as the gateway's hire fields: the people as ids; custom field values are the caller's to send. */
export function hireFieldsOf(values: HireFormValues): Omit<HireFormValues, PersonField | 'customFields'> & PersonIds {
  const { manager, coordinator, buddy, customFields: _customFields, ...fields } = values;
  return { ...fields, managerId: manager?._id ?? null, coordinatorId: coordinator?._id ?? null, buddyId: buddy?._id ?? null };
}

/** The gateway names the people by id; the form holds them as options. */
const CALL_FIELD_TO_FORM: Readonly<Record<string, HireFormField>> = { managerId: 'manager', coordinatorId: 'coordinator', buddyId: 'buddy' };
const FORM_FIELDS = new Set<string>(Object.keys(hireFormSchema.shape));

/** The form field a field of the gateway's hire body is entered in, if any. */
export function hireFormFieldOf(callField: string): HireFormPath | undefined {
  if (/^customFields\.[^.]+$/.test(callField)) return callField as HireFormPath;
  const field = CALL_FIELD_TO_FORM[callField] ?? callField;
  return FORM_FIELDS.has(field) ? (field as HireFormField) : undefined;
}

/** The form field a path is in: a custom field's value is in customFields. */
export const formFieldOfPath = (path: HireFormPath): HireFormField => path.split('.')[0] as HireFormField;
