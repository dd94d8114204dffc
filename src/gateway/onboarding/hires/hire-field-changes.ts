import type { Kysely } from 'kysely';
import { EMPLOYMENT_STATUS_LABELS } from '@shared/onboarding';
import type { GatewayDatabase } from '../../db/schema';
import { loadPeople } from '../people';
import { customFieldChanges } from '../fields/custom-field-changes';
import type { FieldDefinition } from '../fields/field-rows';
import { type HireFieldValues, storedFieldValues } from '../fields/hire-field-values';
import { type HireChange, readableDate } from './hire-change-record';
import type { HireFields } from './hire-fields';
import type { HireReferences } from './hire-references';
import type { HireRow } from './hire-rows';

/** One change per field that differs between the stored hire and what is being saved, as people read it. */
export async function hireFieldChanges(
  db: Kysely<GatewayDatabase>,
  companyId: string,
  before: HireRow,
  after: HireFields,
  references: HireReferences,
  custom: { fields: readonly FieldDefinition[]; values: HireFieldValues },
): Promise<HireChange[]> {
  const changes: HireChange[] = [];
  const compare = (field: string, oldValue: string | null, newValue: string | null) => {
    if (oldValue !== newValue) changes.push({ field, oldValue, newValue });
  };

  compare('firstName', before.first_name, after.firstName);
  compare('lastName', before.last_name, after.lastName);
  compare('preferredName', before.preferred_name, after.preferredName);
  compare('personalEmail', before.personal_email, after.personalEmail);
  compare('workEmail', before.work_email, after.workEmail);
  compare('phone', before.phone, after.phone);
  compare('jobTitle', before.job_title, after.jobTitle);
  if (before.department_id !== references.departmentId)
    changes.push({ field: 'department', oldValue: before.department_name, newValue: references.departmentName });
  if (before.location_id !== references.locationId) changes.push({ field: 'location', oldValue: before.location_name, newValue: references.locationName });
  compare('employmentStatus', EMPLOYMENT_STATUS_LABELS[before.employment_status], EMPLOYMENT_STATUS_LABELS[after.employmentStatus]);
  if (before.start_date !== after.startDate)
    changes.push({ field: 'startDate', oldValue: readableDate(before.start_date), newValue: readableDate(after.startDate) });
  compare('timezone', before.timezone, after.timezone);

  const roles = [
    ['manager', before.manager_id, references.managerId],
    ['coordinator', before.coordinator_id, references.coordinatorId],
    ['buddy', before.buddy_id, references.buddyId],
  ] as const;
  const changedRoles = roles.filter(([, oldId, newId]) => oldId !== newId);
  if (changedRoles.length > 0) {
    const people = await loadPeople(
      db,
      companyId,
      changedRoles.flatMap(([, oldId, newId]) => [oldId, newId]),
    );
    const name = (id: string | null) => (id === null ? null : (people.get(id)?.fullName ?? null));
    for (const [field, oldId, newId] of changedRoles) changes.push({ field, oldValue: name(oldId), newValue: name(newId) });
  }

  changes.push(...(await customFieldChanges(db, companyId, custom.fields, storedFieldValues(before.custom_fields), custom.values)));
  return changes;
}
