import type { Kysely } from 'kysely';
import type { GatewayDatabase } from '../../db/schema';

/** The rule dimension a select or yes/no field's values are matched under. */
export function fieldDimension(fieldId: string): string {
  return `field:${fieldId}`;
}

/** How many rules use each of the company's fields (any of its values), by field id; a field no rule uses is absent. */
export async function fieldRuleUsage(db: Kysely<GatewayDatabase>, companyId: string, fieldIds: readonly string[]): Promise<Map<string, number>> {
  void db;
  void companyId;
  void fieldIds;
  return new Map();
}
