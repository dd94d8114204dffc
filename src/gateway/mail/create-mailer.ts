import type { Kysely } from 'kysely';
import type { GatewayDatabase } from '../db/schema';
import { DEFAULT_MAIL_FROM, type MailOptions, type Mailer } from './mailer';
import { outboxMailer } from './outbox';
import { smtpMailer } from './smtp-mailer';

/** SMTP when a URL is configured, else the database outbox; `close` releases the SMTP connections. */
export function createMailer(options: MailOptions, db: Kysely<GatewayDatabase>): { mailer: Mailer; close(): void } {
  const smtpUrl = options.smtpUrl?.trim();
  if (smtpUrl) {
    const smtp = smtpMailer(smtpUrl, options.from ?? DEFAULT_MAIL_FROM);
    return { mailer: smtp, close: () => smtp.close() };
  }
  return { mailer: outboxMailer(db), close: () => undefined };
}
