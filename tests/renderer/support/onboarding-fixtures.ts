import type { CustomField } from '@shared/contract/fields';
import type { CompanyDetails } from '@shared/contract/settings';
import type { CallFailure } from '@shared/contract/errors';
import type { DashboardSummary, WelcomeExperience } from '@shared/contract/new-hires';
import type { Hire, HireSummary, PersonRef, Task } from '@shared/contract/onboarding-schemas';
import type { HireChange, HireDocument, StartDateShift } from '@shared/contract/new-hires';
import type { HirePlan, PlanTemplate, ResolvedPlanTask } from '@shared/contract/tasks';
import type { SessionUser } from '@shared/contract/user';
import { makeUser } from './fixtures';

/** Gateway answers for the onboarding screens' component tests; each takes overrides for the case at hand. */

export function person(id: string, fullName: string): PersonRef {
  return { _id: id, fullName, email: `${fullName.toLowerCase().replace(/\s+/g, '.')}@acme.example` };
}

export const MANAGER = person('user-manager', 'Morgan Manager');
export const COORDINATOR = person('user-coordinator', 'Casey Coordinator');
export const BUDDY = person('user-buddy', 'Bailey Buddy');

export function hireSummary(overrides: Partial<HireSummary> = {}): HireSummary {
  const firstName = overrides.firstName ?? 'Jordan';
  const lastName = overrides.lastName ?? 'Rivera';
  return {
    _id: 'hire-1',
    firstName,
    lastName,
    preferredName: null,
    fullName: `${firstName} ${lastName}`,
    personalEmail: `${firstName.toLowerCase()}@example.com`,
    jobTitle: 'Software Engineer',
    department: { _id: 'dep-eng', label: 'Engineering' },
    location: { _id: 'loc-london', label: 'London HQ' },
    manager: MANAGER,
    status: 'preboarding',
    startDate: '2026-12-01',
    taskProgress: { done: 2, total: 8 },
    createdAt: '2026-11-01T09:00:00.000Z',
    ...overrides,
  };
}

export function hire(overrides: Partial<Hire> = {}): Hire {
  return {
    ...hireSummary(overrides),
    workEmail: null,
    phone: '+447700900123',
    employmentStatus: 'full_time',
    timezone: '(UTC) Edinburgh, London',
    coordinator: COORDINATOR,
    buddy: BUDDY,
    userId: null,
    customFields: {},
    maskedFields: [],
    welcomeMessage: '<p>Welcome to Acme!</p>',
    firstDay: { arrivalTime: '09:30', address: '1 High Street, London', instructions: 'Ask for Casey at reception.' },
    createdBy: COORDINATOR,
    updatedBy: COORDINATOR,
    updatedAt: '2026-11-02T09:00:00.000Z',
    version: 1,
    allowedMoves: ['withdrawn'],
    ...overrides,
  };
}

export function task(overrides: Partial<Task> = {}): Task {
  return {
    _id: 'task-1',
    hire: { _id: 'hire-1', fullName: 'Jordan Rivera', startDate: '2026-12-01', status: 'preboarding' },
    title: 'Order a laptop',
    description: '',
    taskCategory: 'logistics',
    assigneeRole: 'coordinator',
    assignee: COORDINATOR,
    assigneeNote: null,
    dueDate: '2026-11-24',
    status: 'todo',
    blockedReason: null,
    completedBy: null,
    completedAt: null,
    planId: 'plan-1',
    overdue: false,
    createdAt: '2026-11-01T09:00:00.000Z',
    updatedAt: '2026-11-01T09:00:00.000Z',
    version: 1,
    ...overrides,
  };
}

export function companyDetails(overrides: Partial<CompanyDetails> = {}): CompanyDetails {
  return {
    _id: 'company-acme',
    name: 'Acme Ltd',
    products: ['ONBOARDING'],
    brandColor: '#1d4ed8',
    logo: null,
    assets: { logoDark: null, icon: null, hero: null, emailHeader: null },
    website: null,
    ...overrides,
  };
}

export function welcomeExperience(overrides: Partial<WelcomeExperience> = {}): WelcomeExperience {
  const base = hire();
  return {
    hireId: base._id,
    firstName: base.firstName,
    preferredName: base.preferredName,
    fullName: base.fullName,
    jobTitle: base.jobTitle ?? '',
    startDate: base.startDate,
    timezone: base.timezone ?? '',
    status: base.status,
    department: base.department,
    location: base.location,
    company: companyDetails(),
    welcomeMessage: base.welcomeMessage,
    firstDay: base.firstDay,
    manager: MANAGER,
    buddy: BUDDY,
    coordinator: COORDINATOR,
    tasks: [task({ _id: 'task-nh', title: 'Sign your contract', assigneeRole: 'new_hire', assignee: null, taskCategory: 'logistics' })],
    aboutYou: [],
    startingWithYou: [],
    pages: [],
    version: 1,
    ...overrides,
  };
}

export function dashboardSummary(overrides: Partial<DashboardSummary> = {}): DashboardSummary {
  return {
    today: '2026-11-21',
    counts: { pending: 2, preboarding: 5, onboarding: 4, completed: 10, withdrawn: 1 },
    startingThisWeek: [hireSummary({ _id: 'hire-week', startDate: '2026-11-23' })],
    startingNextWeek: [],
    pendingApproval: { total: 2, items: [hireSummary({ _id: 'hire-pending', status: 'pending', firstName: 'Pat', lastName: 'Pending' })] },
    overdueTasks: { total: 3, mine: 1, items: [task({ _id: 'task-late', overdue: true, dueDate: '2026-11-18' })] },
    myOpenTasks: 4,
    progress: [{ hireId: 'hire-1', fullName: 'Jordan Rivera', startDate: '2026-12-01', status: 'preboarding', done: 2, total: 8, overdue: 1 }],
    ...overrides,
  };
}

/** A signed-in coordinator who may open and manage new hires. */
export function hiresCoordinator(overrides: Partial<SessionUser> = {}): SessionUser {
  return makeUser({
    id: COORDINATOR._id,
    fullName: COORDINATOR.fullName,
    permissions: ['onb.home.view', 'onb.new_hires.view', 'onb.new_hires.manage', 'onb.my_tasks.view', 'onb.my_tasks.manage'],
    menuPermissions: { ONBOARDING: { menu: [], module: ['/home', '/new-hiring', '/tasks'] } },
    ...overrides,
  });
}

export function hirePlan(overrides: Partial<HirePlan> = {}): HirePlan {
  return {
    _id: 'plan-1',
    planTemplateId: 'template-engineering',
    name: 'Engineering onboarding',
    assignedBy: COORDINATOR,
    assignedAt: '2026-11-01T09:00:00.000Z',
    taskCount: 8,
    doneCount: 2,
    ...overrides,
  };
}

export function planTemplate(overrides: Partial<PlanTemplate> = {}): PlanTemplate {
  return {
    _id: 'template-engineering',
    name: 'Engineering onboarding',
    description: 'The first month of an engineer.',
    tasks: [],
    ...overrides,
  };
}

export function resolvedPlanTask(overrides: Partial<ResolvedPlanTask> = {}): ResolvedPlanTask {
  return {
    planTaskTemplateId: 'task-template-meet-buddy',
    title: 'Meet your buddy',
    description: '',
    taskCategory: 'build_relationships',
    assigneeRole: 'buddy',
    assigneeUserId: BUDDY._id,
    dueOffsetDays: 1,
    dueOffsetUnit: 'calendarDays',
    dueDate: '2026-12-02',
    assignee: BUDDY,
    assigneeNote: null,
    ...overrides,
  };
}

export function hireDocument(overrides: Partial<HireDocument> = {}): HireDocument {
  return {
    _id: 'doc-1',
    fileId: 'file-1',
    title: 'Signed offer letter',
    fileName: 'offer-letter.pdf',
    contentType: 'application/pdf',
    size: 245_760,
    uploadedBy: COORDINATOR,
    uploadedAt: '2026-11-03T10:15:00.000Z',
    ...overrides,
  };
}

export function hireChange(overrides: Partial<HireChange> = {}): HireChange {
  return {
    _id: 'change-1',
    field: 'jobTitle',
    label: 'Job title',
    oldValue: 'Junior Engineer',
    newValue: 'Software Engineer',
    changedBy: COORDINATOR,
    changedAt: '2026-11-02T09:00:00.000Z',
    ...overrides,
  };
}

export function startDateShift(overrides: Partial<StartDateShift> = {}): StartDateShift {
  return {
    fromDate: '2026-12-01',
    toDate: '2026-12-15',
    days: 14,
    tasks: [{ _id: 'task-1', title: 'Order a laptop', taskCategory: 'logistics', assignee: COORDINATOR, from: '2026-11-24', to: '2026-12-08', movedOff: null }],
    ...overrides,
  };
}

/** A signed-in new hire: their own welcome, home and tasks. */
export function newHireUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return makeUser({
    id: 'user-jordan',
    email: 'jordan@example.com',
    firstName: 'Jordan',
    lastName: 'Rivera',
    fullName: 'Jordan Rivera',
    role: 'NEW_HIRE',
    kind: 'new_hire',
    permissions: ['onb.welcome.view', 'onb.home.view', 'onb.my_tasks.view', 'onb.my_tasks.manage'],
    menuPermissions: { ONBOARDING: { menu: [], module: ['/welcome-experiance', '/home', '/tasks'] } },
    ...overrides,
  });
}

/** One page of tasks.assigned. */
export function assignedTasks(items: Task[], counts: Partial<{ todo: number; done: number; blocked: number; overdue: number }> = {}, total = items.length) {
  return {
    ok: true as const,
    data: { message: 'OK', data: { items, total, counts: { todo: items.length, done: 0, blocked: 0, overdue: 0, ...counts } } },
  };
}

/** One page of newHire.list: the rows, their total and the counts by status. */
export function hireListPage(items: HireSummary[], options: { total?: number; counts?: Partial<Record<HireSummary['status'], number>> } = {}) {
  return {
    ok: true as const,
    data: {
      message: 'OK',
      data: {
        items,
        total: options.total ?? items.length,
        counts: { pending: 0, preboarding: 0, onboarding: 0, completed: 0, withdrawn: 0, ...options.counts },
      },
    },
  };
}

/** The company's departments, locations and other criteria as settings.departments, settings.locations and settings.otherCriteria answer them. */
export function companyListAnswers() {
  return {
    otherCriteria: {
      ok: true as const,
      data: {
        message: 'OK',
        data: [
          { _id: 'other-contractor', label: 'Contractor', archived: false },
          { _id: 'other-relocating', label: 'Relocating', archived: false },
        ],
      },
    },
    departments: {
      ok: true as const,
      data: {
        message: 'OK',
        data: [
          { _id: 'dep-eng', label: 'Engineering' },
          { _id: 'dep-people', label: 'People' },
        ],
      },
    },
    locations: {
      ok: true as const,
      data: {
        message: 'OK',
        data: [
          { _id: 'loc-london', label: 'London HQ', timezone: '(UTC) Edinburgh, London' },
          { _id: 'loc-remote', label: 'Remote', timezone: null },
        ],
      },
    },
  };
}

/** A gateway refusal that fits any operation's answer (fake-api's refuse is typed for message-only answers). */
export function refusal(message: string, status = 400): { ok: false; error: CallFailure } {
  return { ok: false, error: { status, message } };
}

/** A company's custom field of a hire, active, filled by the coordinator when adding the hire. */
export function customField(id: string, label: string, type: CustomField['type'], overrides: Partial<CustomField> = {}): CustomField {
  return {
    _id: id,
    key: id,
    label,
    helpText: null,
    section: 'Other',
    type,
    options: [],
    validation: {},
    filledBy: 'coordinator',
    archived: false,
    usage: { rules: 0 },
    version: 1,
    updatedAt: '2026-11-02T09:00:00.000Z',
    ...overrides,
  };
}
