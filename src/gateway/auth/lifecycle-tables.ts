import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date | string, string, string>;
type NullableTimestamp = ColumnType<Date | string | null, string | null | undefined, string | null>;
type Flag = ColumnType<boolean | number, boolean | undefined, boolean>;
type OptionalText = ColumnType<string | null, string | null | undefined, string | null>;

/** What a company gave at sign-up; companies made otherwise (the demo) leave them empty. */
export interface CompanySignupColumns {
  country: OptionalText;
  company_number: OptionalText;
  company_size: OptionalText;
  address: OptionalText;
  postal_code: OptionalText;
  contact_number: OptionalText;
  /** JSON array of the sign-up product codes as chosen, BUZZHR and CLOCKLOG included. */
  signup_products: OptionalText;
}

export interface UserLifecycleColumns {
  /** Set while the user still holds the temporary password mailed at sign-up. */
  must_change_password: Flag;
  email_verified_at: NullableTimestamp;
}

export const ONE_TIME_CODE_PURPOSES = ['password_reset', 'email_verification'] as const;
export type OneTimeCodePurpose = (typeof ONE_TIME_CODE_PURPOSES)[number];

export interface OneTimeCodesTable {
  id: string;
  company_id: string;
  user_id: string;
  purpose: OneTimeCodePurpose;
  /** HMAC-SHA256 of purpose, user and code with the gateway's secret. */
  code_hash: string;
  failed_attempts: ColumnType<number, number | undefined, number>;
  expires_at: Timestamp;
  /** Set when used, or when a newer code of the same purpose replaced it. */
  spent_at: NullableTimestamp;
  created_at: Timestamp;
}

/** A forgot-password or resend-otp request waiting for a resolver; removed once resolved. */
export interface CodeRequestsTable {
  id: string;
  /** As typed (trimmed and lower-cased by the contract), whether or not it has an account. */
  email: string;
  purpose: OneTimeCodePurpose;
  requested_at: Timestamp;
}

/** kept: held in the outbox, there being no SMTP; queued, sending, sent, failed: on its way through SMTP. */
export const MAIL_STATUSES = ['kept', 'queued', 'sending', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

export interface MailOutboxTable {
  id: string;
  company_id: OptionalText;
  /** Which template made it (welcome, password-reset, …); null for mails kept before it was recorded. */
  kind: OptionalText;
  to_address: string;
  subject: string;
  /** Emptied once the mail is sent or has failed: the bodies carry temporary passwords and codes. */
  text: string;
  html: string;
  status: MailStatus;
  /** Sends started, counted when a process claims the mail. */
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: Timestamp;
  /** The claim of the process sending it, and until when it holds. */
  claim_token: OptionalText;
  lease_until: NullableTimestamp;
  /** The last failure as the SMTP server or the network gave it; never a body or a credential. */
  last_error: OptionalText;
  queued_at: Timestamp;
  sent_at: NullableTimestamp;
  /** The email header image the mail shows inline (migration 0028); let go of with the body. */
  header_image_file_id: OptionalText;
}
