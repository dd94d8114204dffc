import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { GatewayDatabase } from '../db/schema';

/** Why acting ended: the administrator returned, signed out, or lost the right to act. */
export type ImpersonationEnd = 'returned' | 'signed-out' | 'revoked';

export interface ImpersonationStart {
  companyId: string;
  actor: { id: string; fullName: string };
  target: { id: string; fullName: string };
  familyId: string;
}

/** The impersonation log: who acted as whom, from when until when. */
export async function recordImpersonationStart(db: Kysely<GatewayDatabase>, start: ImpersonationStart, now: Date): Promise<void> {
  await db
    .insertInto('impersonation_log')
    .values({
      id: randomUUID(),
      company_id: start.companyId,
      actor_user_id: start.actor.id,
      actor_name: start.actor.fullName,
      target_user_id: start.target.id,
      target_name: start.target.fullName,
      family_id: start.familyId,
      started_at: now.toISOString(),
    })
    .execute();
}

/** Closes the open entry of an acting family; nothing happens when it is already closed. */
export async function recordImpersonationEnd(
  db: Kysely<GatewayDatabase>,
  companyId: string,
  familyId: string,
  reason: ImpersonationEnd,
  now: Date,
): Promise<void> {
  await db
    .updateTable('impersonation_log')
    .set({ ended_at: now.toISOString(), end_reason: reason })
    .where('company_id', '=', companyId)
    .where('family_id', '=', familyId)
    .where('ended_at', 'is', null)
    .execute();
}
