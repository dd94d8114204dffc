import type { Kysely } from 'kysely';
import type { GatewayDatabase } from '../db/schema';
import { hashPassword } from './passwords';
import type { RefreshOwner } from './refresh-tokens';
import { revokeAllSessions } from './revoke-sessions';

/** Sets the user's own password, ends the temporary one, and ends every session of the user. */
export async function replacePassword(db: Kysely<GatewayDatabase>, owner: RefreshOwner, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  const now = new Date();
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, must_change_password: false, updated_at: now.toISOString() })
      .where('company_id', '=', owner.companyId)
      .where('id', '=', owner.userId)
      .execute();
    await revokeAllSessions(trx, owner, now);
  });
}
