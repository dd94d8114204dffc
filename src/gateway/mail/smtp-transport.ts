import nodemailer from 'nodemailer';
import type { MailMessage } from './mailer';

/** An image the html shows by its Content-ID (`cid:…`), carried in the mail itself. */
export interface InlineImage {
  cid: string;
  contentType: string;
  content: Buffer;
}

export type OutgoingMail = Pick<MailMessage, 'to' | 'subject' | 'text' | 'html'> & { inlineImages?: readonly InlineImage[] };

/** Hands a mail to the SMTP server; `close` ends its connections. */
export interface MailTransport {
  send(message: OutgoingMail): Promise<void>;
  close(): void;
}

/**
 * nodemailer's pooled SMTP transport: up to `connections` kept open and used at once. Its timeouts
 * stay well inside a claim's lease (mail-delivery.ts), so a send that hangs fails before another
 * process may take the mail over.
 */
export function smtpTransport(smtpUrl: string, from: string, connections: number): MailTransport {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: connections,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 60_000,
  });
  return {
    async send({ to, subject, text, html, inlineImages = [] }) {
      const attachments = inlineImages.map((image) => ({
        cid: image.cid,
        filename: `${image.cid.split('@')[0] ?? 'image'}.${image.contentType.split('/')[1] ?? 'png'}`,
        content: image.content,
        contentType: image.contentType,
        contentDisposition: 'inline' as const,
      }));
      await transport.sendMail({ from, to, subject, text, html, ...(attachments.length === 0 ? {} : { attachments }) });
    },
    close: () => transport.close(),
  };
}

const MAX_REASON_LENGTH = 500;

export interface DeliveryFailure {
  /** What went wrong, as the server or the network said it, without the SMTP credentials. */
  reason: string;
  /** The server refused this mail or its recipient for good (a 5xx reply): trying again cannot help. */
  permanent: boolean;
}

/** A failed send as the outbox records it and the log tells it. */
export function deliveryFailure(error: unknown, smtpUrl: string): DeliveryFailure {
  const details = (typeof error === 'object' && error !== null ? error : {}) as { code?: unknown; permanent?: unknown };
  let reason = (error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ').trim();
  const { username, password } = URL.canParse(smtpUrl) ? new URL(smtpUrl) : { username: '', password: '' };
  for (const secret of [password, decodeURIComponent(password), username, decodeURIComponent(username)]) {
    if (secret.length > 0) reason = reason.replaceAll(secret, '[redacted]');
  }
  const refusedMail = details.code === 'EENVELOPE' || details.code === 'EMESSAGE';
  return { reason: reason.slice(0, MAX_REASON_LENGTH) || 'unknown failure', permanent: refusedMail && details.permanent === true };
}
