/** Staff roles of the spec. */
export const STAFF_ROLES = ['SUPER_ADMIN', 'COMPANY_ADMIN', 'OPERATIONS', 'SUPPORT', 'ADMIN'] as const;
/** The new hire's own account: signs in to see their welcome experience and tasks. */
export const NEW_HIRE_ROLE = 'NEW_HIRE' as const;

export const USER_ROLES = [...STAFF_ROLES, NEW_HIRE_ROLE] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const USER_KINDS = ['staff', 'new_hire'] as const;
export type UserKind = (typeof USER_KINDS)[number];
