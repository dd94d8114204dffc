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
export async function loadPeople(db: Kysely<GatewayDatabase>, companyId: string, ids: Iterable<string | null | undefined>): Promise<Map<string, PersonRef>> {
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
