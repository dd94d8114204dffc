/** One mail, with both its parts. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The company the mail is about, kept with it in the outbox. */
  companyId?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export const DEFAULT_MAIL_FROM = 'HCM Onboarding <no-reply@hcm-onboarding.local>';
export const DEFAULT_APP_WEB_URL = 'http://127.0.0.1:5180';

/** Where mail goes: SMTP when a URL is given, else the outbox table of the gateway's database. */
export interface MailOptions {
  /** e.g. smtp://user:pass@mail.example:587 or smtps://…; unset keeps mail in the outbox. */
  smtpUrl?: string;
  /** The From header; default 'HCM Onboarding <no-reply@hcm-onboarding.local>'. */
  from?: string;
  /** The local web host the links in mails open; default http://127.0.0.1:5180. */
  appWebUrl?: string;
}
