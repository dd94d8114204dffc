import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { MailStatus } from '../auth/lifecycle-tables';
import type { GatewayDatabase } from '../db/schema';
import type { MailKind, MailMessage } from './mailer';

/** A mail as the outbox keeps it. */
export interface OutboxMail {
  to: string;
  subject: string;
  /** Empty once the mail is sent or has failed. */
  text: string;
  html: string;
  kind: MailKind | null;
  status: MailStatus;
  attempts: number;
  lastError: string | null;
  queuedAt: string;
  sentAt: string | null;
}

/**
 * Every mail the gateway sends goes through here: written to `mail_outbox` in the caller's
 * transaction, so it exists exactly when the change it tells of does. With SMTP it is queued for
 * the delivery worker; without, it is kept, and the outbox is the mailbox (`npm run outbox`).
 */
export class MailOutbox {
  // Strictly increasing queue times, so "newest first" keeps the order of mails queued within one millisecond.
  #last = 0;

  constructor(
    private readonly db: Kysely<GatewayDatabase>,
    private readonly delivery: { wake(): void } | undefined,
  ) {}

  /** Adds the mail; pass the transaction that makes the change it tells of, then call deliverSoon() after it commits. */
  async queue(message: MailMessage, db: Kysely<GatewayDatabase> = this.db): Promise<void> {
    const queuedAt = new Date((this.#last = Math.max(Date.now(), this.#last + 1))).toISOString();
    await db
      .insertInto('mail_outbox')
      .values({
        id: randomUUID(),
        company_id: message.companyId ?? null,
        kind: message.kind,
        to_address: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        header_image_file_id: message.companyId === undefined ? null : (message.headerImageFileId ?? null),
        status: this.delivery === undefined ? 'kept' : 'queued',
        next_attempt_at: queuedAt,
        queued_at: queuedAt,
      })
      .execute();
  }

  /** Tells this process's delivery worker that mail was queued, so it goes out now rather than at the next poll. */
  deliverSoon(): void {
    const delivery = this.delivery;
    // Once the answer under way is written: the worker's first queries would otherwise go before it.
    if (delivery !== undefined) setImmediate(() => delivery.wake());
  }

  /** Whether a mail of this kind was queued for this address since the given time. */
  async queuedSince(to: string, kind: MailKind, since: Date): Promise<boolean> {
    const row = await this.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('to_address', '=', to)
      .where('queued_at', '>=', since.toISOString())
      .where('kind', '=', kind)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }
}

const timestamp = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

/** The outbox, newest first: every mail, kept or on its way, with its delivery state. */
export async function readOutbox(db: Kysely<GatewayDatabase>, options: { limit?: number; to?: string } = {}): Promise<OutboxMail[]> {
  let query = db
    .selectFrom('mail_outbox')
    .select(['to_address', 'subject', 'text', 'html', 'kind', 'status', 'attempts', 'last_error', 'queued_at', 'sent_at'])
    .orderBy('queued_at', 'desc');
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
    kind: row.kind as MailKind | null,
    status: row.status,
    attempts: Number(row.attempts),
    lastError: row.last_error,
    queuedAt: timestamp(row.queued_at) as string,
    sentAt: timestamp(row.sent_at),
  }));
}
