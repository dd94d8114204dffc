import { screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '@shared/contract/user';
import { fakeApi, type FakeApiHandlers } from './support/fake-api';
import { createFakeBridge } from './support/fake-bridge';
import { signedIn } from './support/fixtures';
import { assignedTasks, hiresCoordinator, refusal, task } from './support/onboarding-fixtures';
import { renderApp } from './support/render-app';
// Compiled with the test file rather than on first navigation.
import '@renderer/app/routes/tasks';

const LAPTOP = task({ version: 3 });
const LATE = task({ _id: 'task-late', title: 'Book the welcome lunch', taskCategory: 'build_relationships', dueDate: '2026-11-18', overdue: true });

function openTasks(path = '/tasks', handlers: FakeApiHandlers = {}, user: SessionUser = hiresCoordinator()) {
  const bridge = createFakeBridge({ session: signedIn(user) });
  const calls = fakeApi(bridge, {
    'tasks.assigned': () => assignedTasks([LAPTOP, LATE], { todo: 2, blocked: 1, overdue: 1, done: 7 }, 12),
    ...handlers,
  });
  const sent = (name: string) => calls.mock.calls.filter(([called]) => called === name).map(([, input]) => input);
  return { ...renderApp(path, bridge), calls, sent };
}

/** The table's first paint; generous, as the first screen drawn in a file pays for antd's styles under jsdom. */
const rowsShown = () => screen.findByText('Order a laptop', {}, { timeout: 30_000 });

/** A button by its accessible label; quicker than a role query over the whole table. */
const labelled = (label: string) => screen.getByLabelText(label, { selector: 'button' }) as HTMLButtonElement;

describe('/tasks', { timeout: 45_000 }, () => {
  it('asks for my open tasks by due date with my own date, and shows counts, rows, overdue and hire links', async () => {
    const { sent } = openTasks();
    await rowsShown();
    expect(sent('tasks.assigned')[0]).toEqual({
      offset: 0,
      limit: 10,
      sortBy: 'dueDate',
      sortOrder: 'asc',
      status: ['todo', 'blocked'],
      today: dayjs().format('YYYY-MM-DD'),
      assignee: 'me',
    });
    const counts = screen.getByRole('group', { name: 'Task counts' });
    expect(
      within(counts)
        .getAllByText(/^\d+$/)
        .map((value) => value.textContent),
    ).toEqual(['2', '1', '1', '7']);
    const lateRow = screen.getByText('Book the welcome lunch').closest('tr') as HTMLElement;
    expect(within(lateRow).getByText('Overdue')).toBeInTheDocument();
    expect(within(lateRow).getByText('11/18/2026')).toBeInTheDocument();
    expect(within(lateRow).getByText('Jordan Rivera').closest('a')).toHaveAttribute('href', '/new-hiring/new-hire-info?id=hire-1');
  });

  it('reads every filter, the page and the sort from the URL, and writes a changed filter back', async () => {
    const { sent, user, location } = openTasks('/tasks?search=laptop&status=done&category=logistics&due=overdue&whose=all&page=2&sortBy=title&sortOrder=desc');
    await rowsShown();
    expect(sent('tasks.assigned')[0]).toEqual({
      offset: 10,
      limit: 10,
      sortBy: 'title',
      sortOrder: 'desc',
      status: ['done'],
      taskCategory: ['logistics'],
      search: 'laptop',
      due: 'overdue',
      today: dayjs().format('YYYY-MM-DD'),
      assignee: 'all',
    });
    await user.click(screen.getByText('Clear Filters'));
    await waitFor(() => expect(location()).toBe('/tasks?sortBy=title&sortOrder=desc'));
  });

  it('completes a task with the version it read, and shows the server’s answer', async () => {
    const { user, sent } = openTasks('/tasks', {
      'tasks.changeStatus': (input) => ({
        ok: true,
        data: { message: 'Task completed.', data: { ...LAPTOP, status: 'done', version: Number(input.version) + 1 } },
      }),
    });
    await rowsShown();
    await user.click(labelled('Complete Order a laptop'));
    expect(sent('tasks.changeStatus')).toEqual([{ taskId: 'task-1', version: 3, status: 'done' }]);
    expect(await screen.findByText('Task completed.')).toBeInTheDocument();
  });

  it('puts a refused change back and says why (409)', async () => {
    const { user, sent } = openTasks('/tasks', {
      'tasks.changeStatus': () => refusal('This task was changed by someone else. The list shows it as it is now.', 409),
    });
    await rowsShown();
    const before = sent('tasks.assigned').length;
    await user.click(labelled('Complete Order a laptop'));
    expect(await screen.findByText('This task was changed by someone else. The list shows it as it is now.')).toBeInTheDocument();
    const row = screen.getByText('Order a laptop').closest('tr') as HTMLElement;
    expect(within(row).getByText('To do')).toBeInTheDocument();
    await waitFor(() => expect(sent('tasks.assigned').length).toBeGreaterThan(before));
  });

  it('blocks a task only with a reason', async () => {
    const { user, sent } = openTasks('/tasks', {
      'tasks.changeStatus': (input) => ({
        ok: true,
        data: { message: 'Task blocked.', data: { ...LAPTOP, status: 'blocked', blockedReason: input.blockedReason ?? null } },
      }),
    });
    await rowsShown();
    await user.click(labelled('Block Order a laptop'));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByText('Block task'));
    expect(await within(dialog).findByText('Say why the task is blocked.')).toBeInTheDocument();
    expect(sent('tasks.changeStatus')).toEqual([]);
    await user.click(within(dialog).getByLabelText('Why is this task blocked?'));
    await user.paste('No budget yet');
    await user.click(within(dialog).getByText('Block task'));
    await waitFor(() => expect(sent('tasks.changeStatus')).toEqual([{ taskId: 'task-1', version: 3, status: 'blocked', blockedReason: 'No budget yet' }]));
  });

  it('shows why a blocked task is blocked, in its row, with Unblock in place of Block', async () => {
    const blocked = task({ status: 'blocked', blockedReason: 'Waiting for the laptop order' });
    openTasks('/tasks', { 'tasks.assigned': () => assignedTasks([blocked], { todo: 0, blocked: 1, overdue: 0, done: 0 }, 1) });
    const row = (await rowsShown()).closest('tr') as HTMLElement;
    expect(within(row).getByText('Blocked: Waiting for the laptop order')).toBeInTheDocument();
    expect(within(row).getByText('Blocked')).toBeInTheDocument();
    expect(labelled('Unblock Order a laptop')).toBeEnabled();
    expect(within(row).queryByLabelText('Block Order a laptop')).toBeNull();
  });

  it('turns the row buttons off while an administrator is logged in as the user', async () => {
    openTasks('/tasks', {}, hiresCoordinator({ loginAs: 'Ada Admin' }));
    await rowsShown();
    expect(labelled('Complete Order a laptop')).toBeDisabled();
    expect(labelled('Block Order a laptop')).toBeDisabled();
  });
});
