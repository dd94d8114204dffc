import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Task } from '@shared/contract/onboarding-schemas';
import { OFFLINE, ONLINE, TASKS_FIRST_PAGE, fakeGateway, resetConnectivity, savedCopy } from './offline-support';
import { createFakeBridge } from './support/fake-bridge';
import { signedIn } from './support/fixtures';
import { assignedTasks, hiresCoordinator, task } from './support/onboarding-fixtures';
import { renderApp } from './support/render-app';
// Compiled with the test file rather than on first navigation.
import '@renderer/app/routes/tasks';

const LAPTOP = task({ version: 3 });
const LATE = task({ _id: 'task-late', title: 'Book the welcome lunch', overdue: true });

const changed = (input: Record<string, unknown>) => ({
  ok: true as const,
  data: {
    message: input.status === 'done' ? '“Order a laptop” marked complete.' : '“Order a laptop” reopened.',
    data: { ...LAPTOP, status: input.status as Task['status'], version: Number(input.version) + 1 },
  },
});

function openTasks(online: boolean) {
  const bridge = createFakeBridge({
    session: signedIn(hiresCoordinator()),
    connectivity: online ? ONLINE : OFFLINE,
    offlineData: savedCopy([{ key: ['tasks.assigned', TASKS_FIRST_PAGE], data: assignedTasks([LAPTOP, LATE]).data, updatedAt: Date.now() - 60_000 }]),
  });
  const { gateway, sent } = fakeGateway(bridge, { 'tasks.assigned': () => assignedTasks([LAPTOP, LATE]), 'tasks.changeStatus': changed }, online);
  const goOnline = () => {
    gateway.up = true;
    act(() => bridge.emitConnectivity(ONLINE));
  };
  const statusChanges = () => sent('tasks.changeStatus').map((call) => call.input);
  return { ...renderApp('/tasks', bridge), statusChanges, goOnline };
}

const rowsShown = () => screen.findByText('Order a laptop', {}, { timeout: 30_000 });
const rowOf = (title: string) => screen.getByText(title).closest('tr') as HTMLElement;
const labelled = (label: string) => screen.getByLabelText(label, { selector: 'button' }) as HTMLButtonElement;
const connection = (name: string) => screen.findByRole('status', { name });
/** The toast saying what changed, and its Undo button. */
async function undoToast(text: RegExp) {
  const toast = (await screen.findByText(text)).parentElement as HTMLElement;
  return { toast, undo: within(toast).getByRole('button', { name: 'Undo' }) };
}

afterEach(resetConnectivity);

describe('undoing a task’s status change', { timeout: 45_000 }, () => {
  it('names the task and, once the change was sent, sends the reverse on the version the gateway answered', async () => {
    const { user, statusChanges } = openTasks(true);
    await rowsShown();
    await user.click(labelled('Complete Order a laptop'));
    const { undo } = await undoToast(/^“Order a laptop” marked complete\.$/);
    expect(statusChanges()).toEqual([{ taskId: 'task-1', version: 3, status: 'done' }]);

    await user.click(undo);
    await waitFor(() =>
      expect(statusChanges()).toEqual([
        { taskId: 'task-1', version: 3, status: 'done' },
        { taskId: 'task-1', version: 4, status: 'todo' },
      ]),
    );
    expect(await screen.findByText('“Order a laptop” is back to To do.')).toBeInTheDocument();
    expect(within(rowOf('Order a laptop')).getByText('To do')).toBeInTheDocument();
  });

  it('cancels a change still waiting offline: nothing is sent when the gateway is back', async () => {
    const { user, statusChanges, goOnline } = openTasks(false);
    await rowsShown();
    await user.click(labelled('Complete Order a laptop'));
    await connection('Offline, 1 change waiting');
    const { undo } = await undoToast(/“Order a laptop” marked complete\. Saved on this computer/);

    await user.click(undo);
    await connection('Offline, no changes waiting');
    expect(within(rowOf('Order a laptop')).getByText('To do')).toBeInTheDocument();
    expect(within(rowOf('Order a laptop')).queryByText('Waiting to send')).not.toBeInTheDocument();

    goOnline();
    await connection('Online, no changes waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(statusChanges()).toEqual([]);
  });

  it('after a change made offline was sent, sends the reverse with the version the gateway gave', async () => {
    const { user, statusChanges, goOnline } = openTasks(false);
    await rowsShown();
    await user.click(labelled('Complete Order a laptop'));
    const { undo } = await undoToast(/“Order a laptop” marked complete\./);
    goOnline();
    await waitFor(() => expect(statusChanges()).toEqual([{ taskId: 'task-1', version: 3, status: 'done' }]));

    await user.click(undo);
    await waitFor(() =>
      expect(statusChanges()).toEqual([
        { taskId: 'task-1', version: 3, status: 'done' },
        { taskId: 'task-1', version: 4, status: 'todo' },
      ]),
    );
  });
});
