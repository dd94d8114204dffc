import type { Kysely } from 'kysely';
import { LOGIN_AS_CODES, LOGIN_AS_MESSAGES } from '@shared/login-as';
import type { GatewayDatabase } from '../db/schema';
import { GatewayError } from '../http/gateway-error';
import type { SessionClaims } from './access-tokens';

const READS = new Set(['GET', 'HEAD']);

/** The operations an acting session may still send: the ways out of it. */
export const ALLOWED_WHILE_ACTING: ReadonlySet<string> = new Set(['users.logout', 'auth.endLoginAs']);

/**
 * Spec section 4: while an administrator is logged in as another user, nothing may change. Reads
 * pass; anything else is answered 403 naming the user being viewed.
 */
export async function refuseChangeWhileActing(db: Kysely<GatewayDatabase>, session: SessionClaims, method: string): Promise<void> {
  if (READS.has(method.toUpperCase())) return;
  const viewed = await db
    .selectFrom('users')
    .select(['first_name', 'last_name'])
    .where('company_id', '=', session.companyId)
    .where('id', '=', session.userId)
    .executeTakeFirst();
  const name = viewed === undefined ? 'another user' : `${viewed.first_name} ${viewed.last_name}`.trim();
  throw new GatewayError(403, { message: LOGIN_AS_MESSAGES.refusedWhileActing(name), code: LOGIN_AS_CODES.viewingAs });
}
