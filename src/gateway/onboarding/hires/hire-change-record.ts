import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { GatewayDatabase } from '../../db/schema';

/**
 * The change record of a hire (docs/adr/0006): one row per changed field, written in the same
 * transaction as the change. Values are stored as people read them (a department's name, a
 * person's full name, a date as MM/DD/YYYY), so the record still reads right after a rename.
 */
export const HIRE_CHANGE_LABELS: Readonly<Record<string, string>> = {
  created: 'New hire added',
  firstName: 'First name',
  lastName: 'Last name',
  preferredName: 'Preferred name',
  personalEmail: 'Personal email',
  workEmail: 'Work email',
  phone: 'Phone',
  jobTitle: 'Job title',
  department: 'Department',
  location: 'Location',
  otherCriteria: 'Other criteria',
  employmentStatus: 'Employment status',
  startDate: 'Start date',
  timezone: 'Timezone',
  manager: 'Manager',
  coordinator: 'Coordinator',
  buddy: 'Buddy',
  status: 'Status',
  statusReason: 'Reason for the status change',
  welcomeMessage: 'Welcome message',
  firstDay: 'First day',
  account: 'Account',
  plan: 'Plan',
  planTasks: 'Plan tasks',
};

const CUSTOM_FIELD_PREFIX = 'customFields.';

export function customFieldChange(key: string): string {
  return `${CUSTOM_FIELD_PREFIX}${key}`;
}

/** What a sensitive custom field's change records instead of its values. */
export const SENSITIVE_CHANGE = 'changed';

/** The field as people call it; a custom field by its label, or its id once the field is gone. */
export function hireChangeLabel(field: string, customLabels: ReadonlyMap<string, string> = new Map()): string {
  if (field.startsWith(CUSTOM_FIELD_PREFIX)) {
    const id = field.slice(CUSTOM_FIELD_PREFIX.length);
    return customLabels.get(id) ?? `Custom field “${id}”`;
  }
  return HIRE_CHANGE_LABELS[field] ?? field;
}

export interface HireChange {
  field: string;
  oldValue: string | null;
  newValue: string | null;
}

export interface ChangeAuthor {
  companyId: string;
  hireId: string;
  /** Null when the gateway made the change itself (the start-date sweep). */
  changedBy: string | null;
  changedAt: string;
}

export async function recordHireChanges(db: Kysely<GatewayDatabase>, author: ChangeAuthor, changes: readonly HireChange[]): Promise<void> {
  if (changes.length === 0) return;
  await db
    .insertInto('new_hire_changes')
    .values(
      changes.map((change) => ({
        id: randomUUID(),
        company_id: author.companyId,
        hire_id: author.hireId,
        field: change.field,
        old_value: change.oldValue,
        new_value: change.newValue,
        changed_by: author.changedBy,
        changed_at: author.changedAt,
      })),
    )
    .execute();
}

/** YYYY-MM-DD as people read it, MM/DD/YYYY (spec section 9). */
export function readableDate(date: string): string {
  const [year, month, day] = date.split('-');
  return `${month}/${day}/${year}`;
}
