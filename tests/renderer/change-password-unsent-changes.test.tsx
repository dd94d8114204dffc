import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Task } from '@shared/contract/onboarding-schemas';
import { OFFLINE, ONLINE, fakeGateway, resetConnectivity } from './offline-support';
import { createFakeBridge } from './support/fake-bridge';
import { signedIn } from './support/fixtures';
import { assignedTasks, hiresCoordinator, task } from './support/onboarding-fixtures';
import { renderApp } from './support/render-app';
// Compiled with the test file rather than on first navigation.
import '@renderer/app/routes/tasks';
import '@renderer/app/routes/change-password';

const LAPTOP = task({ version: 3 });
const DIALOG = 'Send your changes before signing out?';

const changed = (input: Record<string, unknown>) => ({
  ok: true as const,
  data: { message: 'Task updated.', data: { ...LAPTOP, status: input.status as Task['status'], version: Number(input.version) + 1 } },
});
const passwordChanged = () => ({ ok: true as const, data: { message: 'Your password has been changed.' } });

/**
 * A coordinator completes a task at /tasks while the gateway is away, so one change waits; then
 * they go to change their password.
 */
async function changeWaitingThenOpenPassword(handlers: Parameters<typeof fakeGateway>[1] = {}) {
  const bridge = createFakeBridge({ session: signedIn(hiresCoordinator()) });
  const { gateway, sent } = fakeGateway(bridge, {
    'tasks.assigned': () => assignedTasks([LAPTOP]),
    'tasks.changeStatus': changed,
    'auth.changePassword': passwordChanged,
    ...handlers,
  });
  const app = renderApp('/tasks', bridge);
  await screen.findByText('Order a laptop', {}, { timeout: 30_000 });
  gateway.up = false;
  act(() => bridge.emitConnectivity(OFFLINE));
  await app.user.click(screen.getByLabelText('Complete Order a laptop', { selector: 'button' }));
  await screen.findByRole('status', { name: 'Offline, 1 change waiting' });
  await app.user.click(within(screen.getByRole('banner')).getByRole('link', { name: 'Change password' }));
  await screen.findByRole('heading', { name: 'Change Password' });
  const goOnline = () => {
    gateway.up = true;
    act(() => bridge.emitConnectivity(ONLINE));
  };
  return { ...app, bridge, gateway, sent, goOnline };
}

async function submitNewPassword(user: Awaited<ReturnType<typeof changeWaitingThenOpenPassword>>['user']) {
  for (const [label, value] of [
    ['Current Password', 'Onboard@2025'],
    ['New Password', 'Onboard@2026'],
    ['Confirm Password', 'Onboard@2026'],
  ] as const) {
    const field = screen.getByLabelText(label);
    await user.clear(field);
    await user.type(field, value);
  }
  await user.click(screen.getByRole('button', { name: 'Update Password' }));
}

// Unmounted before going back online, so a change a test leaves waiting is not sent into the next test.
afterEach(() => {
  cleanup();
  resetConnectivity();
});

describe('changing the password with changes not sent', { timeout: 60_000 }, () => {
  it('asks before the password is changed, and changes nothing when the user cancels', async () => {
    const { user, bridge, sent, location } = await changeWaitingThenOpenPassword();
    await submitNewPassword(user);
    const dialog = await screen.findByRole('dialog', { name: DIALOG });
    expect(dialog).toHaveTextContent('Changing your password signs you out.');
    expect(dialog).toHaveTextContent('1 change hasn’t reached the gateway yet. Signing out removes it from this computer.');
    expect(within(dialog).getByRole('button', { name: 'Send changes now' })).toBeDisabled();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: DIALOG })).not.toBeInTheDocument());
    expect(sent('auth.changePassword')).toEqual([]);
    expect(bridge.signOutMock).not.toHaveBeenCalled();
    expect(location()).toBe('/change-password');
    expect(screen.getByLabelText('New Password')).toHaveValue('Onboard@2026');
    expect(screen.getByRole('status', { name: 'Offline, 1 change waiting' })).toBeInTheDocument();
  });

  it('sends the changes first when asked, then changes the password and signs out', async () => {
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { user, bridge, gateway, sent, location, goOnline } = await changeWaitingThenOpenPassword({
      'tasks.changeStatus': async (input) => {
        await answered;
        return changed(input);
      },
    });
    goOnline();
    await screen.findByRole('status', { name: 'Online, 1 change waiting' });

    await submitNewPassword(user);
    const dialog = await screen.findByRole('dialog', { name: DIALOG });
    await user.click(within(dialog).getByRole('button', { name: 'Send changes now' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent('auth.changePassword')).toEqual([]);
    release();

    await waitFor(() => expect(location()).toBe('/sign-in'));
    expect(bridge.signOutMock).toHaveBeenCalledTimes(1);
    expect(sent('tasks.changeStatus').map((call) => call.input)).toEqual([{ taskId: 'task-1', version: 3, status: 'done' }]);
    const order = gateway.sent.map((call) => call.name).filter((name) => name === 'tasks.changeStatus' || name === 'auth.changePassword');
    expect(order).toEqual(['tasks.changeStatus', 'auth.changePassword']);
  });

  it('drops the changes on purpose only once the password has changed', async () => {
    const { user, bridge, gateway, sent, location } = await changeWaitingThenOpenPassword();
    await submitNewPassword(user);
    await user.click(within(await screen.findByRole('dialog', { name: DIALOG })).getByRole('button', { name: 'Discard changes and sign out' }));
    // The gateway is away, so the password is not changed: the user stays, and so does their change.
    expect(await screen.findByText(/cannot be reached/)).toBeInTheDocument();
    expect(bridge.signOutMock).not.toHaveBeenCalled();
    expect(location()).toBe('/change-password');
    expect(screen.getByRole('status', { name: 'Offline, 1 change waiting' })).toBeInTheDocument();

    // The gateway answers again before the core has noticed; the queue waits for the core's word.
    gateway.up = true;
    await submitNewPassword(user);
    await user.click(within(await screen.findByRole('dialog', { name: DIALOG })).getByRole('button', { name: 'Discard changes and sign out' }));
    await waitFor(() => expect(location()).toBe('/sign-in'));
    expect(sent('auth.changePassword')).toHaveLength(1);
    expect(bridge.signOutMock).toHaveBeenCalledTimes(1);
    act(() => bridge.emitConnectivity(ONLINE));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent('tasks.changeStatus')).toEqual([]);
  });
});
