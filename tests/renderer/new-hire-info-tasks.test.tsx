import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { hire, hirePlan, planTemplate, resolvedPlanTask, task } from './support/onboarding-fixtures';
import { buttonNamed, dialogTitled, enter, openHireInfo, refusal } from './new-hire-info-support';

const meetBuddy = resolvedPlanTask();
const laptop = resolvedPlanTask({
  planTaskTemplateId: 'task-template-laptop',
  title: 'Order a new laptop',
  taskCategory: 'logistics',
  assigneeRole: 'coordinator',
  assigneeUserId: 'user-coordinator',
  assignee: null,
  assigneeNote: null,
  dueOffsetDays: -5,
  dueDate: '2026-11-26',
});
const handbook = resolvedPlanTask({
  planTaskTemplateId: 'task-template-handbook',
  title: 'Read the handbook',
  taskCategory: 'know_the_company',
  assigneeRole: 'new_hire',
  assigneeUserId: null,
  assignee: null,
  dueOffsetDays: 0,
  dueDate: '2026-12-01',
});

describe('new hire info: tasks, plans and status', { timeout: 45_000 }, () => {
  it('completes a task with the version it shows, then reloads the tasks', async () => {
    const app = await openHireInfo({
      'tasks.changeStatus': () => ({ ok: true, data: { message: 'Task completed.', data: task({ _id: 'task-3', status: 'done', version: 3 }) } }),
    });
    await app.user.click(screen.getByLabelText('Complete Security training'));
    expect(await screen.findByText('Task completed.')).toBeInTheDocument();
    expect(app.sent('tasks.changeStatus')).toEqual([{ taskId: 'task-3', version: 2, status: 'done' }]);
    await waitFor(() => expect(app.sent('tasks.ofHire')).toHaveLength(2));
  });

  it('offers Undo in the toast, which reopens the completed task on the version the gateway answered', async () => {
    const app = await openHireInfo({
      'tasks.changeStatus': (input) => ({
        ok: true,
        data: {
          message: '“Security training” marked complete.',
          data: task({ _id: 'task-3', title: 'Security training', status: input.status as 'done', version: Number(input.version) + 1 }),
        },
      }),
    });
    await app.user.click(screen.getByLabelText('Complete Security training'));
    const toast = (await screen.findByText('“Security training” marked complete.')).parentElement as HTMLElement;
    await app.user.click(within(toast).getByRole('button', { name: 'Undo' }));
    await waitFor(() =>
      expect(app.sent('tasks.changeStatus')).toEqual([
        { taskId: 'task-3', version: 2, status: 'done' },
        { taskId: 'task-3', version: 3, status: 'todo' },
      ]),
    );
  });

  it('blocks a task only with a reason', async () => {
    const app = await openHireInfo({
      'tasks.changeStatus': () => ({
        ok: true,
        data: { message: 'Task blocked.', data: task({ status: 'blocked', blockedReason: 'Waiting for IT', version: 2 }) },
      }),
    });
    await app.user.click(screen.getByLabelText('Block Order a laptop'));
    const dialog = dialogTitled('Block “Order a laptop”');
    await app.user.click(within(dialog).getByText('Block task'));
    expect(within(dialog).getByText('Say why the task is blocked.')).toBeInTheDocument();
    expect(app.sent('tasks.changeStatus')).toEqual([]);

    await enter(app.user, within(dialog).getByLabelText('Why is it blocked?'), 'Waiting for IT');
    await app.user.click(within(dialog).getByText('Block task'));
    await waitFor(() => expect(app.sent('tasks.changeStatus')).toEqual([{ taskId: 'task-1', version: 1, status: 'blocked', blockedReason: 'Waiting for IT' }]));
  });

  it('adds a task with the form’s fields, starting from the hire’s start date', async () => {
    const app = await openHireInfo({
      'newHire.createTask': () => ({ ok: true, data: { message: 'Task added.', data: task({ _id: 'task-new', title: 'Set up payroll' }) } }),
    });
    await app.user.click(buttonNamed('Add task'));
    const form = (await screen.findByLabelText('Add task', { selector: 'form' })) as HTMLElement;
    await app.user.click(within(form).getByText('Add task', { selector: 'button span' }));
    expect(await within(form).findByText('This field is required')).toBeInTheDocument();

    await enter(app.user, within(form).getByLabelText('Title'), 'Set up payroll');
    await app.user.click(within(form).getByText('Add task', { selector: 'button span' }));
    expect(await screen.findByText('Task added.')).toBeInTheDocument();
    expect(app.sent('newHire.createTask')).toEqual([
      {
        hireId: 'hire-1',
        title: 'Set up payroll',
        description: '',
        taskCategory: 'build_relationships',
        assigneeRole: 'new_hire',
        assigneeUserId: null,
        dueDate: '2026-12-01',
      },
    ]);
    await waitFor(() => expect(form).not.toBeInTheDocument());
  });

  it('withdraws after asking, with the reason and the version read; a newer version shows the server’s message and reloads', async () => {
    const app = await openHireInfo({
      'newHire.get': () => ({ ok: true, data: { message: 'OK', data: hire({ status: 'pending', allowedMoves: ['preboarding', 'withdrawn'], version: 4 }) } }),
      'newHire.changeStatus': () => refusal('Someone else changed this hire. Look again before you save.', 409),
    });
    await app.user.click(buttonNamed('Withdraw'));
    expect(app.sent('newHire.changeStatus')).toEqual([]);
    const dialog = dialogTitled('Withdraw Jordan Rivera?');
    await enter(app.user, within(dialog).getByLabelText('Reason (optional)'), 'Offer declined');
    await app.user.click(within(dialog).getByText('Withdraw', { selector: 'button span' }));

    expect(await screen.findByText('Someone else changed this hire. Look again before you save.')).toBeInTheDocument();
    expect(app.sent('newHire.changeStatus')).toEqual([{ id: 'hire-1', version: 4, status: 'withdrawn', reason: 'Offer declined' }]);
    await waitFor(() => expect(app.sent('newHire.get')).toHaveLength(2));
  });

  it('holds a withdrawn hire’s open tasks with no actions, and reopens the hire where the coordinator chooses', async () => {
    const app = await openHireInfo({
      'newHire.get': () => ({ ok: true, data: { message: 'OK', data: hire({ status: 'withdrawn', allowedMoves: ['pending', 'preboarding'], version: 5 }) } }),
      'newHire.changeStatus': () => ({
        ok: true,
        data: {
          message: 'Jordan Rivera was reopened: now preboarding, with their tasks back as they were.',
          data: hire({ status: 'preboarding', version: 6 }),
        },
      }),
    });
    expect(await screen.findByText(/their open tasks are on hold/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Complete Order a laptop')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Block Order a laptop')).not.toBeInTheDocument();
    expect(screen.getAllByText('On hold')).toHaveLength(2);

    await app.user.click(buttonNamed('Reopen'));
    const dialog = dialogTitled('Reopen Jordan Rivera?');
    expect(within(dialog).getByLabelText(/Pending approval/)).toBeChecked();
    await app.user.click(within(dialog).getByLabelText(/Preboarding \(approved\)/));
    await app.user.click(within(dialog).getByText('Reopen', { selector: 'button span' }));
    expect(await screen.findByText('Jordan Rivera was reopened: now preboarding, with their tasks back as they were.')).toBeInTheDocument();
    expect(app.sent('newHire.changeStatus')).toEqual([{ id: 'hire-1', version: 5, status: 'preboarding' }]);
  });

  it('holds the plan’s tasks on the client, lets some go, assigns the rest and then empties the held list', async () => {
    const app = await openHireInfo({
      'tasks.planTemplates': () => ({ ok: true, data: { message: 'OK', data: [planTemplate()] } }),
      'tasks.planTasks': () => ({
        ok: true,
        data: {
          message: 'OK',
          data: { plan: { _id: 'template-engineering', name: 'Engineering onboarding' }, tasks: [meetBuddy, laptop, handbook], notMatching: [] },
        },
      }),
      'newHire.assignPlan': () => ({
        ok: true,
        data: { message: 'Plan assigned.', data: { plan: hirePlan({ _id: 'plan-2' }), tasks: [task({ _id: 'task-9' })] } },
      }),
    });
    await app.user.click(buttonNamed('Assign plan'));
    const dialog = dialogTitled('Assign plan');
    await app.user.click(within(dialog).getByLabelText('Plan template'));
    await app.user.click(await screen.findByText('Engineering onboarding (0 tasks)', { selector: '.ant-select-item-option-content' }));

    expect(await within(dialog).findByText('Meet your buddy')).toBeInTheDocument();
    expect(app.sent('tasks.planTasks')).toEqual([{ planTemplateId: 'template-engineering', hireId: 'hire-1' }]);
    expect([...dialog.querySelectorAll('h3')].map((heading) => heading.textContent)).toEqual([
      'Build relationships (1)',
      'Know the company (1)',
      'Logistics (1)',
    ]);
    expect(within(dialog).getByText(/Their coordinator · Due 11\/26\/2026/)).toBeInTheDocument();

    await app.user.click(within(dialog).getByLabelText('Remove Order a new laptop'));
    expect(within(dialog).queryByText('Order a new laptop')).not.toBeInTheDocument();
    expect(within(dialog).getByText('2 tasks will be added')).toBeInTheDocument();

    await app.user.click(within(dialog).getByText('Assign', { selector: 'button span' }));
    expect(await screen.findByText('Plan assigned.')).toBeInTheDocument();
    expect(app.sent('newHire.assignPlan')).toEqual([
      {
        hireId: 'hire-1',
        planTemplateId: 'template-engineering',
        name: 'Engineering onboarding',
        tasks: [
          {
            title: 'Meet your buddy',
            description: '',
            taskCategory: 'build_relationships',
            assigneeRole: 'buddy',
            assigneeUserId: 'user-buddy',
            dueOffsetDays: 1,
            dueOffsetUnit: 'calendarDays',
            planTaskTemplateId: 'task-template-meet-buddy',
          },
          {
            title: 'Read the handbook',
            description: '',
            taskCategory: 'know_the_company',
            assigneeRole: 'new_hire',
            assigneeUserId: null,
            dueOffsetDays: 0,
            dueOffsetUnit: 'calendarDays',
            planTaskTemplateId: 'task-template-handbook',
          },
        ],
      },
    ]);
    await waitFor(() => expect(app.sent('newHire.plans')).toHaveLength(2));
    expect(app.sent('tasks.ofHire')).toHaveLength(2);

    // Opened again, the modal holds nothing: the held list was emptied.
    await app.user.click(buttonNamed('Assign plan'));
    await waitFor(() => expect(within(dialogTitled('Assign plan')).queryByText('Meet your buddy')).not.toBeInTheDocument());
    expect(within(dialogTitled('Assign plan')).queryByText(/will be added/)).not.toBeInTheDocument();
  });
});
