import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DatabaseKind, GatewayDatabase } from '../db/schema';
import { DEFAULT_MAIL_DELIVERY, MailDelivery } from './mail-delivery';
import { DEFAULT_MAIL_FROM, type MailOptions } from './mailer';
import { MailOutbox } from './outbox';
import { smtpTransport } from './smtp-transport';

export interface GatewayMail {
  outbox: MailOutbox;
  /** Starts the delivery worker, when there is SMTP, logging to the gateway's log. */
  start(log: FastifyBaseLogger): void;
  /** Stops the worker (waiting a little for the sends under way) and closes the SMTP connections. */
  close(): Promise<void>;
}

/** The outbox, and with an SMTP URL the delivery worker of this process; without one, mail is kept. */
export function createGatewayMail(options: MailOptions, db: Kysely<GatewayDatabase>, kind: DatabaseKind): GatewayMail {
  const smtpUrl = options.smtpUrl?.trim();
  if (!smtpUrl) {
    return { outbox: new MailOutbox(db, undefined), start: () => undefined, close: async () => undefined };
  }
  const settings = { ...DEFAULT_MAIL_DELIVERY, ...options.delivery };
  const transport = smtpTransport(smtpUrl, options.from ?? DEFAULT_MAIL_FROM, settings.concurrency);
  let delivery: MailDelivery | undefined;
  return {
    outbox: new MailOutbox(db, { wake: () => delivery?.wake() }),
    start(log) {
      delivery = new MailDelivery(db, kind, transport, smtpUrl, settings, log);
      delivery.start();
    },
    async close() {
      await delivery?.stop();
      transport.close();
    },
  };
}
