import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { CustomField } from '@shared/contract/fields';
import { type CustomFieldValue, customFieldValueProblem, isBlankValue } from '@shared/custom-fields';
import type { AsyncOption } from '@renderer/components/async-select/async-option';
import { hireFormSchema, type HireFormInput, type HireFormValues } from './hire-form-schema';

/** A custom field's value as the form holds it: a user field holds the picked person, the gateway takes their id. */
export type CustomFieldFormValue = CustomFieldValue | AsyncOption | undefined;

/** The custom fields a form asks for, and which of them are masked (set, but not readable by the user). */
export interface AskedFields {
  fields: readonly CustomField[];
  masked: readonly string[];
  /** The hire's values as saved: an archived option already held may stay. */
  saved: Readonly<Record<string, CustomFieldValue>>;
}

export const NOTHING_ASKED: AskedFields = { fields: [], masked: [], saved: {} };

/** The built-in fields a reader may find left out of a hire, hidden from them (the manager's additional access). */
export const HIDEABLE_FORM_FIELDS = ['personalEmail', 'workEmail', 'phone', 'jobTitle', 'employmentStatus', 'timezone', 'coordinator', 'buddy'] as const;
export type HideableFormField = (typeof HIDEABLE_FORM_FIELDS)[number];

/** What the hire form's resolver is told as its context: the custom fields asked, and the built-in ones left out (neither checked nor sent). */
export interface HireFormContext extends AskedFields {
  leftOut?: readonly HideableFormField[];
}

const baseResolver = zodResolver(hireFormSchema);
// Its values lack the left-out fields; the update's payload leaves them out (hire-edit-form.ts).
const leftOutResolver = zodResolver(
  hireFormSchema.partial(Object.fromEntries(HIDEABLE_FORM_FIELDS.map((field) => [field, true])) as Record<HideableFormField, true>),
) as unknown as Resolver<HireFormInput, unknown, HireFormValues>;

/**
 * The active fields a form asks for: when adding a hire, those the coordinator fills; when editing,
 * every active field (the others are filled later, so they are optional here).
 */
export function askedCustomFields(all: readonly CustomField[] | undefined, when: 'adding' | 'editing'): CustomField[] {
  return (all ?? []).filter((field) => !field.archived && (when === 'editing' || field.filledBy === 'coordinator'));
}

/** Required as the gateway requires it: a required field the coordinator fills. */
export const isRequiredField = (field: CustomField) => field.filledBy === 'coordinator' && field.validation.required === true;

/** A value as the gateway takes it: a picked person as their id, a blank one as null. */
export function customFieldGatewayValue(value: CustomFieldFormValue): CustomFieldValue {
  if (value === undefined || value === '') return null;
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value._id;
  return value;
}

/**
 * The values to send, by field id: the filled ones, and with `clearSaved` a null for a saved value
 * left blank. A masked field is never among the saved values, so left blank the gateway keeps it.
 */
export function customFieldPayload(
  values: Readonly<Record<string, CustomFieldFormValue>> | undefined,
  asked: AskedFields,
  clearSaved: boolean,
): Record<string, CustomFieldValue> {
  const payload: Record<string, CustomFieldValue> = {};
  for (const field of asked.fields) {
    const value = customFieldGatewayValue(values?.[field._id]);
    if (!isBlankValue(value)) payload[field._id] = value;
    else if (clearSaved && !isBlankValue(asked.saved[field._id])) payload[field._id] = null;
  }
  return payload;
}

function customFieldErrors(values: HireFormInput, asked: AskedFields): Record<string, { type: string; message: string }> {
  const errors: Record<string, { type: string; message: string }> = {};
  for (const field of asked.fields) {
    const value = customFieldGatewayValue((values.customFields as Record<string, CustomFieldFormValue> | undefined)?.[field._id]);
    const required = isRequiredField(field) && !asked.masked.includes(field._id);
    const problem = customFieldValueProblem(field, value, required, asked.saved[field._id]);
    if (problem) errors[field._id] = { type: 'custom', message: problem };
  }
  return errors;
}

/**
 * The hire form's resolver: the contract's hire rules, and each asked custom field checked as the
 * gateway checks it. The fields arrive after the form is made, so the form passes them as its
 * `context` (AskedFields), which react-hook-form hands to the resolver as it is on each render.
 */
export const hireFormResolver: Resolver<HireFormInput, unknown, HireFormValues> = async (values, context, options) => {
  const leftOut = (context as HireFormContext | undefined)?.leftOut ?? [];
  const checked = Object.fromEntries(Object.entries(values).filter(([field]) => !leftOut.includes(field as HideableFormField))) as HireFormInput;
  const result = leftOut.length === 0 ? await baseResolver(values, context, options) : await leftOutResolver(checked, context, options);
  const problems = customFieldErrors(values, (context as AskedFields | undefined) ?? NOTHING_ASKED);
  if (Object.keys(problems).length === 0) return result;
  return { values: {}, errors: { ...result.errors, customFields: problems } as FieldErrors<HireFormInput> };
};
