import { LOGIN_AS_PERMISSION } from './login-as';
import { ONBOARDING_AREAS, type OnboardingArea, onboardingPermission } from './permissions';

/**
 * The access model of /settings/permissions (docs/adr/0010-access-levels.md): the rights a person
 * holds are the union of their administrative role's, their custom roles' and, for the hires they
 * manage, the manager's additional access; the hires they reach are every hire, or the union of
 * their custom roles' member rules and exceptions and the hires they manage.
 */

/** The rights the access pages give: each onboarding area's view and manage, and logging in as someone. */
export const GRANTABLE_RIGHTS: readonly string[] = Object.freeze([
  ...ONBOARDING_AREAS.flatMap((area) => [onboardingPermission(area, 'view'), onboardingPermission(area, 'manage')]),
  LOGIN_AS_PERMISSION,
]);

export function isGrantableRight(right: string): boolean {
  return GRANTABLE_RIGHTS.includes(right);
}

/** What each onboarding area covers, in the words the access pages use. */
export const ACCESS_AREA_LABELS: Readonly<Record<OnboardingArea, string>> = {
  welcome: 'Welcome experience',
  home: 'Home',
  dashboard: 'Dashboard',
  my_tasks: 'Tasks',
  reports: 'Reports',
  new_hires: 'New hires (add, edit, approve pending hires)',
  fields: 'Custom fields',
  settings: 'Settings (places, plans, people, access)',
  profile: 'Own profile',
};

export const RIGHT_LEVEL_LABELS = { view: 'View', manage: 'View and change' } as const;

export const LOGIN_AS_LABEL = 'Log in as another user';

/** The administrative roles whose rights a company sets; SUPER_ADMIN is the operator's and not shown. */
export const ADMINISTRATIVE_ROLES = ['COMPANY_ADMIN', 'ADMIN', 'OPERATIONS', 'SUPPORT'] as const;
export type AdministrativeRole = (typeof ADMINISTRATIVE_ROLES)[number];

export const ADMINISTRATIVE_ROLE_LABELS: Readonly<Record<AdministrativeRole, string>> = {
  COMPANY_ADMIN: 'Company administrator',
  ADMIN: 'Administrator',
  OPERATIONS: 'Operations coordinator',
  SUPPORT: 'Support coordinator',
};

/**
 * Which hires an administrative role reaches: `every` hire of the company, or only the hires the
 * holder's custom roles reach and the hires they manage.
 */
export const ROLE_REACHES = ['every', 'custom_roles'] as const;
export type RoleReach = (typeof ROLE_REACHES)[number];

export const ROLE_REACH_LABELS: Readonly<Record<RoleReach, string>> = {
  every: 'Every hire of the company',
  custom_roles: 'Only the hires their custom roles reach and the hires they manage',
};

/** A company administrator holds every right on every hire; the page shows these as fixed. */
export const FIXED_ADMINISTRATIVE_RIGHTS: Readonly<Record<AdministrativeRole, readonly string[]>> = {
  // The welcome page is the new hire's own: staff preview it from the hire instead.
  COMPANY_ADMIN: GRANTABLE_RIGHTS.filter((right) => !right.startsWith('onb.welcome.')),
  // Every staff member keeps their own home, tasks and profile, or they could not sign in to anything.
  ADMIN: [onboardingPermission('home', 'view'), onboardingPermission('my_tasks', 'view'), onboardingPermission('profile', 'view')],
  OPERATIONS: [onboardingPermission('home', 'view'), onboardingPermission('my_tasks', 'view'), onboardingPermission('profile', 'view')],
  SUPPORT: [onboardingPermission('home', 'view'), onboardingPermission('my_tasks', 'view'), onboardingPermission('profile', 'view')],
};

export const ACCESS_PAGE_TEXT = {
  fixedRight: 'Every person with this role keeps this right.',
  companyAdminFixed: 'A company administrator holds every right on every hire, so the company always has someone who can change access.',
  rightUnknown: 'Choose rights from the list.',
  roleNameTaken: 'A custom role with this name already exists.',
  memberTwice: 'Add each person to a role once.',
  memberUnknown: 'This person is not an active staff user of your company.',
  hireUnknown: 'One of the chosen hires does not exist in your company.',
  hireIncludedAndExcluded: 'A hire cannot be both added and left out.',
  roleNotFound: 'This custom role does not exist in your company.',
  staleRole: 'Someone changed this role since you opened it. Look at their change before saving yours.',
  roleSaved: (name: string) => `Custom role “${name}” saved.`,
  roleCreated: (name: string) => `Custom role “${name}” added.`,
  roleDeleted: (name: string) => `Custom role “${name}” deleted.`,
  administrativeSaved: (label: string) => `${label} access saved.`,
  preview: 'What this change does.',
  fieldTwice: 'Send each field once.',
  fieldUnknown: 'This field does not exist in your company.',
  fieldLocked: (reason: string) => `This setting is locked: ${reason}`,
  staleEmployeeAccess: 'Someone changed the employees’ default access since you opened it. Look at their change before saving yours.',
  employeeAccess: 'Default access for employees.',
  employeeAccessSaved: 'Default access for employees saved.',
} as const;

export const CUSTOM_ROLE_NAME_MAX_LENGTH = 80;
export const CUSTOM_ROLE_DESCRIPTION_MAX_LENGTH = 500;
/** Named exceptions per member: hires added or left out by hand, beside the member's rule. */
export const MAX_MEMBER_EXCEPTIONS = 500;
