import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DatabaseKind, GatewayDatabase } from '../db/schema';
import { WakeableWorker } from '../wakeable-worker';
import { type ClaimedMail, claimDueMails, failAbandoned, markFailed, markSent, purgeFinished, scheduleRetry } from './mail-claims';
import { MAIL_HEADER_CID } from './mailer';
import { type InlineImage, type MailTransport, deliveryFailure } from './smtp-transport';

export interface MailDeliverySettings {
  /** Sends tried before a mail is marked failed. */
  maxAttempts: number;
  /** The wait before the second attempt; it doubles with each further one, up to maxRetryDelayMs. */
  firstRetryDelayMs: number;
  maxRetryDelayMs: number;
  /** How long a claimed mail stays its process's; after that another process may send it. */
  leaseMs: number;
  /** How often the worker looks for due mail when nothing wakes it (retries, other processes' leftovers). */
  pollIntervalMs: number;
  /** Mails sent at once, each on its own SMTP connection. */
  concurrency: number;
  /** How long closing the gateway waits for the sends under way; what is left is retried once its lease ends. */
  closeGraceMs: number;
  /** Sent and failed mails are deleted this long after they were queued. */
  retentionMs: number;
}

export const DEFAULT_MAIL_DELIVERY: Readonly<MailDeliverySettings> = {
  maxAttempts: 8,
  firstRetryDelayMs: 30_000,
  maxRetryDelayMs: 60 * 60_000,
  leaseMs: 3 * 60_000,
  pollIntervalMs: 5_000,
  concurrency: 4,
  closeGraceMs: 10_000,
  retentionMs: 30 * 24 * 60 * 60_000,
};

const PURGE_INTERVAL_MS = 60 * 60_000;

/**
 * The worker in each gateway process that sends queued mail through SMTP: woken when a mail is
 * queued here, and polling for the rest. It claims due mails (mail-claims.ts), sends them, and
 * records the outcome: sent; queued again after a backoff; or failed after the last attempt or a
 * refusal for good. The log names the mail by id and kind, never its address or body.
 */
export class MailDelivery {
  readonly #worker = new WakeableWorker(
    () => this.#sendDue(),
    () => Math.min(this.settings.pollIntervalMs, this.#nextRetryAt - Date.now()),
  );
  #nextRetryAt = Number.POSITIVE_INFINITY;
  #lastPurge = 0;

  constructor(
    private readonly db: Kysely<GatewayDatabase>,
    private readonly kind: DatabaseKind,
    private readonly transport: MailTransport,
    private readonly smtpUrl: string,
    private readonly settings: MailDeliverySettings,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Sends what is due now, and then whatever becomes due. */
  start(): void {
    this.#worker.wake();
  }

  wake(): void {
    this.#worker.wake();
  }

  /** Stops claiming, and waits up to closeGraceMs for the sends under way to be recorded. */
  stop(): Promise<void> {
    return this.#worker.stop(this.settings.closeGraceMs);
  }

  async #sendDue(): Promise<void> {
    if (this.#nextRetryAt <= Date.now()) this.#nextRetryAt = Number.POSITIVE_INFINITY;
    try {
      const now = new Date();
      await failAbandoned(this.db, { maxAttempts: this.settings.maxAttempts, now });
      if (now.getTime() - this.#lastPurge >= PURGE_INTERVAL_MS) {
        this.#lastPurge = now.getTime();
        await purgeFinished(this.db, new Date(now.getTime() - this.settings.retentionMs));
      }
      while (!this.#worker.stopped) {
        const due = await claimDueMails(this.db, this.kind, {
          limit: this.settings.concurrency,
          leaseMs: this.settings.leaseMs,
          maxAttempts: this.settings.maxAttempts,
          now: new Date(),
        });
        if (due.length === 0) return;
        await Promise.all(due.map((mail) => this.#send(mail)));
      }
    } catch (error) {
      // Past a close that did not wait for it, the database is gone: what was claimed goes back with its lease.
      if (!this.#worker.stopped) this.log.error({ reason: error instanceof Error ? error.message : String(error) }, 'the mail outbox could not be read');
    }
  }

  async #send(mail: ClaimedMail): Promise<void> {
    const about = { mailId: mail.id, kind: mail.kind, attempt: mail.attempts };
    try {
      try {
        await this.transport.send({ ...mail, inlineImages: await this.#inlineImages(mail) });
      } catch (error) {
        await this.#failed(mail, error);
        return;
      }
      await markSent(this.db, mail, new Date());
      this.log.info(about, 'mail sent');
    } catch (error) {
      // The outcome is lost, not the mail: once its lease runs out it is sent again.
      this.log.warn({ ...about, reason: error instanceof Error ? error.message : String(error) }, 'mail outcome could not be recorded');
    }
  }

  /** The email header the mail shows, read from the company's file store; a header removed meanwhile leaves only its alt text. */
  async #inlineImages(mail: ClaimedMail): Promise<InlineImage[]> {
    if (mail.headerImageFileId === null || mail.companyId === null) return [];
    const file = await this.db
      .selectFrom('files')
      .select(['content_type', 'bytes'])
      .where('company_id', '=', mail.companyId)
      .where('id', '=', mail.headerImageFileId)
      .executeTakeFirst();
    if (file === undefined || !file.content_type.startsWith('image/')) return [];
    return [{ cid: MAIL_HEADER_CID, contentType: file.content_type, content: Buffer.from(file.bytes) }];
  }

  async #failed(mail: ClaimedMail, error: unknown): Promise<void> {
    const { reason, permanent } = deliveryFailure(error, this.smtpUrl);
    const about = { mailId: mail.id, kind: mail.kind, attempt: mail.attempts, reason };
    if (permanent || mail.attempts >= this.settings.maxAttempts) {
      await markFailed(this.db, mail, reason);
      this.log.error(about, permanent ? 'mail refused by the SMTP server; not tried again' : 'mail not sent after the last attempt');
      return;
    }
    const delay = Math.min(this.settings.maxRetryDelayMs, this.settings.firstRetryDelayMs * 2 ** (mail.attempts - 1));
    const retryAt = new Date(Date.now() + delay);
    await scheduleRetry(this.db, mail, retryAt, reason);
    this.#nextRetryAt = Math.min(this.#nextRetryAt, retryAt.getTime());
    this.log.warn({ ...about, retryAt: retryAt.toISOString() }, 'mail not sent; it will be tried again');
  }
}
