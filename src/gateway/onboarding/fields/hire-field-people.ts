import type { Kysely } from 'kysely';
import type { PersonRef } from '@shared/contract/onboarding-schemas';
import type { GatewayDatabase } from '../../db/schema';
import { recordIdOf, recordIdsOf } from '../hires/record-ids';
import { loadPeople } from '../people';
import type { HireFieldValues } from './hire-field-values';

/**
 * The people a hire's "user of the company" fields name, by field id, so screens show a name rather
 * than the stored id. Only the company's own user fields and people; none read for a hire with no
 * text values.
 */
export async function hireFieldPeople(db: Kysely<GatewayDatabase>, companyId: string, values: HireFieldValues): Promise<Record<string, PersonRef>> {
  const texts = Object.entries(values).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '');
  const fieldIds = recordIdsOf(texts.map(([id]) => id));
  if (fieldIds.length === 0) return {};
  const userFields = await db
    .selectFrom('custom_fields')
    .select('id')
    .where('company_id', '=', companyId)
    .where('type', '=', 'user')
    .where('id', 'in', fieldIds)
    .execute();
  const named = texts.filter(([id]) => userFields.some((field) => field.id === recordIdOf(id)));
  if (named.length === 0) return {};
  const people = await loadPeople(db, companyId, recordIdsOf(named.map(([, userId]) => userId)));
  return Object.fromEntries(
    named.flatMap(([fieldId, userId]) => {
      const person = people.get(recordIdOf(userId) ?? '');
      return person === undefined ? [] : [[fieldId, person] as const];
    }),
  );
}
