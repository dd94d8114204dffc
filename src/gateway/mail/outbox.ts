import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { GatewayDatabase } from '../db/schema';
import type { Mailer } from './mailer';

/** A mail as the outbox keeps it. */
export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  sentAt: string;
}

/** Keeps every mail in the database instead of sending it: the embedded gateway's mailbox. */
export function outboxMailer(db: Kysely<GatewayDatabase>): Mailer {
  // Strictly increasing send times, so "newest first" keeps the order of mails sent within one millisecond.
  let last = 0;
  return {
    async send({ to, subject, text, html, companyId }) {
      await db
        .insertInto('mail_outbox')
        .values({
          id: randomUUID(),
          company_id: companyId ?? null,
          to_address: to,
          subject,
          text,
          html,
          sent_at: new Date((last = Math.max(Date.now(), last + 1))).toISOString(),
        })
        .execute();
    },
  };
}

/** The outbox, newest first. */
export async function readOutbox(db: Kysely<GatewayDatabase>, options: { limit?: number; to?: string } = {}): Promise<OutboxMail[]> {
  let query = db
    .selectFrom('mail_outbox')
    .select(['to_address', 'subject', 'text', 'html', 'sent_at'])
    .orderBy('sent_at', 'desc');
  if (options.to !== undefined) {
    query = query.where('to_address', '=', options.to);
  }
  if (options.limit !== undefined) {
    query = query.limit(options.limit);
  }
  const rows = await query.execute();
  return rows.map((row) => ({
    to: row.to_address,
    subject: row.subject,
    text: row.text,
    html: row.html,
    sentAt: new Date(row.sent_at).toISOString(),
  }));
}
