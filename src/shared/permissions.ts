/**
 * The permission catalogue of spec section 6 as dotted ids: `<prefix>.<area>[.<scope>].<right>`.
 * Which role holds which permission is the gateway's business (role grants), not the catalogue's.
 */
function grid(prefix: string, areas: readonly string[], rights: readonly string[]): string[] {
  return areas.flatMap((area) => rights.map((right) => `${prefix}.${area}.${right}`));
}

const CRUD = ['create', 'view', 'update', 'delete'] as const;
const ADD_VIEW_EDIT_DELETE = ['add', 'view', 'edit', 'delete'] as const;

const performance = [
  ...grid('prf', ['one_on_ones.own', 'one_on_ones.templates', 'one_on_ones.team', 'one_on_ones.all'], [...CRUD, 'cancel', 'duplicate']),
  ...['give', 'request', 'private_notes', 'view_own', 'view_team', 'view_all'].map((r) => `prf.feedback.${r}`),
  ...['view_own', 'edit', 'share', 'comment', 'review', 'custom_settings'].map((r) => `prf.updates.${r}`),
  ...grid('prf', ['goals.my', 'goals.department', 'goals.company'], CRUD),
  'prf.goals.view_team',
  'prf.goals.view_all',
  ...['perform', 'enable_peer_review', 'view'].map((r) => `prf.reviews.${r}`),
  ...['plan_edit', 'skills', 'levels', 'growth_areas', 'career_vision'].map((r) => `prf.career.${r}`),
  'prf.directory.view_list',
  'prf.directory.view_profile',
  ...['one_on_one', 'feedback', 'career', 'goals', 'review', 'compensation'].map((r) => `prf.reports.${r}`),
  ...[
    'view_own',
    'active_cycles',
    'completed_cycles',
    'give_recommendation',
    'approve_recommendation',
    'view_team',
    'view_all',
    'download_team',
    'download_all',
  ].map((r) => `prf.compensation.${r}`),
  ...[
    'add',
    'view',
    'edit',
    'reset_password',
    'activate_deactivate',
    'resend_invite',
    'login_as_user',
    'departments',
    'groups',
    'impersonation_log',
    'roles',
    'user_attributes',
  ].map((r) => `prf.settings.people.${r}`),
  ...[
    'company_profile',
    'integration',
    'notifications',
    'single_sign_on',
    'account_status',
    'templates',
    'questions',
    'career_plans',
    'groups',
    'skills',
    'categories',
    'library',
    'goal_cycles',
  ].map((r) => `prf.settings.${r}`),
  ...['create', 'launch', 'remind', 'approve_peer_nomination', 'end'].map((r) => `prf.settings.review_cycles.${r}`),
  ...['employee_pay', 'bands', 'cycles'].map((r) => `prf.settings.compensation.${r}`),
  ...['one_on_one', 'feedback', 'updates'].map((r) => `prf.settings.logs.${r}`),
];

const admin = ['dashboard', 'user_management', 'company_management', 'audit_logs', 'backup', 'chat'].map((menu) => `sso.${menu}.view`);

const recruitment = [
  ...grid(
    'rct',
    ['dashboard', 'jobs', 'candidates', 'crm', 'reports', 'job_setup', 'sourcing', 'job_details', 'change_password', 'profile'],
    ADD_VIEW_EDIT_DELETE,
  ),
  ...grid(
    'rct.configuration',
    ['organization', 'user', 'notification', 'email_templates', 'offer_templates', 'job_boards', 'custom_options', 'dev_centre'],
    ADD_VIEW_EDIT_DELETE,
  ),
];

/** Onboarding areas; each has view and manage rights. */
export const ONBOARDING_AREAS = ['welcome', 'home', 'dashboard', 'my_tasks', 'reports', 'new_hires', 'fields', 'settings', 'profile'] as const;
export type OnboardingArea = (typeof ONBOARDING_AREAS)[number];

const onboarding = grid('onb', ONBOARDING_AREAS, ['view', 'manage']);

export const PERMISSION_CATALOGUE: readonly string[] = Object.freeze([...performance, ...admin, ...recruitment, ...onboarding]);

const catalogueSet = new Set(PERMISSION_CATALOGUE);
export function isKnownPermission(id: string): boolean {
  return catalogueSet.has(id);
}

export type OnboardingRight = 'view' | 'manage';
export type OnboardingPermission = `onb.${OnboardingArea}.${OnboardingRight}`;

export function onboardingPermission(area: OnboardingArea, right: OnboardingRight): OnboardingPermission {
  return `onb.${area}.${right}`;
}
