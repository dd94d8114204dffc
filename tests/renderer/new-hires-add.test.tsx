import { act, cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import dayjs from 'dayjs';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { OperationInput } from '@shared/contract/registry';
import type { SessionUser } from '@shared/contract/user';
import { toApiDate, toDisplayDate } from '@shared/date-format';
import type { HireFormInput } from '@renderer/domain/hires/hire-form-schema';
import { currentDraft, discardDraft, ensureDraft, forgetDraft, updateDraft, type PlanChoice } from '@renderer/features/new-hires/lib/new-hire-draft-store';
import { fakeApi, type FakeApiHandlers } from './support/fake-api';
import { createFakeBridge } from './support/fake-bridge';
import { signedIn, signedOut } from './support/fixtures';
import { BUDDY, COORDINATOR, MANAGER, companyListAnswers, hire, hiresCoordinator, planTemplate, resolvedPlanTask } from './support/onboarding-fixtures';
import { renderApp } from './support/render-app';
import { openList } from './support/sign-up-journey';

// antd in jsdom is slow, and slower still while the machine is busy: waits get room to finish.
configure({ asyncUtilTimeout: 20_000 });

const ADD = '/new-hiring/add-new-hire';
const DETAILS = '/new-hiring/add-new-hire/hire-details';

const PLAN_TASKS = [
  resolvedPlanTask({ assigneeUserId: null }),
  resolvedPlanTask({
    planTaskTemplateId: 'task-template-laptop',
    title: 'Order a laptop',
    taskCategory: 'logistics',
    assigneeRole: 'coordinator',
    assigneeUserId: null,
    assignee: COORDINATOR,
    dueOffsetDays: -7,
    dueDate: '2026-11-24',
  }),
  resolvedPlanTask({
    planTaskTemplateId: 'task-template-setup-laptop',
    title: 'Set up your laptop',
    taskCategory: 'job_training',
    assigneeRole: 'new_hire',
    assigneeUserId: null,
    assignee: null,
    assigneeNote: 'Waits until the new hire has an account.',
    dueOffsetDays: 2,
    dueDate: '2026-12-03',
  }),
];
const TEMPLATE = planTemplate({
  tasks: PLAN_TASKS.map((task, index) => ({
    _id: `line-${index}`,
    title: task.title,
    description: '',
    taskCategory: task.taskCategory,
    assigneeRole: task.assigneeRole,
    assignee: null,
    dueOffsetDays: task.dueOffsetDays,
    dueOffsetUnit: task.dueOffsetUnit,
  })),
});

/** A start date a month ahead: neither in the past nor far enough ahead to be asked about. */
const START = toApiDate(dayjs().add(30, 'day'));

/** A hire entered up to the last step, as the draft holds it. */
const FILLED: HireFormInput = {
  firstName: 'Jordan',
  lastName: 'Rivera',
  preferredName: 'Jo',
  personalEmail: 'jordan@example.com',
  workEmail: '',
  phone: '+447911123456',
  jobTitle: 'Software Engineer',
  departmentId: 'dep-eng',
  locationId: 'loc-london',
  employmentStatus: 'full_time',
  startDate: START,
  timezone: '(UTC) Edinburgh, London',
  manager: { _id: MANAGER._id, fullName: MANAGER.fullName },
  coordinator: { _id: COORDINATOR._id, fullName: COORDINATOR.fullName },
  buddy: { _id: BUDDY._id, fullName: BUDDY.fullName },
};

const MAYA_FOUND = {
  ok: true as const,
  data: {
    message: 'OK',
    data: { items: [{ _id: 'hire-maya', fullName: 'Maya Patel', status: 'withdrawn' as const, startDate: '2026-01-15', reasons: ['personalEmail' as const] }] },
  },
};
const NOTHING_FOUND = { ok: true as const, data: { message: 'OK', data: { items: [] } } };

/** The add flow's draft as the offline copy holds it, if it does. */
function keptDraftIn(offlineData: string | null): { values: Partial<HireFormInput> } | undefined {
  if (offlineData === null) return undefined;
  const copy = JSON.parse(offlineData) as { clientState: { queries: { queryKey: unknown[]; state: { data: unknown } }[] } };
  const query = copy.clientState.queries.find((kept) => kept.queryKey[0] === 'draft.newHire');
  return query?.state.data as { values: Partial<HireFormInput> } | undefined;
}

const CREATED = hire({ _id: 'hire-new', firstName: 'Jordan', lastName: 'Rivera', status: 'preboarding' });

function openFlow(path: string, handlers: FakeApiHandlers = {}, user: SessionUser = hiresCoordinator(), offlineData: string | null = null) {
  const bridge = createFakeBridge({ session: signedIn(user), offlineData });
  const lists = companyListAnswers();
  const call = fakeApi(bridge, {
    'settings.departments': () => lists.departments,
    'settings.locations': () => lists.locations,
    'settings.otherCriteria': () => lists.otherCriteria,
    'tasks.planTemplates': () => ({ ok: true, data: { message: 'OK', data: [TEMPLATE] } }),
    'tasks.planTasks': () => ({
      ok: true,
      data: { message: 'OK', data: { plan: { _id: TEMPLATE._id, name: TEMPLATE.name }, tasks: PLAN_TASKS, notMatching: [] } },
    }),
    'newHire.create': () => ({ ok: true, data: { message: 'New hire added.', data: CREATED } }),
    'newHire.assignPlan': () => ({ ok: false, error: { status: 500, message: 'Not expected here.' } }),
    ...handlers,
  });
  const calls = <N extends keyof FakeApiHandlers>(name: N) =>
    call.mock.calls.filter(([called]) => called === name).map(([, input]) => input as OperationInput<N>);
  return { ...renderApp(path, bridge), bridge, call, calls };
}

/** Starts the draft as if step 1 (and, with values, the later steps) had been filled in. */
function seedDraft(user: SessionUser, values: HireFormInput = FILLED, plan: PlanChoice | null = null) {
  discardDraft();
  ensureDraft(user.id, () => values);
  updateDraft({ personalDone: true, plan });
}

// Role queries compute styles up the tree, which under antd's style tags is slow in jsdom; these
// find controls by their label or text instead.
const button = (name: string) => screen.getByText(name, { selector: 'button span' }).closest('button')!;
const errorOf = (label: string) => document.getElementById(`${screen.getByLabelText(label).id}-error`)!;
const stepTitle = (title: string) => screen.findByText(title, { selector: 'h2' });

async function enter(user: UserEvent, label: string, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}

async function choose(user: UserEvent, label: string, option: string) {
  await user.click(screen.getByLabelText(label));
  await user.click(await within(await openList()).findByTitle(option));
}

/** Continue through the prefilled Job and People steps to the plan. */
async function continueToPlan(user: UserEvent) {
  await stepTitle('Job (2/5)');
  await user.click(button('Continue'));
  await stepTitle('People (3/5)');
  await user.click(button('Continue'));
  await stepTitle('Plan (4/5)');
}

describe('adding a new hire', { timeout: 90_000 }, () => {
  beforeAll(async () => {
    // The lazy routes are compiled on first use; that is not the first test's time to spend.
    await Promise.all([import('@renderer/app/routes/add-new-hire'), import('@renderer/app/routes/hire-details')]);
  }, 60_000);

  afterEach(() => {
    // Unmounted first: a step still on screen would start a new draft when this one goes.
    cleanup();
    discardDraft();
  });

  it('validates step 1 as the user types and goes on only when it is valid', async () => {
    const { user, location } = openFlow(ADD);
    await stepTitle('Personal (1/5)');
    await enter(user, 'First name', 'A');
    await user.clear(screen.getByLabelText('First name'));
    await waitFor(() => expect(errorOf('First name')).toHaveTextContent('This field is required'));
    await enter(user, 'Personal email', 'jordan@');
    await waitFor(() => expect(errorOf('Personal email')).toHaveTextContent('Please enter valid email'));
    await enter(user, 'Preferred name (optional)', 'Jo\u0007');
    await waitFor(() => expect(errorOf('Preferred name (optional)')).toHaveTextContent('Preferred name cannot contain control characters.'));
    await user.click(button('Continue'));
    await waitFor(() => expect(errorOf('Last name')).toHaveTextContent('This field is required'));
    expect(location()).toBe(ADD);
  });

  it('sends a visit to hire-details without step 1 back to step 1', async () => {
    const { location } = openFlow(DETAILS);
    await stepTitle('Personal (1/5)');
    expect(location()).toBe(ADD);
  });

  it('keeps every value between the steps and routes, with the coordinator and the location’s timezone filled in', async () => {
    const { user, location } = openFlow(ADD);
    await stepTitle('Personal (1/5)');
    await enter(user, 'First name', 'Jordan');
    await enter(user, 'Last name', 'Rivera');
    await enter(user, 'Personal email', 'jordan@example.com');
    await user.click(button('Continue'));
    await stepTitle('Job (2/5)');
    expect(location()).toBe(DETAILS);

    await enter(user, 'Job title', 'Software Engineer');
    await choose(user, 'Location (optional)', 'London HQ');
    await choose(user, 'Employment status', 'Full time');
    await enter(user, 'Start date', toDisplayDate(START));
    await user.keyboard('{Tab}');
    await waitFor(() => expect(screen.getByTitle('(UTC) Edinburgh, London')).toBeInTheDocument());
    await user.click(button('Continue'));
    await stepTitle('People (3/5)');
    expect(screen.getByTitle(COORDINATOR.fullName)).toBeInTheDocument();

    await user.click(button('Back'));
    await stepTitle('Job (2/5)');
    expect(screen.getByLabelText('Job title')).toHaveValue('Software Engineer');
    expect(screen.getByLabelText('Start date')).toHaveValue(toDisplayDate(START));
    await user.click(button('Back'));
    await stepTitle('Personal (1/5)');
    expect(location()).toBe(ADD);
    expect(screen.getByLabelText('First name')).toHaveValue('Jordan');
    expect(screen.getByLabelText('Personal email')).toHaveValue('jordan@example.com');
  });

  it('shows the plan’s tasks by category, lets tasks be removed, and saves the hire and then the kept tasks', async () => {
    const coordinator = hiresCoordinator();
    seedDraft(coordinator);
    const { user, location, calls } = openFlow(
      DETAILS,
      {
        'newHire.assignPlan': () => ({
          ok: true,
          data: {
            message: 'Plan assigned.',
            data: {
              plan: {
                _id: 'plan-1',
                planTemplateId: TEMPLATE._id,
                name: TEMPLATE.name,
                assignedBy: COORDINATOR,
                assignedAt: '2026-11-01T09:00:00.000Z',
                taskCount: 2,
                doneCount: 0,
              },
              tasks: [],
            },
          },
        }),
      },
      coordinator,
    );
    await continueToPlan(user);
    await user.click(screen.getByText('Engineering onboarding'));
    expect(await screen.findByText('Build relationships (1)')).toBeInTheDocument();
    expect(screen.getByText('Know the company (0)')).toBeInTheDocument();
    expect(screen.getByText('Job training (1)')).toBeInTheDocument();
    expect(screen.getByText('Logistics (1)')).toBeInTheDocument();
    expect(screen.getByText(`Due 11/24/2026 · ${COORDINATOR.fullName}`)).toBeInTheDocument();
    expect(calls('tasks.planTasks')).toEqual([
      {
        planTemplateId: TEMPLATE._id,
        startDate: START,
        managerId: MANAGER._id,
        coordinatorId: COORDINATOR._id,
        buddyId: BUDDY._id,
        locationId: 'loc-london',
        // The templates' criteria are matched on the hire's department and employment status.
        departmentId: 'dep-eng',
        employmentStatus: 'full_time',
      },
    ]);

    await user.click(screen.getByLabelText('Remove Order a laptop'));
    expect(screen.getByText('Logistics (0)')).toBeInTheDocument();
    expect(screen.queryByText('Order a laptop')).not.toBeInTheDocument();
    await user.click(button('Continue'));
    await stepTitle('Review (5/5)');
    expect(screen.getByText('Engineering onboarding, 2 tasks')).toBeInTheDocument();

    await user.click(button('Save and approve'));
    await waitFor(() => expect(location()).toBe('/new-hiring/new-hire-info?id=hire-new'));
    expect(calls('newHire.create')).toEqual([
      {
        firstName: 'Jordan',
        lastName: 'Rivera',
        preferredName: 'Jo',
        personalEmail: 'jordan@example.com',
        workEmail: null,
        phone: '+447911123456',
        jobTitle: 'Software Engineer',
        departmentId: 'dep-eng',
        locationId: 'loc-london',
        employmentStatus: 'full_time',
        startDate: START,
        timezone: '(UTC) Edinburgh, London',
        managerId: MANAGER._id,
        coordinatorId: COORDINATOR._id,
        buddyId: BUDDY._id,
        customFields: {},
        status: 'preboarding',
        // Approving at creation gives the plans assigned by themselves, but not this one: it is assigned next with the kept tasks.
        planTemplateId: TEMPLATE._id,
      },
    ]);
    expect(calls('newHire.assignPlan')).toEqual([
      {
        hireId: 'hire-new',
        planTemplateId: TEMPLATE._id,
        name: TEMPLATE.name,
        tasks: [
          {
            title: 'Meet your buddy',
            description: '',
            taskCategory: 'build_relationships',
            assigneeRole: 'buddy',
            assigneeUserId: null,
            dueOffsetDays: 1,
            dueOffsetUnit: 'calendarDays',
            planTaskTemplateId: 'task-template-meet-buddy',
          },
          {
            title: 'Set up your laptop',
            description: '',
            taskCategory: 'job_training',
            assigneeRole: 'new_hire',
            assigneeUserId: null,
            dueOffsetDays: 2,
            dueOffsetUnit: 'calendarDays',
            planTaskTemplateId: 'task-template-setup-laptop',
          },
        ],
      },
    ]);
    expect(await screen.findByText('Plan assigned.')).toBeInTheDocument();
  });

  it('keeps what was entered when the save fails, and shows the gateway’s message under its field on that field’s step', async () => {
    const coordinator = hiresCoordinator();
    seedDraft(coordinator);
    const message = 'A hire with this personal email already exists.';
    const { user, location, calls } = openFlow(
      DETAILS,
      { 'newHire.create': () => ({ ok: false, error: { status: 409, message, fieldErrors: { personalEmail: [message] } } }) },
      coordinator,
    );
    await continueToPlan(user);
    await user.click(screen.getByText('No plan'));
    await user.click(button('Continue'));
    await stepTitle('Review (5/5)');
    await user.click(button('Save as pending'));
    await stepTitle('Personal (1/5)');
    expect(location()).toBe(ADD);
    await waitFor(() => expect(errorOf('Personal email')).toHaveTextContent(message));
    expect(screen.getAllByText(message)).toHaveLength(2);
    expect(screen.getByLabelText('Personal email')).toHaveValue('jordan@example.com');
    expect(screen.getByLabelText('First name')).toHaveValue('Jordan');
    expect(calls('newHire.create')).toHaveLength(1);
    expect(calls('newHire.create')[0]).toMatchObject({ status: 'pending', planTemplateId: null });
    expect(calls('newHire.assignPlan')).toHaveLength(0);
  });

  it('says the hire exists when only the plan failed, and trying again assigns the plan without creating the hire twice', async () => {
    const coordinator = hiresCoordinator();
    seedDraft(coordinator, FILLED, { kind: 'template', templateId: TEMPLATE._id, removed: [] });
    let planStored = false;
    const { user, location, calls } = openFlow(
      DETAILS,
      {
        'newHire.assignPlan': () =>
          planStored
            ? {
                ok: true,
                data: {
                  message: 'Plan assigned.',
                  data: {
                    plan: {
                      _id: 'plan-1',
                      planTemplateId: TEMPLATE._id,
                      name: TEMPLATE.name,
                      assignedBy: COORDINATOR,
                      assignedAt: '2026-11-01T09:00:00.000Z',
                      taskCount: 3,
                      doneCount: 0,
                    },
                    tasks: [],
                  },
                },
              }
            : { ok: false, error: { status: 503, message: 'The plan could not be stored. Try again.' } },
      },
      coordinator,
    );
    await continueToPlan(user);
    await screen.findByText('Logistics (1)');
    await user.click(button('Continue'));
    await stepTitle('Review (5/5)');
    await user.click(button('Save as pending'));
    expect(await screen.findByText('Jordan Rivera was added, but the plan was not assigned.')).toBeInTheDocument();
    expect(screen.getByText(/^The plan could not be stored\. Try again\. The plan’s tasks are still held here/)).toBeInTheDocument();
    expect(screen.queryByText('Save as pending')).not.toBeInTheDocument();

    planStored = true;
    await user.click(button('Try again'));
    await waitFor(() => expect(location()).toBe('/new-hiring/new-hire-info?id=hire-new'));
    expect(calls('newHire.create')).toHaveLength(1);
    expect(calls('newHire.assignPlan')).toHaveLength(2);
    expect(calls('newHire.assignPlan')[1]).toEqual(calls('newHire.assignPlan')[0]);
    expect(calls('newHire.assignPlan')[1]?.tasks).toHaveLength(3);
  });

  it('turns the save buttons off while an administrator acts as the user', async () => {
    const actedAs = hiresCoordinator({ loginAs: 'Ada Admin' });
    seedDraft(actedAs, FILLED, { kind: 'none' });
    const { user, call } = openFlow(DETAILS, {}, actedAs);
    await continueToPlan(user);
    await user.click(button('Continue'));
    await stepTitle('Review (5/5)');
    expect(button('Save as pending')).toBeDisabled();
    expect(button('Save and approve')).toBeDisabled();
    expect(call).not.toHaveBeenCalledWith('newHire.create', expect.anything());
  });

  it('points out a hire already added with the same personal email, linked, asking once the email is whole', async () => {
    const { user, calls } = openFlow(ADD, { 'newHire.duplicates': (input) => (input.personalEmail ? MAYA_FOUND : NOTHING_FOUND) });
    await stepTitle('Personal (1/5)');
    await enter(user, 'Personal email', 'maya.patel@example');
    await user.type(screen.getByLabelText('Personal email'), '.com');
    const link = await screen.findByText('Maya Patel', { selector: 'a' });
    expect(link).toHaveAttribute('href', '/new-hiring/new-hire-info?id=hire-maya');
    expect(screen.getByText('This may be a hire already added')).toBeInTheDocument();
    expect(link.closest('li')).toHaveTextContent('Maya Patel (Withdrawn, starts 01/15/2026: the same personal email)');
    expect(calls('newHire.duplicates')).toEqual([{ personalEmail: 'maya.patel@example.com' }]);
  });

  it('asks before saving a hire that may repeat another and a start date in the past, and saves only on "Save anyway"', async () => {
    const coordinator = hiresCoordinator();
    const started = dayjs().subtract(10, 'day');
    seedDraft(coordinator, { ...FILLED, startDate: toApiDate(started) });
    const { user, location, calls } = openFlow(DETAILS, { 'newHire.duplicates': () => MAYA_FOUND }, coordinator);
    await continueToPlan(user);
    await user.click(screen.getByText('No plan'));
    await user.click(button('Continue'));
    await stepTitle('Review (5/5)');
    expect(await screen.findByText('This may be a hire already added')).toBeInTheDocument();

    await user.click(button('Save as pending'));
    const dialog = (await screen.findByText('Check before saving')).closest<HTMLElement>('[role="dialog"]')!;
    expect(within(dialog).getByText('Maya Patel', { selector: 'a' })).toHaveAttribute('href', '/new-hiring/new-hire-info?id=hire-maya');
    expect(within(dialog).getByText(`The start date, ${toDisplayDate(started)}, was 10 days ago. Is it right?`)).toBeInTheDocument();
    await user.click(within(dialog).getByText('Go back'));
    expect(calls('newHire.create')).toEqual([]);

    await user.click(button('Save as pending'));
    await user.click(within((await screen.findByText('Check before saving')).closest<HTMLElement>('[role="dialog"]')!).getByText('Save anyway'));
    await waitFor(() => expect(location()).toBe('/new-hiring/new-hire-info?id=hire-new'));
    expect(calls('newHire.create')).toHaveLength(1);
    expect(calls('newHire.create')[0]).toMatchObject({ startDate: toApiDate(started), status: 'pending' });
  });

  it('keeps the draft across a restart in the encrypted copy, never in local storage, and offers to continue it or start over', async () => {
    const first = openFlow(ADD);
    await stepTitle('Personal (1/5)');
    await enter(first.user, 'First name', 'Jordan');
    await enter(first.user, 'Last name', 'Rivera');
    await waitFor(() => expect(keptDraftIn(first.bridge.offlineData)?.values).toMatchObject({ firstName: 'Jordan', lastName: 'Rivera' }));
    expect(JSON.stringify({ ...localStorage, ...sessionStorage })).not.toContain('Jordan');

    // A restart: nothing of the app is left in memory, only the copy on this computer.
    cleanup();
    forgetDraft();
    const second = openFlow(ADD, {}, hiresCoordinator(), first.bridge.offlineData);
    expect(await screen.findByText('You started adding Jordan Rivera and did not save them.')).toBeInTheDocument();
    await second.user.click(button('Continue'));
    await stepTitle('Personal (1/5)');
    expect(screen.getByLabelText('First name')).toHaveValue('Jordan');

    cleanup();
    forgetDraft();
    const third = openFlow(ADD, {}, hiresCoordinator(), second.bridge.offlineData);
    await screen.findByText('You started adding Jordan Rivera and did not save them.');
    await third.user.click(button('Start over'));
    await stepTitle('Personal (1/5)');
    expect(screen.getByLabelText('First name')).toHaveValue('');
    await waitFor(() => expect(keptDraftIn(third.bridge.offlineData)).toBeUndefined());
  });

  it('drops the kept draft once the hire is saved', async () => {
    const coordinator = hiresCoordinator();
    seedDraft(coordinator);
    const { user, location, bridge } = openFlow(DETAILS, {}, coordinator);
    updateDraft({ plan: { kind: 'none' } });
    await waitFor(() => expect(keptDraftIn(bridge.offlineData)).toBeDefined());
    await continueToPlan(user);
    await user.click(button('Continue'));
    await stepTitle('Review (5/5)');
    await user.click(button('Save and approve'));
    await waitFor(() => expect(location()).toBe('/new-hiring/new-hire-info?id=hire-new'));
    await waitFor(() => expect(keptDraftIn(bridge.offlineData)).toBeUndefined());
  });

  it('forgets the draft when the user signs out, as the core wipes the copy', async () => {
    const { user, bridge } = openFlow(ADD);
    await stepTitle('Personal (1/5)');
    await enter(user, 'First name', 'Jordan');
    await waitFor(() => expect(keptDraftIn(bridge.offlineData)).toBeDefined());
    act(() => bridge.emitSession(signedOut({ reason: 'signed-out' })));
    await waitFor(() => expect(currentDraft()).toBeNull());
  });
});
