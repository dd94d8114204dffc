import type { Kysely } from 'kysely';
import { fieldDimension, fieldIdOfDimension } from '@shared/criteria';
import type { GatewayDatabase } from '../../db/schema';

/** How many rules use each of the company's fields (any of its values), by field id; a field no rule uses is absent. */
export async function fieldRuleUsage(db: Kysely<GatewayDatabase>, companyId: string, fieldIds: readonly string[]): Promise<Map<string, number>> {
  if (fieldIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('criteria_links')
    .select(['dimension', (select) => select.fn.count<number | string>('target_id').distinct().as('count')])
    .where('company_id', '=', companyId)
    .where('dimension', 'in', fieldIds.map(fieldDimension))
    .groupBy('dimension')
    .execute();
  return new Map(rows.map((row) => [fieldIdOfDimension(row.dimension) ?? row.dimension, Number(row.count)]));
}
