import { type Kysely, sql } from 'kysely';
import type { GatewayDatabase } from '../db/schema';

/**
 * Raises the company's `access` generation, so every signed-in user's rights and reach are computed
 * again on their next request. Triggers raise it for role grants and users (migration 0007); a
 * change to the access levels' own rows (an administrative role's reach, a custom role, its rights,
 * members, their rules and exceptions) calls this inside the transaction that writes it, so the
 * change and the new generation commit together.
 */
export async function raiseAccessGeneration(db: Kysely<GatewayDatabase>, companyId: string): Promise<void> {
  await sql`update company_generations set access = access + 1 where company_id = ${companyId}`.execute(db);
}
