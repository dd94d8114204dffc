import type { SetupSummary } from '@shared/contract/setup';
import { ROUTES } from '@shared/routes';

const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** What the settings home counts beside the summary: the custom roles, undefined until read. */
export interface OtherCounts {
  customRoles: number | undefined;
  /** The welcome pages by status, undefined until read. */
  pages: { published: number; drafts: number } | undefined;
}

export interface SettingsCard {
  title: string;
  path: string;
  /** What is set up, in words; null while it is being counted. A card that counts nothing has none. */
  status?(summary: SetupSummary, others: OtherCounts): string | null;
  description: string;
}

export interface SettingsGroup {
  title: string;
  cards: readonly SettingsCard[];
}

function peopleStatus({ people }: SetupSummary): string {
  const waiting = people.invited === 0 ? '' : `, ${counted(people.invited, 'invitation', 'invitations')} waiting`;
  return `${counted(people.active + people.invited, 'person', 'people')}${waiting}`;
}

/** The settings that exist, grouped as the settings home shows them; later settings add their cards here. */
export const SETTINGS_GROUPS: readonly SettingsGroup[] = [
  {
    title: 'Company',
    cards: [
      {
        title: 'Departments',
        path: ROUTES.settingsDepartment,
        description: 'The teams hires join.',
        status: (s) => counted(s.departments, 'department', 'departments'),
      },
      {
        title: 'Locations',
        path: ROUTES.settingsLocations,
        description: 'Offices, their time zones and holidays.',
        status: (s) => counted(s.locations, 'location', 'locations'),
      },
      {
        title: 'Other criteria',
        path: ROUTES.settingsOtherCriteria,
        description: 'Your own ways to group hires, such as "Contractor".',
        status: (s) => counted(s.otherCriteria, 'value', 'values'),
      },
      {
        title: 'Fields',
        path: ROUTES.settingsFields,
        description: 'What you record about each hire beyond the built-in fields.',
        status: (s) => counted(s.customFields, 'custom field', 'custom fields'),
      },
    ],
  },
  {
    title: 'Onboarding plan',
    cards: [
      { title: 'Plans', path: ROUTES.settingsTasks, description: 'Plans and the tasks each hire gets.', status: (s) => counted(s.plans, 'plan', 'plans') },
    ],
  },
  {
    title: 'Welcome experience',
    cards: [
      {
        title: 'Pages',
        path: ROUTES.settingsPages,
        description: 'The pages new hires walk through, built from blocks and published in versions.',
        status: (_summary, { pages }) => (pages === undefined ? null : `${pages.published} published, ${counted(pages.drafts, 'draft', 'drafts')}`),
      },
      { title: 'Page rules', path: ROUTES.settingsPageRules, description: 'Which hires get which page; a page without rules goes to everyone.' },
      {
        title: 'Branded assets',
        path: ROUTES.settingsBrandedAssets,
        description: 'Logos, icon, email header, welcome image and brand colour, previewed before saving.',
        status: (s) => (s.brandingSet ? 'Branding set' : 'Not branded yet'),
      },
      {
        title: 'Preview',
        path: ROUTES.settingsPreview,
        description: 'Which welcome pages a hire gets and why, and the hires no targeted page reaches.',
      },
    ],
  },
  {
    title: 'Access',
    cards: [
      {
        title: 'People',
        path: ROUTES.settingsPermissions,
        description: 'Colleagues, their roles, who can sign in and the access each holds.',
        status: peopleStatus,
      },
      {
        title: 'Custom access',
        path: ROUTES.settingsCustomAccess,
        description: 'Roles that give chosen people rights over the hires you choose.',
        status: (_summary, { customRoles }) => (customRoles === undefined ? null : counted(customRoles, 'custom role', 'custom roles')),
      },
      {
        title: 'Default access for employees',
        path: ROUTES.settingsEmployeeAccess,
        description: 'What every employee, new hires included, sees and changes of their own record, and what the company sees of it.',
      },
      {
        title: 'Manager’s additional access',
        path: ROUTES.settingsManagerAccess,
        description: 'What anyone who manages a hire may see and change of their reports.',
      },
    ],
  },
];

export interface ChecklistStep {
  title: string;
  path: string;
  done(summary: SetupSummary): boolean;
}

/** A new company's first steps, each ticked once done. */
export const SETUP_CHECKLIST: readonly ChecklistStep[] = [
  { title: 'Add your departments', path: ROUTES.settingsDepartment, done: (s) => s.departments > 0 },
  { title: 'Add your locations', path: ROUTES.settingsLocations, done: (s) => s.locations > 0 },
  { title: 'Make an onboarding plan', path: ROUTES.settingsTasks, done: (s) => s.plans > 0 },
  { title: 'Invite your colleagues', path: ROUTES.settingsPermissions, done: (s) => s.people.active + s.people.invited > 1 },
  { title: 'Brand the welcome experience', path: ROUTES.settingsBrandedAssets, done: (s) => s.brandingSet },
];

export interface HealthNote {
  count: number;
  text: string;
  path: string;
}

/** What needs attention, only what there is some of. */
export function healthNotes({ health }: SetupSummary): HealthNote[] {
  const notes: HealthNote[] = [
    { count: health.hiresWithoutPlan, text: `${counted(health.hiresWithoutPlan, 'current hire has', 'current hires have')} no plan.`, path: ROUTES.newHires },
    {
      count: health.invitationsNotAccepted,
      text: `${counted(health.invitationsNotAccepted, 'invitation was', 'invitations were')} not accepted within a week.`,
      path: ROUTES.settingsPermissions,
    },
    {
      count: health.rulesMatchingNoOne,
      text: `${counted(health.rulesMatchingNoOne, 'rule matches', 'rules match')} no current hire.`,
      path: ROUTES.settingsTasks,
    },
    {
      count: health.archivedValuesInUse,
      text: `${counted(health.archivedValuesInUse, 'archived value is', 'archived values are')} still used by rules.`,
      path: ROUTES.settingsDepartment,
    },
  ];
  return notes.filter((note) => note.count > 0);
}

/** The sample set is offered while the company has neither departments nor plans. */
export const canStartFromSample = (summary: SetupSummary) => summary.departments === 0 && summary.plans === 0;
