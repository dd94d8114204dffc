import type { Kysely } from 'kysely';
import type { HireFields } from './hire-fields';
import type { GatewayDatabase } from '../../db/schema';
import { badRequest } from '../onboarding-access';
import type { HireRow } from './hire-rows';
import { recordIdOf } from './record-ids';
import { HIRE_TEXT } from './hire-text';

const PEOPLE_FIELDS = ['managerId', 'coordinatorId', 'buddyId'] as const;
const PEOPLE_COLUMNS = { managerId: 'manager_id', coordinatorId: 'coordinator_id', buddyId: 'buddy_id' } as const;

export interface HireReferences {
  departmentId: string | null;
  departmentName: string | null;
  locationId: string | null;
  locationName: string | null;
  managerId: string | null;
  coordinatorId: string | null;
  buddyId: string | null;
}

const ARCHIVED = Symbol('archived');

/** The place's name; null when the company has none such, 'archived' when it is archived and the hire does not hold it already. */
async function placeName(
  db: Kysely<GatewayDatabase>,
  table: 'departments' | 'locations',
  companyId: string,
  id: string | null,
  currentId: string | null | undefined,
): Promise<string | null | undefined | typeof ARCHIVED> {
  if (id === null) return undefined;
  const row = await db.selectFrom(table).select(['name', 'archived_at']).where('company_id', '=', companyId).where('id', '=', id).executeTakeFirst();
  if (row === undefined) return null;
  return row.archived_at !== null && id !== currentId ? ARCHIVED : row.name;
}

/**
 * Checks that the department and location are the company's (and not archived, unless the hire
 * holds them already) and that the people are its active
 * staff; a person the hire already names is not checked again, so a later deactivation does not
 * block unrelated edits. Refuses with the fields at fault.
 */
export async function resolveHireReferences(db: Kysely<GatewayDatabase>, companyId: string, fields: HireFields, current?: HireRow): Promise<HireReferences> {
  const fieldErrors: Record<string, string[]> = {};
  const idOf = (field: keyof typeof fieldErrors, id: string | null, message: string): string | null => {
    if (id === null) return null;
    const stored = recordIdOf(id);
    if (stored === null) fieldErrors[field] = [message];
    return stored;
  };

  const departmentId = idOf('departmentId', fields.departmentId, HIRE_TEXT.departmentUnknown);
  const locationId = idOf('locationId', fields.locationId, HIRE_TEXT.locationUnknown);
  const people = Object.fromEntries(PEOPLE_FIELDS.map((field) => [field, idOf(field, fields[field], HIRE_TEXT.personUnknown)])) as Record<
    (typeof PEOPLE_FIELDS)[number],
    string | null
  >;

  const [departmentName, locationName] = await Promise.all([
    placeName(db, 'departments', companyId, departmentId, current?.department_id),
    placeName(db, 'locations', companyId, locationId, current?.location_id),
  ]);
  if (departmentName === null) fieldErrors.departmentId = [HIRE_TEXT.departmentUnknown];
  if (departmentName === ARCHIVED) fieldErrors.departmentId = [HIRE_TEXT.departmentArchived];
  if (locationName === null) fieldErrors.locationId = [HIRE_TEXT.locationUnknown];
  if (locationName === ARCHIVED) fieldErrors.locationId = [HIRE_TEXT.locationArchived];

  const toCheck = PEOPLE_FIELDS.filter((field) => people[field] !== null && people[field] !== current?.[PEOPLE_COLUMNS[field]]);
  if (toCheck.length > 0) {
    const active = await db
      .selectFrom('users')
      .select('id')
      .where('company_id', '=', companyId)
      .where('kind', '=', 'staff')
      .where('is_active', '=', true)
      .where(
        'id',
        'in',
        toCheck.map((field) => people[field] as string),
      )
      .execute();
    const activeIds = new Set(active.map((user) => user.id));
    for (const field of toCheck) {
      if (!activeIds.has(people[field] as string)) fieldErrors[field] = [HIRE_TEXT.personUnknown];
    }
  }

  if (Object.keys(fieldErrors).length > 0) {
    throw badRequest(Object.values(fieldErrors)[0]?.[0] ?? HIRE_TEXT.invalidReferences, fieldErrors);
  }
  return {
    departmentId,
    departmentName: typeof departmentName === 'string' ? departmentName : null,
    locationId,
    locationName: typeof locationName === 'string' ? locationName : null,
    ...people,
  };
}
