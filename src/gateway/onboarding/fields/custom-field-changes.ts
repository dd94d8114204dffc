import type { Kysely } from 'kysely';
import type { CustomFieldValue } from '@shared/custom-fields';
import type { GatewayDatabase } from '../../db/schema';
import { customFieldChange, readableDate, SENSITIVE_CHANGE } from '../hires/hire-change-record';
import { loadPeople } from '../people';
import type { FieldDefinition } from './field-rows';
import type { HireFieldValues } from './hire-field-values';

/** A value as people read it: an option's label, Yes or No, a person's name, a date as MM/DD/YYYY. */
function readable(field: FieldDefinition, value: CustomFieldValue | undefined, names: ReadonlyMap<string, string>): string | null {
  if (value === undefined || value === null || value === '') return null;
  const label = (key: string) => field.options.find((option) => option.key === key)?.label ?? key;
  if (Array.isArray(value)) return value.length === 0 ? null : value.map(label).join(', ');
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (field.type === 'single_select') return label(String(value));
  if (field.type === 'date') return readableDate(String(value));
  if (field.type === 'user') return names.get(String(value)) ?? String(value);
  return String(value);
}

/** One change per custom field whose value differs; a sensitive one says only that it changed, never the value. */
export async function customFieldChanges(
  db: Kysely<GatewayDatabase>,
  companyId: string,
  fields: readonly FieldDefinition[],
  before: HireFieldValues,
  after: HireFieldValues,
) {
  const changed = fields.filter((field) => JSON.stringify(before[field.id] ?? null) !== JSON.stringify(after[field.id] ?? null));
  const userIds = changed
    .filter((field) => field.type === 'user')
    .flatMap((field) => [before[field.id], after[field.id]].filter((id): id is string => typeof id === 'string'));
  const people = userIds.length === 0 ? new Map() : await loadPeople(db, companyId, userIds);
  const names = new Map([...people].map(([id, person]) => [id, person.fullName as string]));
  return changed.map((field) =>
    field.type === 'sensitive'
      ? { field: customFieldChange(field.id), oldValue: null, newValue: SENSITIVE_CHANGE }
      : { field: customFieldChange(field.id), oldValue: readable(field, before[field.id], names), newValue: readable(field, after[field.id], names) },
  );
}
