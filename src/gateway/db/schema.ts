import type { ColumnType } from 'kysely';
import type { AssigneeRole, EmploymentStatus, HireStatus, TaskCategory, TaskStatus } from '@shared/onboarding';
import type { CustomFieldFiller, CustomFieldType } from '@shared/custom-fields';
import type { DueOffsetUnit, HolidayOrigin } from '@shared/working-days';
import type { UserKind, UserRole } from '@shared/roles';
import type {
  AdministrativeRolesTable,
  CustomRoleMemberHiresTable,
  CustomRoleMembersTable,
  CustomRoleRightsTable,
  CustomRolesTable,
  DefaultAccessSettingsTable,
  EmployeeFieldAccessTable,
  ManagerFieldAccessTable,
} from '../access/access-tables';
import type { CriteriaLinksTable, CriteriaTargetsTable, HireCriteriaTable, SettingChangesTable } from '../criteria/criteria-tables';
import type { CodeRequestsTable, CompanySignupColumns, MailOutboxTable, OneTimeCodesTable, UserLifecycleColumns } from '../auth/lifecycle-tables';

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
  /** #rrggbb, the welcome experience's accent colour. */
  brand_color: ColumnType<string, string | undefined, string>;
  logo_file_id: ColumnType<string | null, string | null | undefined, string | null>;
  website: ColumnType<string | null, string | null | undefined, string | null>;
  /** The ISO weekdays the company works, as digits: '12345' is Monday to Friday (migration 0017). */
  working_days: ColumnType<string, string | undefined, string>;
  /** Raised by each change of the branding (migration 0028). */
  branding_version: ColumnType<number, number | undefined, number>;
  branding_updated_at: NullableTimestamp;
}

/** A branded asset other than the logo for light backgrounds (migration 0028): its image and sides. */
export interface BrandAssetsTable {
  company_id: string;
  /** A BrandAssetKind other than `logoLight`. */
  kind: string;
  file_id: string;
  width: number;
  height: number;
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
  /** Raised by each change made through the people calls (migration 0024). */
  version: ColumnType<number, number | undefined, number>;
  /** When and by whom the last invitation was mailed (migration 0024). */
  invited_at: NullableTimestamp;
  invited_by: ColumnType<string | null, string | null | undefined, string | null>;
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
  /** Set when the family is an administrator acting as user_id (log in as a user): the administrator. */
  acting_user_id: ColumnType<string | null, string | null | undefined, string | null>;
}

type ImpersonationEnd = 'returned' | 'signed-out' | 'revoked';

/** Every start and end of an administrator acting as another user. */
export interface ImpersonationLogTable {
  id: string;
  company_id: string;
  actor_user_id: string | null;
  actor_name: string;
  target_user_id: string | null;
  target_name: string;
  family_id: string;
  started_at: Timestamp;
  ended_at: NullableTimestamp;
  end_reason: ColumnType<ImpersonationEnd | null, ImpersonationEnd | null | undefined, ImpersonationEnd | null>;
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

type Defaulted<T> = ColumnType<T, T | undefined, T>;
type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;

export interface DepartmentsTable {
  id: string;
  company_id: string;
  name: string;
  created_at: Timestamp;
  /** Migration 0021: the id another system knows it by; archived ones stay on hires and rules. */
  external_id: Nullable<string>;
  archived_at: NullableTimestamp;
  version: Defaulted<number>;
}

/** The company's own criteria values (migration 0021); `hire_other_criteria` holds those set on each hire. */
export type OtherCriteriaTable = DepartmentsTable;

export interface HireOtherCriteriaTable {
  company_id: string;
  hire_id: string;
  other_criterion_id: string;
}

export interface LocationsTable extends DepartmentsTable {
  address: Nullable<string>;
  /** A timezone entry's text (@shared/timezones). */
  timezone: Nullable<string>;
  /** The country code (and region code) its public holidays are imported from (migration 0017). */
  holiday_country: Nullable<string>;
  holiday_region: Nullable<string>;
}

/** A location's day off: imported from its public holidays or the company's own; `removed` keeps an imported day off the calendar. */
export interface LocationHolidaysTable {
  company_id: string;
  location_id: string;
  /** YYYY-MM-DD. */
  day: string;
  name: string;
  origin: HolidayOrigin;
  removed: Flag;
  created_at: Timestamp;
}

export interface NewHiresTable {
  id: string;
  company_id: string;
  first_name: string;
  last_name: string;
  preferred_name: Nullable<string>;
  /** Lower-cased names and email with accents removed: what search compares. */
  search_text: string;
  /** Lower-cased "first last": the name sort key. */
  sort_name: string;
  personal_email: string;
  work_email: Nullable<string>;
  phone: Nullable<string>;
  job_title: string;
  department_id: Nullable<string>;
  location_id: Nullable<string>;
  employment_status: EmploymentStatus;
  /** YYYY-MM-DD. */
  start_date: string;
  timezone: string;
  manager_id: Nullable<string>;
  coordinator_id: Nullable<string>;
  buddy_id: Nullable<string>;
  user_id: Nullable<string>;
  status: HireStatus;
  /** JSON object of custom field values. */
  custom_fields: Defaulted<string>;
  /** Sanitised rich text. */
  welcome_message: Defaulted<string>;
  /** JSON of FirstDay. */
  first_day: Defaulted<string>;
  created_by: Nullable<string>;
  created_at: Timestamp;
  updated_by: Nullable<string>;
  updated_at: Timestamp;
  version: Defaulted<number>;
}

/** Hires per company, start date and status, kept by triggers (migration 0005): the list's status counts. */
export interface HireStartCountsTable {
  company_id: string;
  /** YYYY-MM-DD. */
  start_date: string;
  status: HireStatus;
  hire_count: number;
}

/** Numbers per company that triggers raise when what the gateway keeps in memory changes (migration 0007). */
export interface CompanyGenerationsTable {
  company_id: string;
  access: number;
  hires: number;
  shown: number;
  tasks: number;
}

/** Tasks of hires not withdrawn per company (`counted_for` 'company') or assignee, status, category and due date (migration 0016). */
export interface TaskCountsTable {
  company_id: string;
  counted_for: string;
  status: TaskStatus;
  task_category: TaskCategory;
  due_date: string;
  task_count: number;
}

export interface TaskCommentsTable {
  id: string;
  company_id: string;
  task_id: string;
  author_id: string | null;
  body: string;
  created_at: Timestamp;
  /** The Idempotency-Key the comment was sent with, if any (migration 0009). */
  request_key: string | null;
}

/** The first answer to a change sent with an Idempotency-Key (migration 0008). */
export interface IdempotencyKeysTable {
  company_id: string;
  user_id: string;
  idempotency_key: string;
  operation: string;
  fingerprint: string;
  status_code: number | null;
  answer: string | null;
  created_at: Timestamp;
}

export interface NewHireChangesTable {
  id: string;
  company_id: string;
  hire_id: string;
  field: string;
  old_value: string | null;
  new_value: string | null;
  changed_by: string | null;
  changed_at: Timestamp;
}

export interface PlanTemplatesTable {
  id: string;
  company_id: string;
  name: string;
  description: Defaulted<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
  version: Defaulted<number>;
  auto_assign: Flag;
  archived_at: NullableTimestamp;
}

export interface PlanTaskTemplatesTable {
  id: string;
  company_id: string;
  plan_template_id: string;
  position: number;
  title: string;
  description: Defaulted<string>;
  task_category: TaskCategory;
  assignee_role: AssigneeRole;
  assignee_user_id: Nullable<string>;
  due_offset_days: number;
  due_offset_unit: Defaulted<DueOffsetUnit>;
  version: Defaulted<number>;
}

export interface HirePlansTable {
  id: string;
  company_id: string;
  hire_id: string;
  plan_template_id: string | null;
  name: string;
  assigned_by: string | null;
  assigned_at: Timestamp;
}

export interface HireTasksTable {
  id: string;
  company_id: string;
  hire_id: string;
  hire_plan_id: Nullable<string>;
  plan_task_template_id: Nullable<string>;
  title: string;
  description: Defaulted<string>;
  task_category: TaskCategory;
  assignee_role: AssigneeRole;
  assignee_id: Nullable<string>;
  assignee_note: Nullable<string>;
  /** YYYY-MM-DD. */
  due_date: string;
  /** The due rule the task was made from; null for a task added by hand. */
  due_offset_days: Nullable<number>;
  due_offset_unit: Nullable<DueOffsetUnit>;
  status: Defaulted<TaskStatus>;
  blocked_reason: Nullable<string>;
  completed_by: Nullable<string>;
  completed_at: NullableTimestamp;
  created_by: Nullable<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
  version: Defaulted<number>;
}

export interface HireDocumentsTable {
  id: string;
  company_id: string;
  hire_id: string;
  file_id: string;
  title: string;
  uploaded_by: string | null;
  created_at: Timestamp;
}

export interface GatewayDatabase {
  companies: CompaniesTable;
  users: UsersTable;
  role_grants: RoleGrantsTable;
  refresh_tokens: RefreshTokensTable;
  one_time_codes: OneTimeCodesTable;
  mail_outbox: MailOutboxTable;
  code_requests: CodeRequestsTable;
  company_register: CompanyRegisterTable;
  company_register_words: CompanyRegisterWordsTable;
  files: FilesTable;
  departments: DepartmentsTable;
  locations: LocationsTable;
  other_criteria: OtherCriteriaTable;
  hire_other_criteria: HireOtherCriteriaTable;
  location_holidays: LocationHolidaysTable;
  new_hires: NewHiresTable;
  new_hire_changes: NewHireChangesTable;
  hire_start_counts: HireStartCountsTable;
  company_generations: CompanyGenerationsTable;
  task_counts: TaskCountsTable;
  task_comments: TaskCommentsTable;
  idempotency_keys: IdempotencyKeysTable;
  plan_templates: PlanTemplatesTable;
  plan_task_templates: PlanTaskTemplatesTable;
  hire_plans: HirePlansTable;
  hire_tasks: HireTasksTable;
  hire_documents: HireDocumentsTable;
  impersonation_log: ImpersonationLogTable;
  criteria_targets: CriteriaTargetsTable;
  criteria_links: CriteriaLinksTable;
  hire_criteria: HireCriteriaTable;
  setting_changes: SettingChangesTable;
  custom_fields: CustomFieldsTable;
  hire_field_values: HireFieldValuesTable;
  administrative_roles: AdministrativeRolesTable;
  custom_roles: CustomRolesTable;
  custom_role_rights: CustomRoleRightsTable;
  custom_role_members: CustomRoleMembersTable;
  custom_role_member_hires: CustomRoleMemberHiresTable;
  employee_field_access: EmployeeFieldAccessTable;
  manager_field_access: ManagerFieldAccessTable;
  default_access_settings: DefaultAccessSettingsTable;
  brand_assets: BrandAssetsTable;
  welcome_pages: WelcomePagesTable;
  welcome_page_versions: WelcomePageVersionsTable;
  welcome_form_submissions: WelcomeFormSubmissionsTable;
  welcome_page_images: WelcomePageImagesTable;
}

/** A company's welcome page (migration 0027): its draft, and the version hires get (null: a draft). */
export interface WelcomePagesTable {
  id: string;
  company_id: string;
  title: string;
  /** 1 for the first page a hire sees; removed pages keep theirs. */
  position: number;
  /** JSON array of the draft's blocks, as stored (image blocks with their sides). */
  blocks: Defaulted<string>;
  published_version: Nullable<number>;
  removed_at: NullableTimestamp;
  version: Defaulted<number>;
  created_by: Nullable<string>;
  created_at: Timestamp;
  updated_by: Nullable<string>;
  updated_at: Timestamp;
}

/** A published version of a page (migration 0027), never changed. */
export interface WelcomePageVersionsTable {
  company_id: string;
  page_id: string;
  number: number;
  title: string;
  blocks: string;
  published_by: Nullable<string>;
  published_at: Timestamp;
}

/** A hire sent a page's form (migration 0027): on which version, when. */
export interface WelcomeFormSubmissionsTable {
  company_id: string;
  hire_id: string;
  page_id: string;
  block_id: string;
  page_version: number;
  submitted_by: Nullable<string>;
  submitted_at: Timestamp;
}

/** A stored image a page's draft or one of its versions shows (migration 0027). */
export interface WelcomePageImagesTable {
  company_id: string;
  page_id: string;
  file_id: string;
}

/** A company's custom field of a hire (migration 0022); `type` and `field_key` never change. */
export interface CustomFieldsTable {
  id: string;
  company_id: string;
  field_key: string;
  label: string;
  help_text: string | null;
  section: string;
  type: CustomFieldType;
  /** JSON array of CustomFieldOption. */
  options: Defaulted<string>;
  /** JSON of CustomFieldValidation. */
  validation: Defaulted<string>;
  filled_by: CustomFieldFiller;
  archived_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
  version: Defaulted<number>;
}

/** The values of a hire's filterable custom fields, one row per value (migration 0022). */
export interface HireFieldValuesTable {
  company_id: string;
  hire_id: string;
  field_id: string;
  value_text: string;
  value_number: number | null;
}

export type DatabaseKind = 'sqlite' | 'postgres';
