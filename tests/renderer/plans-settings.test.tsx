import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Criteria, CriteriaOption } from '@shared/contract/criteria';
import type { Plan } from '@shared/contract/plans';
import { fakeApi, type FakeApiHandlers } from './support/fake-api';
import { createFakeBridge } from './support/fake-bridge';
import { signedIn } from './support/fixtures';
import { hiresCoordinator } from './support/onboarding-fixtures';
import { renderApp } from './support/render-app';
import { chooseOption } from './support/sign-up-journey';
import '@renderer/app/routes/app-layout';
import '@renderer/app/routes/area-route';
import '@renderer/app/routes/settings-tasks';

const admin = (permissions = ['onb.home.view', 'onb.new_hires.view', 'onb.settings.view', 'onb.settings.manage']) =>
  hiresCoordinator({ permissions, menuPermissions: { ONBOARDING: { menu: [], module: ['/home', '/settings'] } } });

const OPTIONS: CriteriaOption[] = [
  {
    dimension: 'department',
    label: 'Department',
    values: [
      { value: 'dep-eng', label: 'Engineering', archived: false },
      { value: 'dep-old', label: 'Old team', archived: true },
    ],
  },
  { dimension: 'employment_status', label: 'Employment status', values: [{ value: 'contractor', label: 'Contractor', archived: false }] },
];

const PLAN: Plan = {
  _id: 'plan-1',
  name: 'Engineers first month',
  description: '',
  autoAssign: true,
  criteria: [],
  archived: false,
  hireCount: 2,
  version: 3,
  taskTemplates: [
    {
      _id: 'line-1',
      title: 'Pair with an engineer',
      description: '',
      taskCategory: 'build_relationships',
      assigneeRole: 'manager',
      assignee: null,
      dueOffsetDays: -2,
      dueOffsetUnit: 'workingDays',
      criteria: [{ dimension: 'department', values: ['dep-old'] }],
      version: 1,
    },
  ],
};

function openPlans(handlers: FakeApiHandlers, user = admin()) {
  const bridge = createFakeBridge({ session: signedIn(user) });
  const calls = fakeApi(bridge, {
    'plans.list': () => ({ ok: true, data: { message: 'Plans', data: [PLAN] } }),
    'criteria.options': () => ({ ok: true, data: { message: 'OK', data: OPTIONS } }),
    'criteria.matchingHires': (input: { criteria: Criteria }) => ({
      ok: true,
      data: { message: 'OK', data: { count: input.criteria.length === 0 ? 12 : 3 } },
    }),
    ...handlers,
  });
  const app = renderApp('/settings/tasks', bridge);
  const sent = (name: string) => calls.mock.calls.filter(([called]) => called === name).map(([, input]) => input);
  return { ...app, sent };
}

const LEAVE_QUESTION = 'Leave without saving?';
const leaveQuestion = async () => (await screen.findByText(LEAVE_QUESTION, { selector: '.ant-modal-title' })).closest<HTMLElement>('[role="dialog"]')!;
const noLeaveQuestion = () => screen.queryByText(LEAVE_QUESTION, { selector: '.ant-modal-title' });

describe('onboarding plans settings', { timeout: 45_000 }, () => {
  it('lists a plan’s tasks by category with their due rule, assignee and criteria, archived values marked', async () => {
    openPlans({});
    const card = await screen.findByRole('region', { name: 'Engineers first month' });
    expect(within(card).getByText('Assigned automatically')).toBeDefined();
    expect(within(card).getByRole('heading', { name: 'Build relationships' })).toBeDefined();
    expect(await within(card).findByText('2 working days before the start date · Their manager · For: Department: Old team (archived)')).toBeDefined();
  });

  it('adds a task with a due rule before the start date and criteria, while the rule editor counts the hires it matches', async () => {
    const app = openPlans({ 'plans.addTaskTemplate': () => ({ ok: true, data: { message: 'Task “Laptop” added', data: PLAN } }) });
    await app.user.click(await screen.findByRole('button', { name: 'Add task to Engineers first month' }));
    const drawer = await screen.findByRole('dialog');
    await app.user.type(within(drawer).getByLabelText('Title'), 'Laptop');
    await waitFor(() => expect(within(drawer).getByTestId('rule-editor-count').textContent).toBe('Matches 12 current hires'));
    expect(within(drawer).getByText('No rule: it applies to every hire.')).toBeDefined();
    await app.user.clear(within(drawer).getByRole('spinbutton', { name: 'Number of days' }));
    await app.user.type(within(drawer).getByRole('spinbutton', { name: 'Number of days' }), '3');
    await chooseOption(app.user, 'Day kind', 'working days');
    await chooseOption(app.user, 'Before or after', 'before the start date');
    await chooseOption(app.user, 'Department', 'Engineering');
    // An archived value is not offered for a new rule.
    expect(screen.queryByTitle('Old team (archived)')).toBeNull();
    await waitFor(() => expect(within(drawer).getByTestId('rule-editor-count').textContent).toBe('Matches 3 current hires'));
    expect(app.sent('criteria.matchingHires')).toContainEqual({ criteria: [{ dimension: 'department', values: ['dep-eng'] }] });

    await app.user.click(within(drawer).getByRole('button', { name: 'Add task' }));
    await waitFor(() =>
      expect(app.sent('plans.addTaskTemplate')).toEqual([
        expect.objectContaining({
          planId: 'plan-1',
          title: 'Laptop',
          dueOffsetDays: -3,
          dueOffsetUnit: 'workingDays',
          assigneeRole: 'coordinator',
          assigneeUserId: null,
          criteria: [{ dimension: 'department', values: ['dep-eng'] }],
        }),
      ]),
    );
    expect(await screen.findByText('Task “Laptop” added')).toBeDefined();
  });

  it('keeps the form and marks the field the gateway refuses', async () => {
    const app = openPlans({
      'plans.addTaskTemplate': () => ({
        ok: false,
        error: { status: 400, message: 'Use at most 365 days.', fieldErrors: { dueOffsetDays: ['Use at most 365 days.'] } },
      }),
    });
    await app.user.click(await screen.findByRole('button', { name: 'Add task to Engineers first month' }));
    const drawer = await screen.findByRole('dialog');
    await app.user.type(within(drawer).getByLabelText('Title'), 'Laptop');
    await app.user.click(within(drawer).getByRole('button', { name: 'Add task' }));
    expect(await within(drawer).findByText('Use at most 365 days.')).toBeDefined();
    expect((within(drawer).getByLabelText('Title') as HTMLInputElement).value).toBe('Laptop');
  });

  it('asks before the plan form closes with something typed, keeps it on Stay, and closes an untouched one at once', async () => {
    const app = openPlans({});
    await screen.findByRole('region', { name: 'Engineers first month' });
    const addPlan = () => app.user.click(screen.getAllByRole('button', { name: 'Add plan' })[0]!);
    await addPlan();
    let modal = await screen.findByRole('dialog', { name: 'Add plan' });
    await app.user.click(within(modal).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add plan' })).toBeNull());
    expect(noLeaveQuestion()).toBeNull();

    await addPlan();
    modal = await screen.findByRole('dialog', { name: 'Add plan' });
    await app.user.type(within(modal).getByLabelText('Name'), 'Sales onboarding');
    await app.user.keyboard('{Escape}');
    await app.user.click(within(await leaveQuestion()).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(noLeaveQuestion()).toBeNull());
    expect(within(screen.getByRole('dialog', { name: 'Add plan' })).getByLabelText('Name')).toHaveValue('Sales onboarding');
    await app.user.click(within(screen.getByRole('dialog', { name: 'Add plan' })).getByRole('button', { name: 'Cancel' }));
    await app.user.click(within(await leaveQuestion()).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add plan' })).toBeNull());
    expect(app.sent('plans.create')).toEqual([]);
  });

  it('asks before the task drawer closes with something typed, keeps it on Stay, and closes an untouched one at once', async () => {
    const app = openPlans({});
    const addTask = async () => app.user.click(await screen.findByRole('button', { name: 'Add task to Engineers first month' }));
    const drawerTitle = 'Add task: Engineers first month';
    await addTask();
    let drawer = await screen.findByRole('dialog', { name: drawerTitle });
    await app.user.click(within(drawer).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: drawerTitle })).toBeNull());
    expect(noLeaveQuestion()).toBeNull();

    await addTask();
    drawer = await screen.findByRole('dialog', { name: drawerTitle });
    await app.user.type(within(drawer).getByLabelText('Title'), 'Laptop');
    await app.user.click(within(drawer).getByRole('button', { name: 'Close' }));
    await app.user.click(within(await leaveQuestion()).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(noLeaveQuestion()).toBeNull());
    expect(within(screen.getByRole('dialog', { name: drawerTitle })).getByLabelText('Title')).toHaveValue('Laptop');
    await app.user.click(within(screen.getByRole('dialog', { name: drawerTitle })).getByRole('button', { name: 'Cancel' }));
    await app.user.click(within(await leaveQuestion()).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: drawerTitle })).toBeNull());
    expect(app.sent('plans.addTaskTemplate')).toEqual([]);
  });

  it('on a stale save shows what was saved meanwhile beside what was typed, and keeps either side as the user picks', async () => {
    // The screen read PLAN; someone else has saved it since.
    let server: Plan = { ...PLAN, name: 'Engineers first weeks', autoAssign: false, version: 4 };
    let listed: Plan = PLAN;
    const app = openPlans({
      'plans.list': () => ({ ok: true, data: { message: 'Plans', data: [listed] } }),
      'plans.update': (input) => {
        listed = server;
        if (input.version !== server.version) {
          return { ok: false, error: { status: 409, code: 'STALE_VERSION', message: 'Someone else changed this plan after you opened it.' } };
        }
        server = { ...server, name: input.name, description: input.description ?? '', autoAssign: input.autoAssign ?? false, version: server.version + 1 };
        listed = server;
        return { ok: true, data: { message: 'Plan saved', data: server } };
      },
    });
    await app.user.click(await screen.findByRole('button', { name: 'Edit plan Engineers first month' }));
    let modal = await screen.findByRole('dialog', { name: 'Edit plan: Engineers first month' });
    await app.user.clear(within(modal).getByLabelText('Name'));
    await app.user.type(within(modal).getByLabelText('Name'), 'Engineers onboarding');
    await app.user.click(within(modal).getByRole('button', { name: 'Save' }));

    let compare = await within(modal).findByRole('table', { name: 'What changed' });
    const row = (label: string) => [...within(compare).getByText(label).closest('tr')!.querySelectorAll('td')].map((cell) => cell.textContent);
    expect(row('Name')).toEqual(['Name', 'Engineers first weeks', 'Engineers onboarding']);
    expect(row('Assign automatically')).toEqual(['Assign automatically', 'No', 'Yes']);
    expect(within(compare).queryByText('Description')).toBeNull();
    // Nothing is overwritten until the user picks.
    expect(app.sent('plans.update')).toHaveLength(1);

    await app.user.click(within(modal).getByRole('button', { name: 'Take theirs' }));
    expect(within(modal).getByLabelText('Name')).toHaveValue('Engineers first weeks');
    expect(within(modal).getByRole('switch')).not.toBeChecked();
    expect(within(modal).queryByRole('table', { name: 'What changed' })).toBeNull();
    await app.user.clear(within(modal).getByLabelText('Name'));
    await app.user.type(within(modal).getByLabelText('Name'), 'Engineers onboarding');
    await app.user.click(within(modal).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(app.sent('plans.update')).toHaveLength(2));
    expect(app.sent('plans.update')[1]).toMatchObject({ id: 'plan-1', version: 4, name: 'Engineers onboarding', autoAssign: false });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit plan: Engineers first month' })).toBeNull());

    await app.user.click(await screen.findByRole('button', { name: 'Edit plan Engineers onboarding' }));
    modal = await screen.findByRole('dialog', { name: 'Edit plan: Engineers onboarding' });
    server = { ...server, description: 'Set by them', version: server.version + 1 };
    await app.user.type(within(modal).getByLabelText('Name'), ' team');
    await app.user.click(within(modal).getByRole('button', { name: 'Save' }));
    compare = await within(modal).findByRole('table', { name: 'What changed' });
    expect(row('Description')).toEqual(['Description', 'Set by them', '']);
    await app.user.click(within(modal).getByRole('button', { name: 'Keep mine' }));
    await waitFor(() => expect(app.sent('plans.update')).toHaveLength(4));
    expect(app.sent('plans.update')[3]).toMatchObject({ version: 6, name: 'Engineers onboarding team', description: '', autoAssign: false });
  });

  it('shows a coordinator the plans read-only, saying why', async () => {
    openPlans({}, admin(['onb.home.view', 'onb.new_hires.view', 'onb.settings.view']));
    await screen.findByRole('region', { name: 'Engineers first month' });
    expect((screen.getAllByRole('button', { name: 'Add plan' })[0] as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Add task to Engineers first month' })).toBeNull();
    expect(screen.getByText('You can look at these settings but not change them. Ask your company administrator for access.')).toBeDefined();
  });
});
