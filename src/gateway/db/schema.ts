import type { ColumnType } from 'kysely';
import type { UserKind, UserRole } from '@shared/roles';

/**
 * Timestamps are written as ISO-8601 strings; PostgreSQL reads them back as Date (timestamptz),
 * SQLite as the same string. Booleans come back from SQLite as 0 or 1.
 */
type Timestamp = ColumnType<Date | string, string, string>;
type NullableTimestamp = ColumnType<Date | string | null, string | null | undefined, string | null>;
type Flag = ColumnType<boolean | number, boolean | undefined, boolean>;

export interface CompaniesTable {
  id: string;
  name: string;
  /** JSON array of the product codes the company uses. */
  products: ColumnType<string, string, string>;
  created_at: Timestamp;
}

export interface UsersTable {
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

export interface GatewayDatabase {
  companies: CompaniesTable;
  users: UsersTable;
  role_grants: RoleGrantsTable;
  refresh_tokens: RefreshTokensTable;
}

export type DatabaseKind = 'sqlite' | 'postgres';
