import type { Kysely } from 'kysely';
import type { GatewayDatabase } from '../../db/schema';
import { recordIdsOf } from '../hires/record-ids';
import { type HireFieldValues, storedFieldValues } from './hire-field-values';

/**
 * The values of the fields the hires list shows as columns (`fieldColumn`), per hire of the page:
 * only the company's own fields, and never a sensitive one, whoever asks, since a list is read by
 * many and its answers are kept for every coordinator of the company.
 */
export async function fieldColumnValues(
  db: Kysely<GatewayDatabase>,
  companyId: string,
  fieldIds: readonly string[],
  hireIds: readonly string[],
): Promise<Map<string, HireFieldValues>> {
  const asked = recordIdsOf(fieldIds);
  if (asked.length === 0 || hireIds.length === 0) return new Map();
  const shown = await db
    .selectFrom('custom_fields')
    .select('id')
    .where('company_id', '=', companyId)
    .where('id', 'in', asked)
    .where('type', '!=', 'sensitive')
    .execute();
  const hires = await db.selectFrom('new_hires').select(['id', 'custom_fields']).where('company_id', '=', companyId).where('id', 'in', hireIds).execute();
  return new Map(
    hires.map((hire) => {
      const stored = storedFieldValues(hire.custom_fields);
      const values = shown.filter(({ id }) => Object.hasOwn(stored, id)).map(({ id }) => [id, stored[id]] as const);
      return [hire.id, Object.fromEntries(values) as HireFieldValues];
    }),
  );
}
