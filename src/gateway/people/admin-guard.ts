import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../db/dialect';
import type { GatewayDatabase } from '../db/schema';
import { conflict } from '../onboarding/onboarding-access';
import { PEOPLE_TEXT } from './people-text';
import { personStatus, type PersonRow } from './people-view';

export const LAST_ADMIN = 'LAST_ADMIN';
const COMPANY_ADMIN = 'COMPANY_ADMIN';

/**
 * Refuses (409) a change that would leave the company with no active company administrator, when
 * `person` is one and would stop being one. Call it in the change's transaction: on PostgreSQL it
 * first locks the company's row, so two administrators demoting each other at once are answered
 * one after the other and the second is refused.
 */
export async function keepOneActiveAdmin(trx: Kysely<GatewayDatabase>, companyId: string, person: PersonRow): Promise<void> {
  if (person.role !== COMPANY_ADMIN || personStatus(person) !== 'active') return;
  if (isPostgres(trx)) await sql`select id from companies where id = ${companyId} for update`.execute(trx);
  const others = await trx
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('company_id', '=', companyId)
    .where('kind', '=', 'staff')
    .where('role', '=', COMPANY_ADMIN)
    .where('is_active', '=', true)
    .where('must_change_password', '=', false)
    .where('id', '<>', person.id)
    .executeTakeFirstOrThrow();
  if (Number(others.count) === 0) throw conflict(PEOPLE_TEXT.lastAdmin, LAST_ADMIN);
}
