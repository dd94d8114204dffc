import {
  type CustomFieldOption,
  type CustomFieldType,
  type CustomFieldValidation,
  SELECT_FIELD_TYPES,
  TEXT_FIELD_TYPES,
  keyFromLabel,
} from '@shared/custom-fields';
import type { z } from 'zod';
import type { createCustomField } from '@shared/contract/fields';
import { badRequest } from '../onboarding-access';
import { FIELD_TEXT } from './field-text';

type FieldInput = Omit<z.output<(typeof createCustomField)['input']>, 'type'>;

/** What is stored of a field's options and validation once they are checked against its type. */
export interface CheckedField {
  options: CustomFieldOption[];
  validation: CustomFieldValidation;
}

function uniqueKey(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}_${n}`)) return `${base}_${n}`;
}

/**
 * Options keep the keys they have; a new one (no key) gets one made of its label. A key the field
 * never had is refused: rules and hire values name options by key, so a key is never invented.
 */
function checkedOptions(type: CustomFieldType, input: FieldInput['options'], before: readonly CustomFieldOption[], errors: Record<string, string[]>) {
  if (!SELECT_FIELD_TYPES.includes(type)) {
    if (input.length > 0) errors.options = [FIELD_TEXT.optionsNotTaken];
    return [];
  }
  const known = new Set(before.map((option) => option.key));
  const taken = new Set(known);
  const labels = new Set<string>();
  const options: CustomFieldOption[] = [];
  for (const option of input) {
    const folded = option.label.toLocaleLowerCase('en-GB');
    if (labels.has(folded)) errors.options = [FIELD_TEXT.optionTwice(option.label)];
    labels.add(folded);
    if (option.key !== undefined && !known.has(option.key)) errors.options = [FIELD_TEXT.optionUnknown];
    const key = option.key ?? uniqueKey(keyFromLabel(option.label), taken);
    taken.add(key);
    options.push({ key, label: option.label, archived: option.archived });
  }
  // An option left out of an edit is archived, not lost: hires and rules may still name it.
  for (const old of before) if (!options.some((option) => option.key === old.key)) options.push({ ...old, archived: true });
  if (!options.some((option) => !option.archived)) errors.options = [FIELD_TEXT.optionsNeeded];
  return options;
}

function checkedValidation(type: CustomFieldType, input: FieldInput['validation'], errors: Record<string, string[]>): CustomFieldValidation {
  const validation: CustomFieldValidation = { required: input.required === true };
  if (input.minLength !== undefined || input.maxLength !== undefined) {
    if (!TEXT_FIELD_TYPES.includes(type)) errors['validation.maxLength'] = [FIELD_TEXT.lengthNotTaken];
    else if (input.minLength !== undefined && input.maxLength !== undefined && input.minLength > input.maxLength)
      errors['validation.maxLength'] = [FIELD_TEXT.rangeReversed];
    else Object.assign(validation, { minLength: input.minLength, maxLength: input.maxLength });
  }
  if (input.min !== undefined || input.max !== undefined) {
    if (type !== 'number') errors['validation.max'] = [FIELD_TEXT.boundsNotTaken];
    else if (input.min !== undefined && input.max !== undefined && input.min > input.max) errors['validation.max'] = [FIELD_TEXT.rangeReversed];
    else Object.assign(validation, { min: input.min, max: input.max });
  }
  return JSON.parse(JSON.stringify(validation)) as CustomFieldValidation;
}

/** A field's options and validation as its type allows them, or 400 naming what does not fit. */
export function checkFieldInput(type: CustomFieldType, input: FieldInput, before: readonly CustomFieldOption[] = []): CheckedField {
  const errors: Record<string, string[]> = {};
  const options = checkedOptions(type, input.options, before, errors);
  const validation = checkedValidation(type, input.validation, errors);
  if (Object.keys(errors).length > 0) throw badRequest(FIELD_TEXT.invalid, errors);
  return { options, validation };
}
