import type { ColumnType } from 'kysely';
import type { AdministrativeRole, RoleReach } from '@shared/access';

/** The access levels' tables (migration 0025, docs/adr/0010-access-levels.md). */

type Timestamp = ColumnType<Date | string, string, string>;

/** An administrative role's reach and version; no row reads as `every` at version 1. */
export interface AdministrativeRolesTable {
  company_id: string;
  role: AdministrativeRole;
  reach: RoleReach;
  version: ColumnType<number, number | undefined, number>;
}

export interface CustomRolesTable {
  id: string;
  company_id: string;
  name: string;
  /** The name lower-cased and trimmed: unique per company. */
  name_key: string;
  description: ColumnType<string, string | undefined, string>;
  version: ColumnType<number, number | undefined, number>;
  created_by: string | null;
  created_at: Timestamp;
  updated_by: string | null;
  updated_at: Timestamp;
}

export interface CustomRoleRightsTable {
  company_id: string;
  role_id: string;
  permission: string;
}

/** A holder of a custom role; also the rule-engine target (`access_member`) of the hires they reach through it. */
export interface CustomRoleMembersTable {
  id: string;
  company_id: string;
  role_id: string;
  user_id: string;
}

export type MemberHireEffect = 'include' | 'exclude';

/** A hire added to or left out of what a member reaches, whatever their rule says. */
export interface CustomRoleMemberHiresTable {
  company_id: string;
  member_id: string;
  hire_id: string;
  effect: MemberHireEffect;
}
