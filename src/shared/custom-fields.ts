import { VALIDATION } from './messages';

/** Custom fields of a hire: their types, and how a value is checked against its field, the same in the form and the gateway. */

export const CUSTOM_FIELD_TYPES = [
  'short_text',
  'long_text',
  'number',
  'date',
  'single_select',
  'multi_select',
  'yes_no',
  'email',
  'phone',
  'url',
  'user',
  'address',
  'sensitive',
] as const;
export type CustomFieldType = (typeof CUSTOM_FIELD_TYPES)[number];

export const CUSTOM_FIELD_TYPE_LABELS: Readonly<Record<CustomFieldType, string>> = {
  short_text: 'Short text',
  long_text: 'Long text',
  number: 'Number',
  date: 'Date',
  single_select: 'Single select',
  multi_select: 'Multi select',
  yes_no: 'Yes/No',
  email: 'Email',
  phone: 'Phone',
  url: 'URL',
  user: 'User of the company',
  address: 'Address',
  sensitive: 'Sensitive',
};

/** Who enters the value: the coordinator when adding the hire, the hire's manager, or the new hire. */
export const CUSTOM_FIELD_FILLERS = ['coordinator', 'manager', 'new_hire'] as const;
export type CustomFieldFiller = (typeof CUSTOM_FIELD_FILLERS)[number];

export const CUSTOM_FIELD_FILLER_LABELS: Readonly<Record<CustomFieldFiller, string>> = {
  coordinator: 'Coordinator, when adding the hire',
  manager: 'Manager',
  new_hire: 'New hire',
};

export const CUSTOM_FIELD_SECTIONS = ['Personal', 'Job', 'Other'] as const;

/** Types whose values are options or yes/no: they are rule criteria (`field:<id>`). */
export const CRITERIA_FIELD_TYPES: readonly CustomFieldType[] = ['single_select', 'multi_select', 'yes_no'];
/** Types the hires list filters on, through `hire_field_values`. */
export const FILTERABLE_FIELD_TYPES: readonly CustomFieldType[] = ['single_select', 'multi_select', 'yes_no', 'date', 'number'];
export const SELECT_FIELD_TYPES: readonly CustomFieldType[] = ['single_select', 'multi_select'];
/** Types that take a length limit. */
export const TEXT_FIELD_TYPES: readonly CustomFieldType[] = ['short_text', 'long_text', 'address', 'sensitive'];

/** What stands for a sensitive value to those who may not read it. */
export const MASKED_VALUE = '••••';

export interface CustomFieldOption {
  /** Made from the label when the option is added; rules and hire values name it, so it never changes. */
  key: string;
  label: string;
  archived: boolean;
}

export interface CustomFieldValidation {
  required?: boolean;
  minLength?: number;
  maxLength?: number;
  min?: number;
  max?: number;
}

export interface CustomFieldRule {
  type: CustomFieldType;
  options: readonly CustomFieldOption[];
  validation: CustomFieldValidation;
}

export type CustomFieldValue = string | number | boolean | string[] | null;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const PHONE = /^\+[1-9]\d{6,14}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const CUSTOM_FIELD_TEXT = {
  required: VALIDATION.fieldRequired,
  number: 'Enter a number.',
  date: 'Use a date written as YYYY-MM-DD.',
  option: 'Choose one of the field’s options.',
  options: 'Choose from the field’s options.',
  yesNo: 'Choose yes or no.',
  email: VALIDATION.emailInvalid,
  phone: 'Use the international format, for example +441632960961.',
  url: 'Use an address that starts with https:// or http://.',
  user: 'Choose a person of the company.',
  text: 'Enter text.',
  tooShort: (min: number) => `Use at least ${min} characters.`,
  tooLong: (max: number) => `Use at most ${max} characters.`,
  tooSmall: (min: number) => `Use ${min} or more.`,
  tooLarge: (max: number) => `Use ${max} or less.`,
} as const;

/** The longest text any field takes, whatever its own limit. */
export const CUSTOM_FIELD_TEXT_MAX = 2000;

export function isBlankValue(value: CustomFieldValue | undefined): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}

function isCalendarDate(text: string): boolean {
  if (!ISO_DATE.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}

function isWebAddress(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

function textProblem(value: CustomFieldValue, validation: CustomFieldValidation): string | null {
  if (typeof value !== 'string') return CUSTOM_FIELD_TEXT.text;
  const length = [...value.trim()].length;
  if (validation.minLength !== undefined && length < validation.minLength) return CUSTOM_FIELD_TEXT.tooShort(validation.minLength);
  const max = Math.min(validation.maxLength ?? CUSTOM_FIELD_TEXT_MAX, CUSTOM_FIELD_TEXT_MAX);
  return length > max ? CUSTOM_FIELD_TEXT.tooLong(max) : null;
}

function formatProblem(value: CustomFieldValue, valid: (text: string) => boolean, message: string): string | null {
  return typeof value === 'string' && valid(value.trim()) ? null : message;
}

function numberProblem(value: CustomFieldValue, validation: CustomFieldValidation): string | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return CUSTOM_FIELD_TEXT.number;
  if (validation.min !== undefined && value < validation.min) return CUSTOM_FIELD_TEXT.tooSmall(validation.min);
  if (validation.max !== undefined && value > validation.max) return CUSTOM_FIELD_TEXT.tooLarge(validation.max);
  return null;
}

function selectProblem(value: CustomFieldValue, field: CustomFieldRule, previous: CustomFieldValue | undefined): string | null {
  // An archived option a hire already has may stay; it cannot be newly chosen.
  const kept = new Set(Array.isArray(previous) ? previous : typeof previous === 'string' ? [previous] : []);
  const choosable = (key: string) => field.options.some((option) => option.key === key && (!option.archived || kept.has(key)));
  if (field.type === 'single_select') return typeof value === 'string' && choosable(value) ? null : CUSTOM_FIELD_TEXT.option;
  if (!Array.isArray(value) || value.some((key) => typeof key !== 'string' || !choosable(key))) return CUSTOM_FIELD_TEXT.options;
  return new Set(value).size === value.length ? null : CUSTOM_FIELD_TEXT.options;
}

/**
 * Why a value does not fit its field, as the field shows it, or null when it fits. A blank value
 * fits unless the field is required (`required` is passed for the fields the caller must fill);
 * a user field's person is checked against the company by the gateway.
 */
export function customFieldValueProblem(
  field: CustomFieldRule,
  value: CustomFieldValue | undefined,
  required: boolean,
  previous?: CustomFieldValue,
): string | null {
  if (isBlankValue(value)) return required ? CUSTOM_FIELD_TEXT.required : null;
  const present = value as CustomFieldValue;
  switch (field.type) {
    case 'short_text':
    case 'long_text':
    case 'address':
    case 'sensitive':
      return textProblem(present, field.validation);
    case 'number':
      return numberProblem(present, field.validation);
    case 'date':
      return formatProblem(present, isCalendarDate, CUSTOM_FIELD_TEXT.date);
    case 'single_select':
    case 'multi_select':
      return selectProblem(present, field, previous);
    case 'yes_no':
      return typeof present === 'boolean' ? null : CUSTOM_FIELD_TEXT.yesNo;
    case 'email':
      return formatProblem(present, (text) => EMAIL.test(text) && text.length <= 320, CUSTOM_FIELD_TEXT.email);
    case 'phone':
      return formatProblem(present, (text) => PHONE.test(text), CUSTOM_FIELD_TEXT.phone);
    case 'url':
      return formatProblem(present, (text) => text.length <= CUSTOM_FIELD_TEXT_MAX && isWebAddress(text), CUSTOM_FIELD_TEXT.url);
    case 'user':
      return typeof present === 'string' ? null : CUSTOM_FIELD_TEXT.user;
  }
}

/** A key made of a label: lower case words joined by underscores, as rules and exports name it. */
export function keyFromLabel(label: string): string {
  const key = label
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 48);
  return key === '' ? 'field' : /^[0-9]/.test(key) ? `f_${key}` : key;
}
