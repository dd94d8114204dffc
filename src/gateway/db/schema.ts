import type { ColumnType } from 'kysely';
import type { UserKind, UserRole } from '@shared/roles';
import type { CompanySignupColumns, MailOutboxTable, OneTimeCodesTable, UserLifecycleColumns } from '../auth/lifecycle-tables';

/**
 * Timestamps are written as ISO-8601 strings; PostgreSQL reads them back as Date (timestamptz),
 * SQLite as the same string. Booleans come back from SQLite as 0 or 1.
 */
type Timestamp = ColumnType<Date | string, string, string>;
type NullableTimestamp = ColumnType<Date | string | null, string | null | undefined, string | null>;
type Flag = ColumnType<boolean | number, boolean | undefined, boolean>;

export interface CompaniesTable extends CompanySignupColumns {
  id: string;
  name: string;
  /** JSON array of the product codes the company uses. */
  products: ColumnType<string, string, string>;
  created_at: Timestamp;
}

export interface UsersTable extends UserLifecycleColumns {
  id: string;
  company_id: string;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  role: UserRole;
  kind: UserKind;
  is_active: Flag;
  is_feedback_completed: Flag;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface RoleGrantsTable {
  company_id: string;
  role: UserRole;
  permission: string;
}

export interface RefreshTokensTable {
  id: string;
  company_id: string;
  user_id: string;
  family_id: string;
  token_hash: string;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  revoked_at: NullableTimestamp;
  created_at: Timestamp;
}

export interface CompanyRegisterTable {
  company_number: string;
  company_name: string;
  /** The name upper-cased, every run of non-letters and non-digits one space: what search compares. */
  name_key: string;
  company_status: string | null;
  /** 0 for an active company, 1 otherwise: active companies are listed first. */
  status_rank: number;
  address_line_1: string | null;
  locality: string | null;
  postal_code: string | null;
  updated_at: Timestamp;
}

export interface CompanyRegisterWordsTable {
  word: string;
  company_number: string;
}

/** A stored upload; its bytes are read only when the file itself is asked for. */
export interface FilesTable {
  id: string;
  company_id: string;
  /** Null once the uploading account has been deleted. */
  uploaded_by: string | null;
  name: string;
  content_type: string;
  size: number;
  /** Hex SHA-256 of the bytes. */
  sha256: string;
  bytes: Buffer;
  created_at: Timestamp;
}

export interface GatewayDatabase {
  companies: CompaniesTable;
  users: UsersTable;
  role_grants: RoleGrantsTable;
  refresh_tokens: RefreshTokensTable;
  one_time_codes: OneTimeCodesTable;
  mail_outbox: MailOutboxTable;
  company_register: CompanyRegisterTable;
  company_register_words: CompanyRegisterWordsTable;
  files: FilesTable;
}

export type DatabaseKind = 'sqlite' | 'postgres';
