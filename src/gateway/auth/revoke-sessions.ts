import type { Kysely } from 'kysely';
import type { GatewayDatabase } from '../db/schema';
import type { RefreshOwner } from './refresh-tokens';

/**
 * Ends every session of the user: all refresh families, and with them their access tokens,
 * including those in which the user, an administrator, acts as someone else.
 */
export async function revokeAllSessions(db: Kysely<GatewayDatabase>, owner: RefreshOwner, now = new Date()): Promise<void> {
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: now.toISOString() })
    .where('company_id', '=', owner.companyId)
    .where((where) => where.or([where('user_id', '=', owner.userId), where('acting_user_id', '=', owner.userId)]))
    .where('revoked_at', 'is', null)
    .execute();
}
