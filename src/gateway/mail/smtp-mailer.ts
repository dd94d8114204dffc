import nodemailer from 'nodemailer';
import type { Mailer } from './mailer';

/** Delivers through an SMTP server named by URL; the transport is made once and reused. */
export function smtpMailer(smtpUrl: string, from: string): Mailer & { close(): void } {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send({ to, subject, text, html }) {
      await transport.sendMail({ from, to, subject, text, html });
    },
    close: () => transport.close(),
  };
}
