import type { Kysely } from 'kysely';
import { type CustomFieldValue, FILTERABLE_FIELD_TYPES, customFieldValueProblem, isBlankValue } from '@shared/custom-fields';
import type { GatewayDatabase } from '../../db/schema';
import { badRequest, holds, type OnboardingCaller } from '../onboarding-access';
import { loadPeople } from '../people';
import { recordIdOf } from '../hires/record-ids';
import { setHireFieldCriteria } from './field-criteria';
import { type FieldDefinition, companyFields } from './field-rows';
import { FIELD_TEXT } from './field-text';

export type HireFieldValues = Record<string, CustomFieldValue>;

/** Who may read a sensitive field's value: those who manage the fields (company admins by default). */
export function readsSensitiveFields(caller: OnboardingCaller): boolean {
  return holds(caller, 'fields', 'manage');
}

function trimmed(value: CustomFieldValue): CustomFieldValue {
  if (typeof value === 'string') return value.trim();
  return Array.isArray(value) ? [...new Set(value)] : value;
}

/** What a hire's stored JSON holds, or nothing when it is not an object. */
export function storedFieldValues(text: string): HireFieldValues {
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as HireFieldValues) : {};
  } catch {
    return {};
  }
}

/**
 * The values to store for a hire, each checked against its field (400 naming `customFields.<id>`
 * at fault). A key that names no field of the company is refused; an archived field keeps the value
 * it has and takes no new one. A sensitive value the caller may not read is kept when they leave it
 * out, as they were never shown it. A field the coordinator must fill is required. With `only`, the
 * fields outside it keep their stored values unchecked.
 */
export async function checkedHireFieldValues(
  db: Kysely<GatewayDatabase>,
  caller: OnboardingCaller,
  input: HireFieldValues,
  before: HireFieldValues = {},
  /** Check only these fields and keep every other as it is: someone changing a few of their own fields is not held to the rest. */
  only?: ReadonlySet<string>,
): Promise<{ values: HireFieldValues; fields: FieldDefinition[] }> {
  const fields = await companyFields(db, caller.companyId);
  const byId = new Map(fields.map((field) => [field.id, field]));
  const errors: Record<string, string[]> = {};
  const values: HireFieldValues = {};
  // A key of a field that is gone may come back as the form read it; it is dropped, not refused.
  for (const key of Object.keys(input))
    if (!byId.has(recordIdOf(key) ?? '') && !Object.hasOwn(before, key)) errors[`customFields.${key}`] = [FIELD_TEXT.unknownField];

  const users: string[] = [];
  for (const field of fields) {
    const sent = Object.hasOwn(input, field.id) ? trimmed(input[field.id] ?? null) : undefined;
    const previous = before[field.id];
    const keepsPrevious =
      field.archived || (only !== undefined && !only.has(field.id)) || (sent === undefined && field.type === 'sensitive' && !readsSensitiveFields(caller));
    const value = keepsPrevious ? previous : sent;
    if (field.archived && sent !== undefined && JSON.stringify(sent) !== JSON.stringify(previous ?? null) && !isBlankValue(sent)) {
      errors[`customFields.${field.id}`] = [FIELD_TEXT.unknownField];
      continue;
    }
    const required = !field.archived && field.validation.required === true && field.filledBy === 'coordinator';
    const problem = keepsPrevious ? null : customFieldValueProblem(field, value, required, previous);
    if (problem !== null) errors[`customFields.${field.id}`] = [problem];
    else if (!isBlankValue(value)) {
      values[field.id] = value as CustomFieldValue;
      if (field.type === 'user' && typeof value === 'string' && value !== previous) users.push(value);
    }
  }
  if (users.length > 0) {
    const staff = await loadPeople(
      db,
      caller.companyId,
      users.map((id) => recordIdOf(id)),
    );
    for (const field of fields.filter((each) => each.type === 'user')) {
      const value = values[field.id];
      if (typeof value === 'string' && users.includes(value) && !staff.has(recordIdOf(value) ?? ''))
        errors[`customFields.${field.id}`] = [FIELD_TEXT.userUnknown];
    }
  }
  if (Object.keys(errors).length > 0) throw badRequest(FIELD_TEXT.invalid, errors);
  return { values, fields };
}

/** The rows of `hire_field_values` a hire's filterable values make: one per value, a multi select's one per option. */
function valueRows(companyId: string, hireId: string, fields: readonly FieldDefinition[], values: HireFieldValues) {
  return fields.flatMap((field) => {
    const value = values[field.id];
    if (!FILTERABLE_FIELD_TYPES.includes(field.type) || isBlankValue(value)) return [];
    const row = (text: string, number: number | null = null) => ({
      company_id: companyId,
      hire_id: hireId,
      field_id: field.id,
      value_text: text,
      value_number: number,
    });
    if (Array.isArray(value)) return value.map((key) => row(key));
    if (typeof value === 'boolean') return [row(value ? 'yes' : 'no')];
    if (typeof value === 'number') return [row(String(value), value)];
    return [row(String(value))];
  });
}

/** Replaces a hire's filterable values and its values as rule criteria, in the transaction that writes the hire. */
export async function writeHireFieldValues(
  db: Kysely<GatewayDatabase>,
  companyId: string,
  hireId: string,
  fields: readonly FieldDefinition[],
  values: HireFieldValues,
): Promise<void> {
  await db.deleteFrom('hire_field_values').where('company_id', '=', companyId).where('hire_id', '=', hireId).execute();
  const rows = valueRows(companyId, hireId, fields, values);
  if (rows.length > 0) await db.insertInto('hire_field_values').values(rows).execute();
  await setHireFieldCriteria(db, companyId, hireId, fields, values);
}

/** The ids of the company's sensitive fields. */
export async function sensitiveFieldIds(db: Kysely<GatewayDatabase>, companyId: string): Promise<Set<string>> {
  const rows = await db.selectFrom('custom_fields').select('id').where('company_id', '=', companyId).where('type', '=', 'sensitive').execute();
  return new Set(rows.map((row) => row.id));
}

/** A hire's values as the caller may see them: sensitive ones left out and named in `maskedFields` unless they may read them. */
export function visibleFieldValues(values: HireFieldValues, sensitive: ReadonlySet<string>, readsSensitive: boolean) {
  if (readsSensitive) return { customFields: values, maskedFields: [] };
  const customFields: HireFieldValues = {};
  const maskedFields: string[] = [];
  for (const [id, value] of Object.entries(values)) {
    if (sensitive.has(id)) maskedFields.push(id);
    else customFields[id] = value;
  }
  return { customFields, maskedFields };
}
