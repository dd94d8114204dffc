import type { Kysely } from 'kysely';
import type { BuiltInFieldKey } from '@shared/built-in-fields';
import type { FieldLevel, ManagerTaskLevel } from '@shared/field-access';
import type { HireManagerAccess } from '@shared/contract/onboarding-schemas';
import type { GatewayDatabase } from '../db/schema';
import { type FieldAccessSettings, loadFieldAccessSettings } from './field-access-settings';
import { hireFieldLevel } from './hire-field-levels';

/** The property of a hire's answer (and the field of its change record) each built-in field is. */
export const HIRE_PROPERTY_OF: Readonly<Record<BuiltInFieldKey, string>> = {
  first_name: 'firstName',
  last_name: 'lastName',
  preferred_name: 'preferredName',
  personal_email: 'personalEmail',
  phone: 'phone',
  work_email: 'workEmail',
  job_title: 'jobTitle',
  department: 'department',
  location: 'location',
  employment_status: 'employmentStatus',
  start_date: 'startDate',
  timezone: 'timezone',
  manager: 'manager',
  coordinator: 'coordinator',
  buddy: 'buddy',
};

const CUSTOM_CHANGE_PREFIX = 'customFields.';

/**
 * What a caller seeing hires through the manager's additional access may do with them
 * (docs/gateway.md "Fields"), read once per request: each field's level, their reports' tasks and
 * documents. Null for anyone else: their rights decide, field by field nothing is removed.
 */
export interface ManagerFieldView {
  levelOf(key: string): FieldLevel;
  labelOf(key: string): string;
  /** Built-in properties and custom field ids at `hidden`. */
  hiddenProperties: ReadonlySet<string>;
  hiddenCustomFields: ReadonlySet<string>;
  /** Built-in keys and custom field ids at `edit`, in the settings' order. */
  editableFields: readonly string[];
  tasks: ManagerTaskLevel;
  documents: boolean;
}

export async function managerFieldView(db: Kysely<GatewayDatabase>, caller: { companyId: string; managerAccess: boolean }): Promise<ManagerFieldView | null> {
  if (!caller.managerAccess) return null;
  return managerFieldViewOf(await loadFieldAccessSettings(db, caller.companyId));
}

export function managerFieldViewOf(settings: FieldAccessSettings): ManagerFieldView {
  const levelOf = (key: string) => hireFieldLevel(settings, 'manager', key, false);
  const hiddenProperties = new Set<string>();
  const hiddenCustomFields = new Set<string>();
  const editableFields: string[] = [];
  for (const [key, access] of settings.manager) {
    if (access.level === 'edit') editableFields.push(key);
    if (access.level !== 'hidden') continue;
    if (access.field.builtIn) hiddenProperties.add(HIRE_PROPERTY_OF[key as BuiltInFieldKey]);
    else hiddenCustomFields.add(key);
  }
  const labelOf = (key: string) => settings.manager.get(key)?.field.label ?? key;
  return { levelOf, labelOf, hiddenProperties, hiddenCustomFields, editableFields, tasks: settings.managerTasks, documents: settings.managerDocuments };
}

interface WithCustomFields {
  customFields?: Record<string, unknown>;
  maskedFields?: string[];
  fieldPeople?: Record<string, unknown>;
}

/** A hire or a list row without the fields hidden from the caller: the properties are absent, not emptied. */
export function withoutHiddenFields<T extends WithCustomFields>(hire: T, view: ManagerFieldView | null): T {
  if (view === null) return hire;
  const kept = Object.fromEntries(Object.entries(hire).filter(([property]) => !view.hiddenProperties.has(property))) as T;
  const visible = (id: string) => !view.hiddenCustomFields.has(id);
  if (hire.customFields !== undefined) kept.customFields = Object.fromEntries(Object.entries(hire.customFields).filter(([id]) => visible(id)));
  if (hire.maskedFields !== undefined) kept.maskedFields = hire.maskedFields.filter(visible);
  if (hire.fieldPeople !== undefined) kept.fieldPeople = Object.fromEntries(Object.entries(hire.fieldPeople).filter(([id]) => visible(id)));
  return kept;
}

/** What the caller may do with a hire they see through the manager's additional access, as the hire's answer tells it; undefined for anyone else. */
export function managerAccessOf(view: ManagerFieldView | null): HireManagerAccess | undefined {
  if (view === null) return undefined;
  return { editableFields: [...view.editableFields], tasks: view.tasks, documents: view.documents };
}

/** Whether an entry of a hire's change record names a field hidden from the caller: such entries are left out whole. */
export function isHiddenChange(field: string, view: ManagerFieldView | null): boolean {
  if (view === null) return false;
  if (field.startsWith(CUSTOM_CHANGE_PREFIX)) return view.hiddenCustomFields.has(field.slice(CUSTOM_CHANGE_PREFIX.length));
  return view.hiddenProperties.has(field);
}

/** The change-record fields hidden from the caller, for the record's query to leave out (so its total stays true). */
export function hiddenChangeFields(view: ManagerFieldView | null): string[] {
  if (view === null) return [];
  return [...view.hiddenProperties, ...[...view.hiddenCustomFields].map((id) => `${CUSTOM_CHANGE_PREFIX}${id}`)];
}

export const HIDDEN_FIELD_TEXT = {
  listedBy: 'You cannot sort, filter or show columns by a field hidden from you.',
  hidden: 'This field is hidden from you.',
  notEditable: (label: string) => `You may not change “${label}” of the new hires you manage. Ask your company administrator.`,
  notEditableMany: (labels: readonly string[]) =>
    `You may not change ${labels.map((label) => `“${label}”`).join(', ')} of the new hires you manage. Ask your company administrator.`,
} as const;

interface ListAsked {
  sortBy: string;
  fieldValue?: readonly string[];
  fieldFrom?: readonly string[];
  fieldTo?: readonly string[];
  fieldColumn?: readonly string[];
}

/**
 * Where a hires-list request sorts, filters or asks a column by a field hidden from the caller, by
 * parameter: such a request is refused (400 naming it) rather than answered, since the order or the
 * rows kept would tell the hidden values.
 */
export function hiddenListFieldErrors(input: ListAsked, view: ManagerFieldView | null): Record<string, string[]> {
  if (view === null) return {};
  const errors: Record<string, string[]> = {};
  if (view.hiddenProperties.has(input.sortBy)) errors.sortBy = [HIDDEN_FIELD_TEXT.hidden];
  for (const name of ['fieldValue', 'fieldFrom', 'fieldTo', 'fieldColumn'] as const) {
    const ids = (input[name] ?? []).map((param) => (name === 'fieldColumn' ? param : param.split(':')[0]));
    if (ids.some((id) => id !== undefined && view.hiddenCustomFields.has(id))) errors[name] = [HIDDEN_FIELD_TEXT.hidden];
  }
  return errors;
}

/** Whether a search must leave out the personal email, which the hires' search text holds beside the names, so a hidden email cannot be guessed. */
export function searchesNamesOnly(view: ManagerFieldView | null): boolean {
  return view !== null && view.levelOf('personal_email') === 'hidden';
}
