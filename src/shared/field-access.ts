import type { BuiltInFieldKey } from './built-in-fields';

/**
 * Field access (docs/adr/0010-access-levels.md, "Fields"): what an employee sees and changes of
 * their own record, what the rest of the company sees of it, and what a manager sees and changes
 * of the hires they manage. A field is a built-in key (`job_title`) or a custom field's id.
 */
export const FIELD_LEVELS = ['hidden', 'view', 'edit'] as const;
export type FieldLevel = (typeof FIELD_LEVELS)[number];

export const FIELD_LEVEL_LABELS: Readonly<Record<FieldLevel, string>> = {
  hidden: 'Hidden',
  view: 'View',
  edit: 'View and edit',
};

/** A manager's access to their reports' tasks. */
export const MANAGER_TASK_LEVELS = ['view', 'edit'] as const;
export type ManagerTaskLevel = (typeof MANAGER_TASK_LEVELS)[number];

export const MANAGER_TASK_LEVEL_LABELS: Readonly<Record<ManagerTaskLevel, string>> = {
  view: 'View their reports’ tasks',
  edit: 'View and edit their reports’ tasks',
};

/** One field as an employee holds it: for themselves, and whether the company sees it. */
export interface EmployeeFieldSetting {
  self: FieldLevel;
  visibleToCompany: boolean;
}

/** Why a setting cannot be changed; the page greys it and says this. */
export const FIELD_LOCK_REASONS = {
  identity: 'Everyone needs a colleague’s name to work with them.',
  setByHr: 'HR sets this: it decides the plan, the people and the dates of the onboarding.',
  welcomePage: 'The welcome page shows it to the new hire.',
  signIn: 'The new hire signs in and is invited with this address; HR changes it in the profile.',
  sensitive: 'A sensitive field is never shown to the company or to managers.',
} as const;
export type FieldLockReason = (typeof FIELD_LOCK_REASONS)[keyof typeof FIELD_LOCK_REASONS];

export interface BuiltInEmployeeDefault extends EmployeeFieldSetting {
  /** When set, `self` cannot be changed, for this reason. */
  selfLocked?: FieldLockReason;
  /** When set, `visibleToCompany` cannot be changed, for this reason. */
  companyLocked?: FieldLockReason;
}

/** Each built-in field's default for employees, and what of it is locked. */
export const BUILT_IN_EMPLOYEE_DEFAULTS: Readonly<Record<BuiltInFieldKey, BuiltInEmployeeDefault>> = {
  first_name: { self: 'view', visibleToCompany: true, selfLocked: FIELD_LOCK_REASONS.setByHr, companyLocked: FIELD_LOCK_REASONS.identity },
  last_name: { self: 'view', visibleToCompany: true, selfLocked: FIELD_LOCK_REASONS.setByHr, companyLocked: FIELD_LOCK_REASONS.identity },
  preferred_name: { self: 'edit', visibleToCompany: true, companyLocked: FIELD_LOCK_REASONS.identity },
  personal_email: { self: 'view', visibleToCompany: false, selfLocked: FIELD_LOCK_REASONS.signIn },
  phone: { self: 'edit', visibleToCompany: false },
  work_email: { self: 'view', visibleToCompany: true },
  job_title: { self: 'view', visibleToCompany: true, selfLocked: FIELD_LOCK_REASONS.welcomePage },
  department: { self: 'view', visibleToCompany: true, selfLocked: FIELD_LOCK_REASONS.setByHr },
  location: { self: 'view', visibleToCompany: true, selfLocked: FIELD_LOCK_REASONS.setByHr },
  employment_status: { self: 'view', visibleToCompany: false },
  start_date: { self: 'view', visibleToCompany: true, selfLocked: FIELD_LOCK_REASONS.setByHr },
  timezone: { self: 'edit', visibleToCompany: false },
  manager: { self: 'view', visibleToCompany: true, selfLocked: FIELD_LOCK_REASONS.setByHr },
  coordinator: { self: 'view', visibleToCompany: false, selfLocked: FIELD_LOCK_REASONS.welcomePage },
  buddy: { self: 'view', visibleToCompany: false, selfLocked: FIELD_LOCK_REASONS.welcomePage },
};

/** A custom field's default for employees: those the new hire fills they may edit; none is shown to the company until the company says so. */
export function customEmployeeDefault(field: { filledBy: string; type: string }): BuiltInEmployeeDefault {
  if (field.type === 'sensitive') return { self: 'view', visibleToCompany: false, companyLocked: FIELD_LOCK_REASONS.sensitive };
  return { self: field.filledBy === 'new_hire' ? 'edit' : 'view', visibleToCompany: false };
}

export interface ManagerFieldDefault {
  level: FieldLevel;
  locked?: FieldLockReason;
}

/** What a manager sees of their reports' built-in fields by default; names and the onboarding's shape are always seen. */
export const BUILT_IN_MANAGER_DEFAULTS: Readonly<Record<BuiltInFieldKey, ManagerFieldDefault>> = {
  first_name: { level: 'view', locked: FIELD_LOCK_REASONS.identity },
  last_name: { level: 'view', locked: FIELD_LOCK_REASONS.identity },
  preferred_name: { level: 'view', locked: FIELD_LOCK_REASONS.identity },
  personal_email: { level: 'hidden' },
  phone: { level: 'view' },
  work_email: { level: 'view' },
  job_title: { level: 'view' },
  department: { level: 'view', locked: FIELD_LOCK_REASONS.setByHr },
  location: { level: 'view', locked: FIELD_LOCK_REASONS.setByHr },
  employment_status: { level: 'view' },
  start_date: { level: 'view', locked: FIELD_LOCK_REASONS.setByHr },
  timezone: { level: 'view' },
  manager: { level: 'view', locked: FIELD_LOCK_REASONS.setByHr },
  coordinator: { level: 'view' },
  buddy: { level: 'view' },
};

export function customManagerDefault(field: { type: string }): ManagerFieldDefault {
  if (field.type === 'sensitive') return { level: 'hidden', locked: FIELD_LOCK_REASONS.sensitive };
  return { level: 'view' };
}

export const DEFAULT_MANAGER_TASK_LEVEL: ManagerTaskLevel = 'view';
export const DEFAULT_MANAGER_MANAGES_DOCUMENTS = true;
