import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Task } from '@shared/contract/onboarding-schemas';
import type { ChangeConflict } from '@renderer/domain/tasks/change-conflicts';
import { OFFLINE, ONLINE, TASKS_FIRST_PAGE, fakeGateway, resetConnectivity, savedCopy } from './offline-support';
import { createFakeBridge } from './support/fake-bridge';
import { signedIn } from './support/fixtures';
import { assignedTasks, hiresCoordinator, task } from './support/onboarding-fixtures';
import { renderApp } from './support/render-app';
// Compiled with the test file rather than on first navigation.
import '@renderer/app/routes/tasks';

const LAPTOP = task({ version: 3 });
const LATE = task({ _id: 'task-late', title: 'Book the welcome lunch', overdue: true });
const MINUTE = 60_000;

const changed = (input: Record<string, unknown>) => ({
  ok: true as const,
  data: { message: 'Task updated.', data: { ...LAPTOP, status: input.status as Task['status'], version: Number(input.version) + 1 } },
});

function conflict(overrides: Partial<ChangeConflict> = {}): ChangeConflict {
  return {
    id: 'refused-key',
    taskId: 'task-1',
    status: 'done',
    blockedReason: null,
    snapshot: { title: 'Order a laptop', hireName: 'Jordan Rivera', status: 'todo', blockedReason: null },
    madeAt: '2026-11-20T09:30:00.000Z',
    madeOffline: true,
    message: 'Someone else changed this task since you opened it. Reload it and try again.',
    ...overrides,
  };
}

interface Options {
  online: boolean;
  handlers?: Parameters<typeof fakeGateway>[1];
  conflicts?: ChangeConflict[];
}

/** /tasks opened with a copy saved twelve minutes ago, the gateway up or down. */
function openTasks({ online, handlers = {}, conflicts = [] }: Options) {
  const bridge = createFakeBridge({
    session: signedIn(hiresCoordinator()),
    connectivity: online ? ONLINE : OFFLINE,
    offlineData: savedCopy(
      [{ key: ['tasks.assigned', TASKS_FIRST_PAGE], data: assignedTasks([LAPTOP, LATE]).data, updatedAt: Date.now() - 12 * MINUTE }],
      conflicts,
    ),
  });
  const { gateway, sent } = fakeGateway(bridge, { 'tasks.assigned': () => assignedTasks([LAPTOP, LATE]), 'tasks.changeStatus': changed, ...handlers }, online);
  const goOnline = () => {
    gateway.up = true;
    act(() => bridge.emitConnectivity(ONLINE));
  };
  return { ...renderApp('/tasks', bridge), bridge, gateway, sent, goOnline };
}

const rowsShown = () => screen.findByText('Order a laptop', {}, { timeout: 30_000 });
const rowOf = (title: string) => screen.getByText(title).closest('tr') as HTMLElement;
const labelled = (label: string) => screen.getByLabelText(label, { selector: 'button' }) as HTMLButtonElement;
const connection = (name: string) => screen.findByRole('status', { name });
const offlineBanner = () => screen.findByRole('alert', { name: 'You’re offline' });

afterEach(resetConnectivity);

describe('offline task review', { timeout: 45_000 }, () => {
  it('opens /tasks from the saved copy with the gateway down, keeps a completed task waiting, and sends it when the gateway is back', async () => {
    const { user, sent, goOnline } = openTasks({ online: false });
    await rowsShown();
    const banner = await offlineBanner();
    expect(banner).toHaveTextContent('You’re offline');
    expect(banner).toHaveTextContent('Showing what was saved on this computer, last updated 12 minutes ago.');
    expect(banner).toHaveTextContent('Changes you make are kept here and sent when it’s back.');
    await connection('Offline, no changes waiting');

    await user.click(labelled('Complete Order a laptop'));
    expect(await within(rowOf('Order a laptop')).findByText('Waiting to send')).toBeInTheDocument();
    expect(within(rowOf('Order a laptop')).getByText('Done')).toBeInTheDocument();
    await connection('Offline, 1 change waiting');
    expect(await screen.findByText('“Order a laptop” marked complete. Saved on this computer. It will be sent when you’re back online.')).toBeInTheDocument();
    // A change made here does not make the data read from the gateway any newer.
    expect(await offlineBanner()).toHaveTextContent('last updated 12 minutes ago');
    expect(sent('tasks.changeStatus')).toEqual([]);

    goOnline();
    await connection('Online, no changes waiting');
    expect(sent('tasks.changeStatus').map((call) => call.input)).toEqual([{ taskId: 'task-1', version: 3, status: 'done' }]);
    expect(sent('tasks.changeStatus')[0]?.idempotencyKey).toEqual(expect.any(String));
    expect(screen.queryByText('You’re offline')).not.toBeInTheDocument();
    expect(within(rowOf('Order a laptop')).queryByText('Waiting to send')).not.toBeInTheDocument();
  });

  it('shows a copy saved moments ago at once, and still reads it again from the gateway', async () => {
    const renamed = { ...LAPTOP, title: 'Order a laptop and a dock' };
    const bridge = createFakeBridge({
      session: signedIn(hiresCoordinator()),
      connectivity: ONLINE,
      offlineData: savedCopy([{ key: ['tasks.assigned', TASKS_FIRST_PAGE], data: assignedTasks([LAPTOP]).data, updatedAt: Date.now() - 5_000 }]),
    });
    const { sent } = fakeGateway(bridge, { 'tasks.assigned': () => assignedTasks([renamed]) });
    renderApp('/tasks', bridge);
    expect(await screen.findByText('Order a laptop and a dock', {}, { timeout: 30_000 })).toBeInTheDocument();
    expect(sent('tasks.assigned')).toHaveLength(1);
  });

  it('asks the core to try the gateway again from the banner, and drops the banner once it answers', async () => {
    const { user, bridge } = openTasks({ online: false });
    await rowsShown();
    const check = vi.spyOn(bridge.connectivity, 'check');
    bridge.connectivityState = ONLINE;
    await user.click(within(await offlineBanner()).getByRole('button', { name: 'Try again' }));
    expect(check).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByText('You’re offline')).not.toBeInTheDocument());
    await connection('Online, no changes waiting');
  });

  it('tells the user about changes not sent when they sign out, and discards them only when asked', async () => {
    const { user, bridge, location } = openTasks({ online: false });
    await rowsShown();
    await user.click(labelled('Complete Order a laptop'));
    await connection('Offline, 1 change waiting');

    await user.click(screen.getByRole('button', { name: /Sign out/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Send your changes before signing out?' });
    expect(dialog).toHaveTextContent('1 change hasn’t reached the gateway yet. Signing out removes it from this computer.');
    expect(within(dialog).getByRole('button', { name: 'Send changes now' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bridge.signOutMock).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: /Sign out/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Discard changes and sign out' }));
    await waitFor(() => expect(location()).toBe('/sign-in'));
    expect(bridge.signOutMock).toHaveBeenCalledTimes(1);
  });

  it('sends the changes first when asked, and signs out once they are on the gateway', async () => {
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { user, bridge, location, goOnline } = openTasks({
      online: false,
      handlers: {
        'tasks.changeStatus': async (input) => {
          await answered;
          return changed(input);
        },
      },
    });
    await rowsShown();
    await user.click(labelled('Complete Order a laptop'));
    await connection('Offline, 1 change waiting');
    goOnline();
    await connection('Online, 1 change waiting');

    await user.click(screen.getByRole('button', { name: /Sign out/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Send your changes before signing out?' });
    await user.click(within(dialog).getByRole('button', { name: 'Send changes now' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(bridge.signOutMock).not.toHaveBeenCalled();
    release();
    await waitFor(() => expect(location()).toBe('/sign-in'));
    expect(bridge.signOutMock).toHaveBeenCalledTimes(1);
  });

  it('shows a change refused for a newer version beside the server’s, and sends it again on the server’s version when kept', async () => {
    const server = task({ version: 7, status: 'blocked', blockedReason: 'Waiting for IT', updatedAt: '2026-11-20T09:45:00.000Z' });
    const { user, sent } = openTasks({
      online: true,
      conflicts: [conflict()],
      handlers: { 'tasks.get': () => ({ ok: true, data: { message: 'OK', data: server } }) },
    });
    const dialog = await screen.findByRole('dialog', { name: '“Order a laptop” was changed by someone else' }, { timeout: 30_000 });
    const mine = within(dialog).getByRole('region', { name: 'Your change' });
    expect(mine).toHaveTextContent('Done');
    expect(mine).toHaveTextContent(/while offline, when the task was to do\./);
    const theirs = within(dialog).getByRole('region', { name: 'On the server now' });
    expect(await within(theirs).findByText('Blocked')).toBeInTheDocument();
    expect(theirs).toHaveTextContent('Reason: Waiting for IT');

    await user.click(within(dialog).getByRole('button', { name: 'Keep my change' }));
    await waitFor(() => expect(sent('tasks.changeStatus').map((call) => call.input)).toEqual([{ taskId: 'task-1', version: 7, status: 'done' }]));
    expect(sent('tasks.changeStatus')[0]?.idempotencyKey).not.toBe('refused-key');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('drops the refused change when the user keeps the server’s version, and can leave the choice for later', async () => {
    const server = task({ version: 7, status: 'blocked', blockedReason: 'Waiting for IT' });
    const { user, sent } = openTasks({
      online: true,
      conflicts: [conflict()],
      handlers: { 'tasks.get': () => ({ ok: true, data: { message: 'OK', data: server } }) },
    });
    const dialog = await screen.findByRole('dialog', { name: '“Order a laptop” was changed by someone else' }, { timeout: 30_000 });
    await user.click(within(dialog).getByRole('button', { name: 'Decide later' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: '1 change to review' }));
    const again = await screen.findByRole('dialog', { name: '“Order a laptop” was changed by someone else' });
    await user.click(within(again).getByRole('button', { name: 'Keep the server’s version' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: '1 change to review' })).not.toBeInTheDocument();
    expect(sent('tasks.changeStatus')).toEqual([]);
  });

  it('names the task and gives the gateway’s words when it refuses a change sent after being offline', async () => {
    const { user, goOnline } = openTasks({
      online: false,
      handlers: { 'tasks.changeStatus': () => ({ ok: false, error: { status: 403, message: 'You can no longer change this task.' } }) },
    });
    await rowsShown();
    await user.click(labelled('Complete Order a laptop'));
    await connection('Offline, 1 change waiting');
    goOnline();
    expect(await screen.findByText('Your change to “Order a laptop” was not saved')).toBeInTheDocument();
    expect(screen.getByText('You can no longer change this task.')).toBeInTheDocument();
    await waitFor(() => expect(within(rowOf('Order a laptop')).getByText('To do')).toBeInTheDocument());
  });
});
