import { LOGIN_AS_PERMISSION } from '@shared/login-as';
import { ONBOARDING_AREAS, type OnboardingArea, onboardingPermission } from '@shared/permissions';
import { USER_ROLES, type UserRole } from '@shared/roles';

type Right = 'view' | 'manage';

function rights(areas: Partial<Record<OnboardingArea, readonly Right[]>>): string[] {
  return ONBOARDING_AREAS.flatMap((area) => (areas[area] ?? []).map((right) => onboardingPermission(area, right)));
}

const BOTH = ['view', 'manage'] as const;
const VIEW = ['view'] as const;

// Staff preview a hire's welcome experience from the hire; the page itself is the new hire's own.
const everyArea: Partial<Record<OnboardingArea, readonly Right[]>> = Object.fromEntries(
  ONBOARDING_AREAS.filter((area) => area !== 'welcome').map((area) => [area, BOTH]),
);

/** The grants a new company starts with; a company may change its own later. */
export const DEFAULT_ROLE_GRANTS: Readonly<Record<UserRole, readonly string[]>> = {
  SUPER_ADMIN: [...rights(everyArea), LOGIN_AS_PERMISSION],
  COMPANY_ADMIN: [...rights(everyArea), LOGIN_AS_PERMISSION],
  ADMIN: rights(everyArea).filter((permission) => permission !== onboardingPermission('settings', 'manage')),
  OPERATIONS: rights({
    home: BOTH,
    dashboard: BOTH,
    my_tasks: BOTH,
    new_hires: BOTH,
    reports: BOTH,
    fields: VIEW,
    settings: VIEW,
    profile: BOTH,
  }),
  SUPPORT: rights({ home: BOTH, dashboard: BOTH, my_tasks: BOTH, new_hires: VIEW, profile: BOTH }),
  NEW_HIRE: rights({ welcome: VIEW, home: BOTH, my_tasks: BOTH, profile: BOTH }),
};

/** The grant rows a new company starts with: every role's default permissions. */
export function defaultGrantRows(companyId: string): { company_id: string; role: UserRole; permission: string }[] {
  return USER_ROLES.flatMap((role) => DEFAULT_ROLE_GRANTS[role].map((permission) => ({ company_id: companyId, role, permission })));
}
