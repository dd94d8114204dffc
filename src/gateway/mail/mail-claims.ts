import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DatabaseKind, GatewayDatabase } from '../db/schema';
import type { MailKind } from './mailer';

/** A mail a process has claimed: only it sends the mail until the lease runs out. */
export interface ClaimedMail {
  id: string;
  kind: MailKind | null;
  to: string;
  subject: string;
  text: string;
  html: string;
  companyId: string | null;
  /** The email header shown inline, a stored file of `companyId`. */
  headerImageFileId: string | null;
  /** Counting this one. */
  attempts: number;
  claimToken: string;
}

/**
 * Claims up to `limit` due mails in one statement: queued ones whose time has come, and ones whose
 * sender's lease ran out (it died or hung mid-send) with attempts left. Each is counted as an attempt
 * as it is claimed, so a mail that brings its sender down still ends. On PostgreSQL the rows are
 * picked `for update skip locked`, so processes claiming at the same moment each get other mails;
 * SQLite has one writer at a time, which makes the same update atomic.
 */
export async function claimDueMails(
  db: Kysely<GatewayDatabase>,
  kind: DatabaseKind,
  { limit, leaseMs, maxAttempts, now }: { limit: number; leaseMs: number; maxAttempts: number; now: Date },
): Promise<ClaimedMail[]> {
  const at = now.toISOString();
  const claimToken = randomUUID();
  const rows = await db
    .updateTable('mail_outbox')
    .set((eb) => ({
      status: 'sending',
      claim_token: claimToken,
      lease_until: new Date(now.getTime() + leaseMs).toISOString(),
      attempts: eb('attempts', '+', 1),
    }))
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('mail_outbox')
        .select('id')
        .where((due) =>
          due.or([
            due.and([due('status', '=', 'queued'), due('next_attempt_at', '<=', at)]),
            due.and([due('status', '=', 'sending'), due('lease_until', '<=', at), due('attempts', '<', maxAttempts)]),
          ]),
        )
        .orderBy('next_attempt_at')
        .limit(limit)
        .$if(kind === 'postgres', (query) => query.forUpdate().skipLocked()),
    )
    .returning(['id', 'kind', 'to_address', 'subject', 'text', 'html', 'company_id', 'header_image_file_id', 'attempts'])
    .execute();
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind as MailKind | null,
    to: row.to_address,
    subject: row.subject,
    text: row.text,
    html: row.html,
    companyId: row.company_id,
    headerImageFileId: row.header_image_file_id,
    attempts: Number(row.attempts),
    claimToken,
  }));
}

function ownClaim(db: Kysely<GatewayDatabase>, mail: ClaimedMail) {
  // Only while the claim is still this process's: after its lease ran out the mail may be another's.
  return db.updateTable('mail_outbox').where('id', '=', mail.id).where('claim_token', '=', mail.claimToken).where('status', '=', 'sending');
}

// A sent or failed mail keeps its envelope and loses its body: the bodies carry temporary passwords
// and codes, which the database otherwise holds only as hashes.
const RELEASED = { text: '', html: '', header_image_file_id: null, claim_token: null, lease_until: null } as const;

export async function markSent(db: Kysely<GatewayDatabase>, mail: ClaimedMail, now: Date): Promise<void> {
  await ownClaim(db, mail)
    .set({ ...RELEASED, status: 'sent', sent_at: now.toISOString() })
    .execute();
}

export async function scheduleRetry(db: Kysely<GatewayDatabase>, mail: ClaimedMail, at: Date, reason: string): Promise<void> {
  await ownClaim(db, mail).set({ status: 'queued', next_attempt_at: at.toISOString(), claim_token: null, lease_until: null, last_error: reason }).execute();
}

export async function markFailed(db: Kysely<GatewayDatabase>, mail: ClaimedMail, reason: string): Promise<void> {
  await ownClaim(db, mail)
    .set({ ...RELEASED, status: 'failed', last_error: reason })
    .execute();
}

export const ABANDONED_REASON = 'The last attempt was cut off before it finished (the sending process stopped).';

/** Mails whose last allowed attempt was cut off (its sender died) end as failed. */
export async function failAbandoned(db: Kysely<GatewayDatabase>, { maxAttempts, now }: { maxAttempts: number; now: Date }): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({ ...RELEASED, status: 'failed', last_error: ABANDONED_REASON })
    .where('status', '=', 'sending')
    .where('lease_until', '<=', now.toISOString())
    .where('attempts', '>=', maxAttempts)
    .execute();
}

/** Sent and failed mails leave the outbox after the retention period. */
export async function purgeFinished(db: Kysely<GatewayDatabase>, before: Date): Promise<void> {
  await db.deleteFrom('mail_outbox').where('status', 'in', ['sent', 'failed']).where('queued_at', '<', before.toISOString()).execute();
}
