import type { MailDeliverySettings } from './mail-delivery';

/** Which template a mail comes from; kept with it in the outbox and named in the delivery logs. */
export type MailKind = 'welcome' | 'password-reset' | 'verification' | 'new-hire-invite' | 'staff-invite' | 'signup-attempt';

/** One mail, with both its parts. */
export interface MailMessage {
  kind: MailKind;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The company the mail is about, kept with it in the outbox. */
  companyId?: string;
  /** The company's email header, a stored image of `companyId`, attached inline as `cid:${MAIL_HEADER_CID}` when the mail is sent. */
  headerImageFileId?: string;
}

/** The Content-ID the email header image goes under; the html names it as `cid:…`. */
export const MAIL_HEADER_CID = 'email-header@hcm-onboarding';

export const DEFAULT_MAIL_FROM = 'HCM Onboarding <no-reply@hcm-onboarding.local>';
export const DEFAULT_APP_WEB_URL = 'http://127.0.0.1:5180';

/** Where mail goes: through SMTP when a URL is given, else kept in the outbox table of the gateway's database. */
export interface MailOptions {
  /** e.g. smtp://user:pass@mail.example:587 or smtps://…; unset keeps mail in the outbox. */
  smtpUrl?: string;
  /** The From header; default 'HCM Onboarding <no-reply@hcm-onboarding.local>'. */
  from?: string;
  /** The local web host the links in mails open; default http://127.0.0.1:5180. */
  appWebUrl?: string;
  /** Attempts, retries, leases and polling of the delivery worker (with an SMTP URL only). */
  delivery?: Partial<MailDeliverySettings>;
}
