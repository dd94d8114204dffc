import type { Insertable, Kysely } from 'kysely';
import { type AssigneeRole, type EmploymentStatus, HIRE_STATUS_LABELS, type HireStatus, type TaskCategory, type TaskStatus } from '@shared/onboarding';
import type { UserRole } from '@shared/roles';
import type { DueOffsetUnit } from '@shared/working-days';
import { hashPassword } from '../auth/passwords';
import type { GatewayDatabase, HirePlansTable, HireTasksTable, NewHireChangesTable, NewHiresTable, UsersTable } from '../db/schema';
import type { FirstDay } from '@shared/contract/onboarding-schemas';
import { addDays } from '../onboarding/hires/hire-dates';
import { dueDateOf } from '../onboarding/settings/working-calendar';
import { demoWorkingCalendar, demoYears, importDemoCalendars } from './demo-calendars';
import { resolveAssignee } from '../onboarding/tasks/resolve-assignee';
import { firstDayChangeText, welcomeMessageChangeText } from '../onboarding/hires/welcome/welcome-change-text';
import { seedDemoWelcomePages } from './demo-welcome-pages';
import { atHour, hireRow, insertInBatches, orderedId, taskRow } from './seed-rows';

/**
 * The demo companies' onboarding: Acme gets departments, locations, managers and buddies, two
 * plan templates and about 25 hires in every status with their plans, tasks and change records;
 * Globex gets a couple of its own so isolation shows. Start dates are relative to the day the
 * seed runs, and everything else is derived from position, so two seeds on one day match.
 */

const LONDON = '(UTC) Edinburgh, London';
const NEW_YORK = '(UTC-05:00) Eastern Time (US & Canada)';
const CHICAGO = '(UTC-06:00) Central Time (US & Canada)';

/** The demo's plans count calendar days; a date that is not worked moves to a working day. */
const DUE_UNIT: DueOffsetUnit = 'calendarDays';
const SPRINGFIELD_HOLIDAYS = { country: 'US', region: 'IL' };

const ACME_DEPARTMENTS = ['Engineering', 'Sales', 'Customer Success', 'People', 'Finance', 'Operations'] as const;
type AcmeDepartment = (typeof ACME_DEPARTMENTS)[number];

const ENGLAND = { country: 'GB', region: 'ENG' };
const ACME_LOCATIONS = [
  { name: 'London HQ', timezone: LONDON, holidays: ENGLAND },
  { name: 'Manchester', timezone: LONDON, holidays: ENGLAND },
  { name: 'New York', timezone: NEW_YORK, holidays: { country: 'US', region: 'NY' } },
  { name: 'Remote', timezone: null, holidays: null },
] as const;
type AcmeLocation = (typeof ACME_LOCATIONS)[number]['name'];

interface DemoStaff {
  key: string;
  email: string;
  firstName: string;
  lastName: string;
  role: UserRole;
}

/** Managers and buddies: they may view hires and work on their own tasks, not manage hires. */
const ACME_STAFF: readonly DemoStaff[] = [
  { key: 'priya', email: 'priya.shah@acme.example', firstName: 'Priya', lastName: 'Shah', role: 'SUPPORT' },
  { key: 'daniel', email: 'daniel.okafor@acme.example', firstName: 'Daniel', lastName: 'Okafor', role: 'SUPPORT' },
  { key: 'hannah', email: 'hannah.berg@acme.example', firstName: 'Hannah', lastName: 'Berg', role: 'SUPPORT' },
  { key: 'omar', email: 'omar.haddad@acme.example', firstName: 'Omar', lastName: 'Haddad', role: 'SUPPORT' },
  { key: 'liam', email: 'liam.chen@acme.example', firstName: 'Liam', lastName: 'Chen', role: 'SUPPORT' },
  { key: 'sofia', email: 'sofia.rossi@acme.example', firstName: 'Sofia', lastName: 'Rossi', role: 'SUPPORT' },
  { key: 'sam', email: 'sam.taylor@acme.example', firstName: 'Sam', lastName: 'Taylor', role: 'OPERATIONS' },
];

interface TemplateTask {
  title: string;
  description: string;
  taskCategory: TaskCategory;
  assigneeRole: AssigneeRole;
  /** The key of the named user of a 'user' task. */
  user?: string;
  dueOffsetDays: number;
}

interface DemoPlan {
  key: 'standard' | 'engineering';
  name: string;
  description: string;
  tasks: readonly TemplateTask[];
}

const ACME_PLANS: readonly DemoPlan[] = [
  {
    key: 'standard',
    name: 'Standard onboarding',
    description: 'Everything every new starter needs, from the signed contract to the 30-day check-in.',
    tasks: [
      {
        title: 'Sign the offer letter and contract',
        description: '<p>Read, sign and return the offer letter and the employment contract.</p>',
        taskCategory: 'logistics',
        assigneeRole: 'new_hire',
        dueOffsetDays: -14,
      },
      {
        title: 'Prepare laptop and accounts',
        description: '<p>Order the laptop, create the email account and add the new starter to the right groups.</p>',
        taskCategory: 'logistics',
        assigneeRole: 'user',
        user: 'sam',
        dueOffsetDays: -7,
      },
      {
        title: 'Send the welcome pack',
        description: '<p>Post the welcome pack with the handbook and the first-day details.</p>',
        taskCategory: 'logistics',
        assigneeRole: 'coordinator',
        dueOffsetDays: -5,
      },
      {
        title: 'Share the first-week schedule',
        description: '<p>Send the meetings and training planned for the first week.</p>',
        taskCategory: 'know_the_company',
        assigneeRole: 'manager',
        dueOffsetDays: -3,
      },
      {
        title: 'Coffee with your buddy',
        description: '<p>Meet for coffee and walk around the office (or a video call for remote starters).</p>',
        taskCategory: 'build_relationships',
        assigneeRole: 'buddy',
        dueOffsetDays: 1,
      },
      {
        title: 'Company values and history session',
        description: '<p>An hour on where Acme comes from, what it values and how it works.</p>',
        taskCategory: 'know_the_company',
        assigneeRole: 'coordinator',
        dueOffsetDays: 2,
      },
      {
        title: 'Complete security and privacy training',
        description: '<p>The online course on passwords, phishing and handling personal data.</p>',
        taskCategory: 'job_training',
        assigneeRole: 'new_hire',
        dueOffsetDays: 5,
      },
      {
        title: 'Agree 30-60-90 day goals',
        description: '<p>Agree what success looks like after one, two and three months.</p>',
        taskCategory: 'job_training',
        assigneeRole: 'manager',
        dueOffsetDays: 7,
      },
      {
        title: 'Meet the leadership team',
        description: '<p>Book a short introduction with each member of the leadership team.</p>',
        taskCategory: 'build_relationships',
        assigneeRole: 'coordinator',
        dueOffsetDays: 14,
      },
      {
        title: '30-day check-in',
        description: '<p>Talk about how the first month went and what would help next.</p>',
        taskCategory: 'build_relationships',
        assigneeRole: 'manager',
        dueOffsetDays: 30,
      },
    ],
  },
  {
    key: 'engineering',
    name: 'Engineering onboarding',
    description: 'Access, tooling and the first change shipped, for engineers.',
    tasks: [
      {
        title: 'Request GitHub and cloud access',
        description: '<p>Add the new engineer to the GitHub organisation and the staging cloud account.</p>',
        taskCategory: 'logistics',
        assigneeRole: 'user',
        user: 'sam',
        dueOffsetDays: -5,
      },
      {
        title: 'Set up your development environment',
        description: '<p>Follow the setup guide in the engineering handbook.</p>',
        taskCategory: 'job_training',
        assigneeRole: 'new_hire',
        dueOffsetDays: 1,
      },
      {
        title: 'Architecture overview',
        description: '<p>Walk through the main services and how they talk to each other.</p>',
        taskCategory: 'know_the_company',
        assigneeRole: 'manager',
        dueOffsetDays: 2,
      },
      {
        title: 'Read the engineering handbook',
        description: '<p>How we plan, review, test and release.</p>',
        taskCategory: 'know_the_company',
        assigneeRole: 'new_hire',
        dueOffsetDays: 3,
      },
      {
        title: 'Pair on a first small change',
        description: '<p>Pick a small issue together and pair on it.</p>',
        taskCategory: 'job_training',
        assigneeRole: 'buddy',
        dueOffsetDays: 3,
      },
      {
        title: 'Team lunch',
        description: '<p>Lunch with the team, on the company.</p>',
        taskCategory: 'build_relationships',
        assigneeRole: 'buddy',
        dueOffsetDays: 4,
      },
      {
        title: 'Ship your first pull request',
        description: '<p>Get a change reviewed, merged and released.</p>',
        taskCategory: 'job_training',
        assigneeRole: 'new_hire',
        dueOffsetDays: 10,
      },
      {
        title: 'Shadow the on-call rotation',
        description: '<p>Shadow a week of on-call with an experienced engineer.</p>',
        taskCategory: 'job_training',
        assigneeRole: 'manager',
        dueOffsetDays: 21,
      },
    ],
  },
];

interface DemoHire {
  firstName: string;
  lastName: string;
  preferredName?: string;
  jobTitle: string;
  department: AcmeDepartment;
  location: AcmeLocation;
  employmentStatus?: EmploymentStatus;
  status: HireStatus;
  /** Days from the seed's today to the start date. */
  start: number;
  manager: string;
  buddy: string | null;
  /** 'casey' (the demo coordinator) unless another key, or null for none yet. */
  coordinator?: string | null;
  plans: readonly DemoPlan['key'][];
  welcome?: boolean;
  /** The hire has their own account (signs in to the welcome experience). */
  account?: boolean;
}

const ACME_HIRES: readonly DemoHire[] = [
  // Waiting for approval.
  {
    firstName: 'Noah',
    lastName: 'Williams',
    jobTitle: 'Account Executive',
    department: 'Sales',
    location: 'New York',
    status: 'pending',
    start: 20,
    manager: 'daniel',
    buddy: 'sofia',
    plans: [],
  },
  {
    firstName: 'Ava',
    lastName: 'Thompson',
    jobTitle: 'Financial Analyst',
    department: 'Finance',
    location: 'London HQ',
    status: 'pending',
    start: 27,
    manager: 'omar',
    buddy: null,
    plans: [],
  },
  {
    firstName: 'Lucas',
    lastName: 'Moreau',
    jobTitle: 'Support Specialist',
    department: 'Customer Success',
    location: 'Remote',
    status: 'pending',
    start: 34,
    manager: 'hannah',
    buddy: null,
    coordinator: null,
    plans: [],
    employmentStatus: 'part_time',
  },
  {
    firstName: 'Isabella',
    lastName: 'García',
    jobTitle: 'Recruiter',
    department: 'People',
    location: 'Manchester',
    status: 'pending',
    start: 41,
    manager: 'avery',
    buddy: 'sofia',
    plans: [],
    employmentStatus: 'contractor',
  },
  // Approved, not started yet.
  {
    firstName: 'Maya',
    lastName: 'Patel',
    jobTitle: 'Frontend Engineer',
    department: 'Engineering',
    location: 'London HQ',
    status: 'preboarding',
    start: 3,
    manager: 'priya',
    buddy: 'liam',
    plans: ['standard', 'engineering'],
    welcome: true,
    account: true,
  },
  {
    firstName: 'Ethan',
    lastName: 'Brooks',
    jobTitle: 'Backend Engineer',
    department: 'Engineering',
    location: 'Remote',
    status: 'preboarding',
    start: 1,
    manager: 'priya',
    buddy: null,
    plans: ['engineering'],
  },
  {
    firstName: 'Chloe',
    lastName: 'Nguyen',
    jobTitle: 'Customer Success Manager',
    department: 'Customer Success',
    location: 'Manchester',
    status: 'preboarding',
    start: 5,
    manager: 'hannah',
    buddy: 'sofia',
    plans: ['standard'],
    welcome: true,
  },
  {
    firstName: 'Oliver',
    lastName: 'Bennett',
    jobTitle: 'Sales Development Representative',
    department: 'Sales',
    location: 'London HQ',
    status: 'preboarding',
    start: 7,
    manager: 'daniel',
    buddy: 'sofia',
    plans: ['standard'],
  },
  {
    firstName: 'Amelia',
    lastName: 'Clarke',
    jobTitle: 'Payroll Specialist',
    department: 'Finance',
    location: 'London HQ',
    status: 'preboarding',
    start: 9,
    manager: 'omar',
    buddy: null,
    plans: ['standard'],
  },
  {
    firstName: 'James',
    lastName: 'O’Connor',
    jobTitle: 'Operations Coordinator',
    department: 'Operations',
    location: 'Manchester',
    status: 'preboarding',
    start: 12,
    manager: 'omar',
    buddy: 'liam',
    plans: ['standard'],
  },
  {
    firstName: 'Sophie',
    lastName: 'Martin',
    jobTitle: 'Data Engineer',
    department: 'Engineering',
    location: 'New York',
    status: 'preboarding',
    start: 16,
    manager: 'priya',
    buddy: 'liam',
    coordinator: 'avery',
    plans: ['standard', 'engineering'],
  },
  {
    firstName: 'Mateo',
    lastName: 'Rodríguez',
    jobTitle: 'Account Executive',
    department: 'Sales',
    location: 'New York',
    status: 'preboarding',
    start: 23,
    manager: 'daniel',
    buddy: 'sofia',
    plans: ['standard'],
  },
  // Started.
  {
    firstName: 'Grace',
    lastName: 'Kim',
    jobTitle: 'Product Designer',
    department: 'Engineering',
    location: 'London HQ',
    status: 'onboarding',
    start: 0,
    manager: 'priya',
    buddy: 'liam',
    plans: ['standard'],
    welcome: true,
  },
  {
    firstName: 'Henry',
    lastName: 'Adeyemi',
    jobTitle: 'Site Reliability Engineer',
    department: 'Engineering',
    location: 'Remote',
    status: 'onboarding',
    start: -2,
    manager: 'priya',
    buddy: 'liam',
    plans: ['standard', 'engineering'],
  },
  {
    firstName: 'Emily',
    lastName: 'Johansson',
    preferredName: 'Em',
    jobTitle: 'HR Generalist',
    department: 'People',
    location: 'London HQ',
    status: 'onboarding',
    start: -4,
    manager: 'avery',
    buddy: 'sofia',
    plans: ['standard'],
  },
  {
    firstName: 'Daniel',
    lastName: 'Fischer',
    jobTitle: 'Solutions Consultant',
    department: 'Sales',
    location: 'Manchester',
    status: 'onboarding',
    start: -8,
    manager: 'daniel',
    buddy: null,
    plans: ['standard'],
  },
  {
    firstName: 'Zara',
    lastName: 'Ahmed',
    jobTitle: 'Support Team Lead',
    department: 'Customer Success',
    location: 'New York',
    status: 'onboarding',
    start: -12,
    manager: 'hannah',
    buddy: 'sofia',
    plans: ['standard'],
  },
  {
    firstName: 'William',
    lastName: 'Scott',
    jobTitle: 'Accountant',
    department: 'Finance',
    location: 'London HQ',
    status: 'onboarding',
    start: -19,
    manager: 'omar',
    buddy: 'liam',
    plans: ['standard'],
  },
  {
    firstName: 'Léa',
    lastName: 'Dubois',
    preferredName: 'Lea',
    jobTitle: 'Mobile Engineer',
    department: 'Engineering',
    location: 'Remote',
    status: 'onboarding',
    start: -26,
    manager: 'priya',
    buddy: 'liam',
    plans: ['engineering'],
  },
  // Done.
  {
    firstName: 'Jack',
    lastName: 'Wilson',
    jobTitle: 'QA Engineer',
    department: 'Engineering',
    location: 'London HQ',
    status: 'completed',
    start: -75,
    manager: 'priya',
    buddy: 'liam',
    plans: ['standard'],
  },
  {
    firstName: 'Mia',
    lastName: 'Robinson',
    jobTitle: 'Office Manager',
    department: 'Operations',
    location: 'London HQ',
    status: 'completed',
    start: -110,
    manager: 'omar',
    buddy: 'sofia',
    plans: ['standard'],
  },
  {
    firstName: 'Ryan',
    lastName: 'Walsh',
    jobTitle: 'Sales Manager',
    department: 'Sales',
    location: 'New York',
    status: 'completed',
    start: -150,
    manager: 'daniel',
    buddy: null,
    plans: ['standard'],
  },
  // Offers withdrawn: their tasks stay as they were.
  {
    firstName: 'Harper',
    lastName: 'Lewis',
    jobTitle: 'Customer Success Associate',
    department: 'Customer Success',
    location: 'Remote',
    status: 'withdrawn',
    start: 14,
    manager: 'hannah',
    buddy: 'sofia',
    plans: ['standard'],
  },
  {
    firstName: 'Ben',
    lastName: 'Carter',
    jobTitle: 'Junior Developer',
    department: 'Engineering',
    location: 'Manchester',
    status: 'withdrawn',
    start: 6,
    manager: 'priya',
    buddy: 'liam',
    plans: [],
    employmentStatus: 'intern',
  },
  {
    firstName: 'Nina',
    lastName: 'Kowalski',
    jobTitle: 'Finance Assistant',
    department: 'Finance',
    location: 'London HQ',
    status: 'withdrawn',
    start: -3,
    manager: 'omar',
    buddy: null,
    plans: ['standard'],
  },
];

const BLOCKED = { hire: 'Oliver', task: 'Prepare laptop and accounts', reason: 'The laptop supplier is out of stock; a replacement model is on order.' };

function welcomeMessage(firstName: string): string {
  return (
    `<p>Hi ${firstName}, welcome to <strong>Acme</strong>! We are so glad you are joining us.</p>` +
    '<p>Your first week is about meeting people and finding your feet. Your buddy will show you around, ' +
    'and your coordinator is there for anything you need.</p>' +
    '<ul><li>Bring your passport or right-to-work documents.</li><li>Lunch is on us on your first day.</li></ul>'
  );
}

interface Seeded {
  users: Insertable<UsersTable>[];
  hires: Insertable<NewHiresTable>[];
  plans: Insertable<HirePlansTable>[];
  tasks: Insertable<HireTasksTable>[];
  changes: Insertable<NewHireChangesTable>[];
}

function change(
  companyId: string,
  hireId: string,
  field: string,
  oldValue: string | null,
  newValue: string | null,
  changedBy: string | null,
  changedAt: string,
) {
  return {
    id: orderedId(),
    company_id: companyId,
    hire_id: hireId,
    field,
    old_value: oldValue,
    new_value: newValue,
    changed_by: changedBy,
    changed_at: changedAt,
  };
}

/** Whether a plan task was already done when the demo opens; a share of the past ones are left overdue. */
function taskStatusOf(hire: DemoHire, dueDate: string, today: string, position: number): TaskStatus {
  if (hire.status === 'completed') return 'done';
  if (dueDate >= today) return 'todo';
  return position % 3 === 1 ? 'todo' : 'done';
}

async function seedAcme(db: Kysely<GatewayDatabase>, companyId: string, passwordHash: string, today: string): Promise<void> {
  const existing = await db.selectFrom('users').select(['id', 'email']).where('company_id', '=', companyId).execute();
  const byEmail = new Map(existing.map((user) => [user.email, user.id]));
  const casey = byEmail.get('coordinator@acme.example') ?? null;
  const avery = byEmail.get('admin@acme.example') ?? null;
  const now = new Date().toISOString();

  const staffIds = new Map<string, string | null>([
    ['casey', casey],
    ['avery', avery],
  ]);
  const seeded: Seeded = { users: [], hires: [], plans: [], tasks: [], changes: [] };
  ACME_STAFF.forEach((person) => {
    const id = orderedId();
    staffIds.set(person.key, id);
    seeded.users.push({
      id,
      company_id: companyId,
      email: person.email,
      password_hash: passwordHash,
      first_name: person.firstName,
      last_name: person.lastName,
      role: person.role,
      kind: 'staff',
      created_at: now,
      updated_at: now,
    });
  });
  const staff = (key: string | null | undefined) => (key ? (staffIds.get(key) ?? null) : null);

  const departmentIds = new Map(ACME_DEPARTMENTS.map((name) => [name, orderedId()]));
  const locationIds = new Map(ACME_LOCATIONS.map((location) => [location.name, orderedId()]));
  const locationZone = new Map<string, string | null>(ACME_LOCATIONS.map((location) => [location.name, location.timezone]));
  const years = demoYears(today);
  const locationCalendars = new Map(ACME_LOCATIONS.map((location) => [location.name, demoWorkingCalendar(location.holidays, years)]));

  const templateLines = new Map<string, string[]>();
  const planRows = ACME_PLANS.map((plan) => ({ id: orderedId(), key: plan.key, name: plan.name, description: plan.description }));
  const planIds = new Map(planRows.map((plan) => [plan.key, plan.id]));
  const lineRows = ACME_PLANS.flatMap((plan) =>
    plan.tasks.map((task, position) => {
      const id = orderedId();
      templateLines.set(plan.key, [...(templateLines.get(plan.key) ?? []), id]);
      return {
        id,
        company_id: companyId,
        plan_template_id: planIds.get(plan.key) as string,
        position,
        title: task.title,
        description: task.description,
        task_category: task.taskCategory,
        assignee_role: task.assigneeRole,
        assignee_user_id: staff(task.user),
        due_offset_days: task.dueOffsetDays,
        due_offset_unit: DUE_UNIT,
      };
    }),
  );

  ACME_HIRES.forEach((demo, index) => {
    const startDate = addDays(today, demo.start);
    const coordinator = demo.coordinator === null ? null : staff(demo.coordinator ?? 'casey');
    // Added a few weeks before the start date, never later than yesterday.
    const createdDay = addDays(startDate < today ? startDate : today, -(21 + (index % 10)));
    const author = coordinator ?? avery;
    const personalEmail = `${demo.firstName}.${demo.lastName}`
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .replace(/[^A-Za-z.]/g, '')
      .toLowerCase()
      .concat('@example.com');
    const userId = demo.account ? orderedId() : null;
    if (userId !== null) {
      seeded.users.push({
        id: userId,
        company_id: companyId,
        email: personalEmail,
        password_hash: passwordHash,
        first_name: demo.firstName,
        last_name: demo.lastName,
        role: 'NEW_HIRE',
        kind: 'new_hire',
        created_at: atHour(createdDay, 12),
        updated_at: atHour(createdDay, 12),
      });
    }
    const hire = hireRow({
      companyId,
      firstName: demo.firstName,
      lastName: demo.lastName,
      preferredName: demo.preferredName ?? null,
      personalEmail,
      workEmail: demo.status === 'pending' || demo.status === 'withdrawn' ? null : `${personalEmail.split('@')[0]}@acme.example`,
      // Ofcom keeps 020 7946 0000-0999 for fiction: numbers no one has, that still read as valid London numbers.
      phone: `+442079460${String((index * 37) % 1000).padStart(3, '0')}`,
      jobTitle: demo.jobTitle,
      departmentId: departmentIds.get(demo.department) as string,
      locationId: locationIds.get(demo.location) as string,
      employmentStatus: demo.employmentStatus ?? 'full_time',
      startDate,
      timezone: locationZone.get(demo.location) ?? LONDON,
      managerId: staff(demo.manager),
      coordinatorId: coordinator,
      buddyId: staff(demo.buddy),
      userId,
      status: demo.status,
      welcomeMessage: demo.welcome ? welcomeMessage(demo.preferredName ?? demo.firstName) : '',
      firstDay: demo.welcome
        ? {
            arrivalTime: '09:30',
            address: demo.location === 'Manchester' ? '12 Piccadilly Place, Manchester M1 3BN' : '1 Canal Street, London EC1A 1AA',
            instructions: 'Ask for your coordinator at reception; they will bring you to your desk.',
          }
        : undefined,
      createdBy: author,
      createdAt: atHour(createdDay, 9),
      version: 1 + (demo.status === 'pending' ? 0 : 1) + (demo.status === 'onboarding' || demo.status === 'completed' || demo.status === 'withdrawn' ? 1 : 0),
    });
    seeded.hires.push(hire);
    const hireId = hire.id;
    seeded.changes.push(change(companyId, hireId, 'created', null, HIRE_STATUS_LABELS.pending, author, atHour(createdDay, 9)));
    if (demo.welcome) {
      seeded.changes.push(
        change(companyId, hireId, 'welcomeMessage', null, welcomeMessageChangeText(hire.welcome_message ?? ''), author, atHour(createdDay, 11)),
        change(companyId, hireId, 'firstDay', null, firstDayChangeText(JSON.parse(hire.first_day ?? '{}') as FirstDay), author, atHour(createdDay, 11)),
      );
    }
    if (userId !== null) seeded.changes.push(change(companyId, hireId, 'account', null, `Invited as ${personalEmail}`, author, atHour(createdDay, 12)));

    if (demo.status !== 'pending') {
      seeded.changes.push(change(companyId, hireId, 'status', HIRE_STATUS_LABELS.pending, HIRE_STATUS_LABELS.preboarding, author, atHour(createdDay, 10)));
    }
    if (demo.status === 'onboarding' || demo.status === 'completed') {
      seeded.changes.push(change(companyId, hireId, 'status', HIRE_STATUS_LABELS.preboarding, HIRE_STATUS_LABELS.onboarding, null, atHour(startDate, 0)));
    }
    if (demo.status === 'completed') {
      seeded.changes.push(
        change(companyId, hireId, 'status', HIRE_STATUS_LABELS.onboarding, HIRE_STATUS_LABELS.completed, author, atHour(addDays(startDate, 45), 15)),
      );
    }
    if (demo.status === 'withdrawn') {
      seeded.changes.push(change(companyId, hireId, 'status', HIRE_STATUS_LABELS.preboarding, HIRE_STATUS_LABELS.withdrawn, author, atHour(createdDay, 13)));
    }

    const people = { managerId: staff(demo.manager), coordinatorId: coordinator, buddyId: staff(demo.buddy), userId };
    demo.plans.forEach((key, planIndex) => {
      const plan = ACME_PLANS.find((candidate) => candidate.key === key) as DemoPlan;
      const hirePlanId = orderedId();
      const assignedAt = atHour(createdDay, 10 + planIndex);
      seeded.plans.push({
        id: hirePlanId,
        company_id: companyId,
        hire_id: hireId,
        plan_template_id: planIds.get(key) as string,
        name: plan.name,
        assigned_by: author,
        assigned_at: assignedAt,
      });
      seeded.changes.push(change(companyId, hireId, 'plan', null, plan.name, author, assignedAt));
      plan.tasks.forEach((task, position) => {
        const dueRule = { offsetDays: task.dueOffsetDays, unit: DUE_UNIT };
        const dueDate = dueDateOf(locationCalendars.get(demo.location) ?? demoWorkingCalendar(null, years), startDate, dueRule).dueDate;
        const { assigneeId, note } = resolveAssignee({ role: task.assigneeRole, userId: staff(task.user) }, people, author ?? '', () => true);
        const blocked = demo.firstName === BLOCKED.hire && task.title === BLOCKED.task;
        const status = blocked ? 'blocked' : taskStatusOf(demo, dueDate, today, position + index);
        seeded.tasks.push({
          ...taskRow({
            companyId,
            hireId,
            hirePlanId,
            title: task.title,
            description: task.description,
            taskCategory: task.taskCategory,
            assigneeRole: task.assigneeRole,
            assigneeId,
            assigneeNote: note,
            dueDate,
            dueRule,
            status,
            blockedReason: blocked ? BLOCKED.reason : null,
            completedBy: assigneeId ?? author,
            completedAt: atHour(dueDate, 15),
            createdBy: author,
            createdAt: assignedAt,
          }),
          plan_task_template_id: templateLines.get(key)?.[position] ?? null,
        });
      });
    });
  });

  await db.updateTable('companies').set({ brand_color: '#0f766e', website: 'https://acme.example' }).where('id', '=', companyId).execute();
  await db.insertInto('users').values(seeded.users).execute();
  await db
    .insertInto('departments')
    .values([...departmentIds].map(([name, id]) => ({ id, company_id: companyId, name, created_at: now })))
    .execute();
  await db
    .insertInto('locations')
    .values(
      ACME_LOCATIONS.map((location) => ({
        id: locationIds.get(location.name) as string,
        company_id: companyId,
        name: location.name,
        timezone: location.timezone,
        created_at: now,
      })),
    )
    .execute();
  await importDemoCalendars(
    db,
    companyId,
    ACME_LOCATIONS.map((location) => ({ id: locationIds.get(location.name) as string, calendar: location.holidays })),
    years,
  );
  await db
    .insertInto('plan_templates')
    .values(planRows.map((plan) => ({ id: plan.id, company_id: companyId, name: plan.name, description: plan.description, created_at: now, updated_at: now })))
    .execute();
  await db.insertInto('plan_task_templates').values(lineRows).execute();
  await insertInBatches(db, 'new_hires', seeded.hires);
  await insertInBatches(db, 'hire_plans', seeded.plans);
  await insertInBatches(db, 'hire_tasks', seeded.tasks);
  await insertInBatches(db, 'new_hire_changes', seeded.changes);
  await seedDemoWelcomePages(db, companyId, avery, now);
}

/** Globex's own few hires: another company's data the Acme screens must never show. */
async function seedGlobex(db: Kysely<GatewayDatabase>, companyId: string, today: string): Promise<void> {
  const admin =
    (await db.selectFrom('users').select('id').where('company_id', '=', companyId).where('email', '=', 'admin@globex.example').executeTakeFirst())?.id ?? null;
  const now = new Date().toISOString();
  const departmentId = orderedId();
  const locationId = orderedId();
  await db.insertInto('departments').values({ id: departmentId, company_id: companyId, name: 'Research', created_at: now }).execute();
  await db.insertInto('locations').values({ id: locationId, company_id: companyId, name: 'Springfield', timezone: CHICAGO, created_at: now }).execute();
  const years = demoYears(today);
  await importDemoCalendars(db, companyId, [{ id: locationId, calendar: SPRINGFIELD_HOLIDAYS }], years);
  const calendar = demoWorkingCalendar(SPRINGFIELD_HOLIDAYS, years);
  const planId = orderedId();
  await db
    .insertInto('plan_templates')
    .values({
      id: planId,
      company_id: companyId,
      name: 'Globex starter plan',
      description: 'The basics for every Globex starter.',
      created_at: now,
      updated_at: now,
    })
    .execute();
  const lines: TemplateTask[] = [
    { title: 'Collect your badge', description: '', taskCategory: 'logistics', assigneeRole: 'new_hire', dueOffsetDays: 0 },
    { title: 'Lab safety induction', description: '', taskCategory: 'job_training', assigneeRole: 'coordinator', dueOffsetDays: 1 },
    { title: 'Meet the research leads', description: '', taskCategory: 'build_relationships', assigneeRole: 'manager', dueOffsetDays: 3 },
    { title: 'Globex history tour', description: '', taskCategory: 'know_the_company', assigneeRole: 'buddy', dueOffsetDays: 5 },
  ];
  await db
    .insertInto('plan_task_templates')
    .values(
      lines.map((line, position) => ({
        id: orderedId(),
        company_id: companyId,
        plan_template_id: planId,
        position,
        title: line.title,
        description: line.description,
        task_category: line.taskCategory,
        assignee_role: line.assigneeRole,
        due_offset_days: line.dueOffsetDays,
        due_offset_unit: DUE_UNIT,
      })),
    )
    .execute();

  const people = { managerId: admin, coordinatorId: admin, buddyId: null, userId: null };
  const hires = [
    { firstName: 'Homer', lastName: 'Jay', jobTitle: 'Safety Inspector', status: 'onboarding' as const, start: -2 },
    { firstName: 'Frank', lastName: 'Grimes', jobTitle: 'Safety Inspector', status: 'preboarding' as const, start: 4 },
  ].map((demo, index) => {
    const startDate = addDays(today, demo.start);
    return hireRow({
      companyId,
      firstName: demo.firstName,
      lastName: demo.lastName,
      personalEmail: `${demo.firstName}.${demo.lastName}@example.org`.toLowerCase(),
      jobTitle: demo.jobTitle,
      departmentId,
      locationId,
      employmentStatus: 'full_time',
      startDate,
      timezone: CHICAGO,
      ...people,
      status: demo.status,
      createdBy: admin,
      createdAt: atHour(addDays(today, -20 - index), 9),
    });
  });
  const assignedAt = atHour(addDays(today, -19), 9);
  const plans = hires.map((hire) => ({
    id: orderedId(),
    company_id: companyId,
    hire_id: hire.id,
    plan_template_id: planId,
    name: 'Globex starter plan',
    assigned_by: admin,
    assigned_at: assignedAt,
  }));
  const tasks = hires.flatMap((hire, index) =>
    lines.map((line) => {
      const { assigneeId, note } = resolveAssignee({ role: line.assigneeRole, userId: null }, people, admin ?? '', () => true);
      return taskRow({
        companyId,
        hireId: hire.id,
        hirePlanId: plans[index]?.id ?? null,
        title: line.title,
        taskCategory: line.taskCategory,
        assigneeRole: line.assigneeRole,
        assigneeId,
        assigneeNote: note,
        dueDate: dueDateOf(calendar, hire.start_date, { offsetDays: line.dueOffsetDays, unit: DUE_UNIT }).dueDate,
        dueRule: { offsetDays: line.dueOffsetDays, unit: DUE_UNIT },
        status: 'todo',
        createdBy: admin,
        createdAt: assignedAt,
      });
    }),
  );
  await insertInBatches(db, 'new_hires', hires);
  await insertInBatches(db, 'hire_plans', plans);
  await insertInBatches(db, 'hire_tasks', tasks);
  await insertInBatches(
    db,
    'new_hire_changes',
    hires.flatMap((hire) => [
      change(companyId, hire.id, 'created', null, HIRE_STATUS_LABELS[hire.status], admin, hire.created_at),
      change(companyId, hire.id, 'plan', null, 'Globex starter plan', admin, assignedAt),
    ]),
  );
}

export interface DemoCompanyIds {
  acme: string;
  globex: string;
}

/** Seeds the demo companies' onboarding data in one transaction; `password` is the demo password of the extra accounts. */
export async function seedDemoOnboarding(db: Kysely<GatewayDatabase>, companies: DemoCompanyIds, password: string, now: Date = new Date()): Promise<void> {
  const today = now.toISOString().slice(0, 10);
  // One hash for every extra demo account: they share the published demo password, and each hash costs a noticeable fraction of a second.
  const passwordHash = await hashPassword(password);
  await db.transaction().execute(async (trx) => {
    await seedAcme(trx, companies.acme, passwordHash, today);
    await seedGlobex(trx, companies.globex, today);
  });
}
