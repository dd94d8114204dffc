import type { ColumnType } from 'kysely';
import type { AdministrativeRole, RoleReach } from '@shared/access';
import type { FieldLevel, ManagerTaskLevel } from '@shared/field-access';

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

type Flag = ColumnType<boolean | number, boolean | undefined, boolean>;

/** An employee's access to one field of their own record (migration 0026); no row reads as its default. */
export interface EmployeeFieldAccessTable {
  company_id: string;
  /** A built-in key or a custom field's id. */
  field_key: string;
  self_level: FieldLevel;
  visible_to_company: Flag;
}

/** A manager's access to one field of the hires they manage; no row reads as its default. */
export interface ManagerFieldAccessTable {
  company_id: string;
  field_key: string;
  level: FieldLevel;
}

/** The manager's access to reports' tasks and documents, and the two default-access pages' versions. */
export interface DefaultAccessSettingsTable {
  company_id: string;
  manager_tasks: ColumnType<ManagerTaskLevel, ManagerTaskLevel | undefined, ManagerTaskLevel>;
  manager_documents: ColumnType<boolean | number, boolean | undefined, boolean>;
  employee_version: ColumnType<number, number | undefined, number>;
  manager_version: ColumnType<number, number | undefined, number>;
}
