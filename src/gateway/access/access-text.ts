/** The gateway's own sentences of the access calls; the pages' shared ones are ACCESS_PAGE_TEXT (src/shared/access.ts). */
export const ACCESS_SETTINGS_TEXT = {
  people: 'Access by person.',
  administrative: 'Administrative roles.',
  customRoles: 'Custom roles.',
  changes: 'Changes to access.',
  staleAdministrative: 'Someone changed this role’s access since you opened it. Look at their change before saving yours.',
  administrativeSubject: (label: string) => `Administrative role “${label}”`,
  customRoleSubject: (name: string) => `Custom role “${name}”`,
} as const;
