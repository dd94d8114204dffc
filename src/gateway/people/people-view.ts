import type { Kysely } from 'kysely';
import type { CompanyPerson, PersonStatus, StaffRole } from '@shared/contract/people';
import type { GatewayDatabase } from '../db/schema';
import { recordIdOf } from '../onboarding/hires/record-ids';
import { notFound } from '../onboarding/onboarding-access';
import { PEOPLE_TEXT } from './people-text';

/** An invitation may be mailed again this long after the last one. */
export const RESEND_INTERVAL_MS = 60_000;

export const PERSON_COLUMNS = ['id', 'first_name', 'last_name', 'email', 'role', 'is_active', 'must_change_password', 'invited_at', 'version'] as const;

export interface PersonRow {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  role: string;
  is_active: boolean | number;
  must_change_password: boolean | number;
  invited_at: Date | string | null;
  version: number | string;
}

export function personStatus(row: Pick<PersonRow, 'is_active' | 'must_change_password'>): PersonStatus {
  if (!row.is_active) return 'deactivated';
  return row.must_change_password ? 'invited' : 'active';
}

const isoOf = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export function personView(row: PersonRow): CompanyPerson {
  const status = personStatus(row);
  const invitedAt = isoOf(row.invited_at);
  return {
    _id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    fullName: `${row.first_name} ${row.last_name}`.trim(),
    email: row.email,
    role: row.role as StaffRole,
    status,
    invitedAt,
    resendAvailableAt: status === 'invited' && invitedAt !== null ? new Date(Date.parse(invitedAt) + RESEND_INTERVAL_MS).toISOString() : null,
    version: Number(row.version),
  };
}

/** The company's staff users by name (first, last, id); new hires' own accounts are not among them. */
export function companyStaff(db: Kysely<GatewayDatabase>, companyId: string): Promise<PersonRow[]> {
  return db
    .selectFrom('users')
    .select([...PERSON_COLUMNS])
    .where('company_id', '=', companyId)
    .where('kind', '=', 'staff')
    .orderBy('first_name')
    .orderBy('last_name')
    .orderBy('id')
    .execute();
}

/** One staff user of the company; another company's id, a new hire's and an unknown one alike answer 404. */
export async function companyPerson(db: Kysely<GatewayDatabase>, companyId: string, id: string): Promise<PersonRow> {
  const recordId = recordIdOf(id);
  if (recordId === null) throw notFound(PEOPLE_TEXT.notFound);
  const row = await db
    .selectFrom('users')
    .select([...PERSON_COLUMNS])
    .where('company_id', '=', companyId)
    .where('id', '=', recordId)
    .where('kind', '=', 'staff')
    .executeTakeFirst();
  if (row === undefined) throw notFound(PEOPLE_TEXT.notFound);
  return row;
}
