/**
 * Every address of the app, by name: the renderer's router, its links and the shell's
 * notifications all take their paths from here. Spec section 2 spells the new hire's welcome page
 * `/welcome-experiance`; the customer's links use that spelling, so it stays.
 */
export const ROUTES = {
  root: '/',
  signIn: '/sign-in',
  signUp: '/sign-up',
  forgotPassword: '/forgot-password',
  setNewPassword: '/set-new-password',
  resetPassword: '/reset-password',
  otpVerification: '/otp-verification',
  changePassword: '/change-password',
  myProfile: '/my-profile',
  welcome: '/welcome-experiance',
  home: '/home',
  dashboard: '/dashboard',
  tasks: '/tasks',
  newHires: '/new-hiring',
  addNewHire: '/new-hiring/add-new-hire',
  hireDetails: '/new-hiring/add-new-hire/hire-details',
  hireInfo: '/new-hiring/new-hire-info',
  hireWelcomePreview: '/new-hiring/new-hire-info/preview-welcome-experience',
  hireProfile: '/new-hiring/profile',
  hireProfileEdit: '/new-hiring/profile/edit',
  reports: '/reports',
  settings: '/settings',
  settingsFields: '/settings/fields',
  settingsAddField: '/settings/fields/add-field',
  settingsLocations: '/settings/locations',
  settingsTasks: '/settings/tasks',
  settingsDepartment: '/settings/department',
  settingsOtherCriteria: '/settings/other-criteria',
  settingsBrandedAssets: '/settings/branded-assets',
  settingsPages: '/settings/pages',
  settingsPageRules: '/settings/pages/page-rules',
  settingsPermissions: '/settings/permissions',
  settingsAdministrativeAccess: '/settings/permissions/administrative-edit-access',
  settingsCustomAccess: '/settings/permissions/custom-access',
  settingsEmployeeAccess: '/settings/permissions/default-access-for-employee',
  settingsManagerAccess: '/settings/permissions/manager-additional-access',
  settingsOverview: '/settings/settings-overview',
  settingsPreview: '/settings/preview',
  settingsPreviewExperience: '/settings/preview-experience',
} as const;

export type RoutePath = (typeof ROUTES)[keyof typeof ROUTES];

type Query = Readonly<Record<string, string | readonly string[] | undefined>>;

/** A path with its query; a list gives one parameter per value, an undefined value none. */
function withQuery(path: RoutePath, query: Query): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    for (const each of typeof value === 'string' ? [value] : (value ?? [])) params.append(name, each);
  }
  const search = params.toString();
  return search === '' ? path : `${path}?${search}`;
}

/** The links that carry something: a screen about one hire takes it as `?id=<hireId>`. */
export const routes = {
  hireInfo: (hireId: string) => withQuery(ROUTES.hireInfo, { id: hireId }),
  hireProfile: (hireId: string) => withQuery(ROUTES.hireProfile, { id: hireId }),
  hireProfileEdit: (hireId: string) => withQuery(ROUTES.hireProfileEdit, { id: hireId }),
  hireWelcomePreview: (hireId: string) => withQuery(ROUTES.hireWelcomePreview, { id: hireId }),
  /** A hire's whole welcome experience, page by page, as they would walk it. */
  settingsPreviewExperience: (hireId: string) => withQuery(ROUTES.settingsPreviewExperience, { id: hireId }),
  /** The add-field form, editing the field named. */
  settingsEditField: (fieldId: string) => withQuery(ROUTES.settingsAddField, { id: fieldId }),
  /** The welcome pages, with the editor of the page named open. */
  settingsPage: (pageId: string) => withQuery(ROUTES.settingsPages, { page: pageId }),
  /** The hires list; its status filter is a multiselect, one `status` parameter per chosen status. */
  newHires: (filters: { status?: readonly string[] } = {}) => withQuery(ROUTES.newHires, filters),
  /** The task list, filtered as the task list's own filters write it. */
  tasks: (filters: { due?: 'overdue'; whose?: 'all' } = {}) => withQuery(ROUTES.tasks, filters),
  signIn: (query: { returnTo?: string } = {}) => withQuery(ROUTES.signIn, query),
  otpVerification: (query: { id: string; type: 'email' }) => withQuery(ROUTES.otpVerification, query),
  /** As the welcome mail's link opens it: `userId` is the account's email. */
  setNewPassword: (query: { userId: string }) => withQuery(ROUTES.setNewPassword, query),
} as const;

/**
 * The screens a mail may open, each with the only query parameters it reads, in order. The desktop
 * app opens them from `hcm://<screen>?…`, the local web host at `<its address>/<screen>?…`.
 */
export const MAIL_SCREENS = {
  signIn: [],
  forgotPassword: [],
  setNewPassword: ['userId'],
  resetPassword: ['userId', 'code'],
  otpVerification: ['id', 'type'],
} as const satisfies Partial<Record<keyof typeof ROUTES, readonly string[]>>;

export type MailScreen = keyof typeof MAIL_SCREENS;
