import type { Kysely } from 'kysely';
import type { PersonRef } from '@shared/contract/onboarding-schemas';
import type { GatewayDatabase } from '../db/schema';

export interface PersonColumns {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
}

export function personRef(row: PersonColumns): PersonRef {
  return { _id: row.id, fullName: `${row.first_name} ${row.last_name}`.trim(), email: row.email };
}

/** The people behind a set of user ids of one company, by id; ids of other companies are left out. */
export async function loadPeople(
  db: Kysely<GatewayDatabase>,
  companyId: string,
  ids: Iterable<string | null | undefined>,
): Promise<Map<string, PersonRef>> {
  const wanted = [...new Set([...ids].filter((id): id is string => typeof id === 'string'))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name', 'email'])
    .where('company_id', '=', companyId)
    .where('id', 'in', wanted)
    .execute();
  return new Map(rows.map((row) => [row.id, personRef(row)]));
}

/** Whether every given id is an active staff user of the company (managers, coordinators, buddies, assignees). */
export async function areActiveStaff(db: Kysely<GatewayDatabase>, companyId: string, ids: readonly string[]): Promise<boolean> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return true;
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('company_id', '=', companyId)
    .where('kind', '=', 'staff')
    .where('is_active', '=', true)
    .where('id', 'in', wanted)
    .execute();
  return rows.length === wanted.length;
}
