import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CallResult } from '@shared/contract/errors';
import type { LoginAsSuccess } from '@shared/session';
import { createFakeBridge, type FakeBridge } from './support/fake-bridge';
import { fakeApi } from './support/fake-api';
import { signedIn } from './support/fixtures';
import { ADMIN, COORDINATOR, VIEWING } from './support/login-as-fixtures';
import { renderApp } from './support/render-app';

const PEOPLE = [
  { _id: ADMIN.id, fullName: 'Avery Admin', email: 'admin@acme.example', role: 'COMPANY_ADMIN' },
  { _id: COORDINATOR.id, fullName: 'Casey Coordinator', email: 'coordinator@acme.example', role: 'OPERATIONS' },
  { _id: 'user-support', fullName: 'Sam Support', email: 'support@acme.example', role: 'SUPPORT' },
];

function adminBridge(): { bridge: FakeBridge; calls: ReturnType<typeof fakeApi> } {
  const bridge = createFakeBridge({ session: signedIn(ADMIN) });
  const calls = fakeApi(bridge, { 'users.dropdown': () => ({ ok: true, data: { message: 'OK', data: PEOPLE, total: PEOPLE.length } }) });
  return { bridge, calls };
}

function openPopup(): HTMLElement {
  const popup = [...document.querySelectorAll<HTMLElement>('.ant-select-dropdown')].find(
    (element) => !element.className.includes('ant-select-dropdown-hidden'),
  );
  if (!popup) throw new Error('The list is not open');
  return popup;
}

async function chooseUser(view: ReturnType<typeof renderApp>, name: string) {
  await view.user.click(await screen.findByRole('button', { name: /Log in as…/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Log in as another user' });
  await view.user.click(within(dialog).getByRole('combobox', { name: 'User' }));
  await view.user.click(await within(openPopup()).findByTitle(name));
  return dialog;
}

// Whole-app renders with lazy routes: generous on a busy machine.
describe('"Log in as…" in the header', { timeout: 60_000 }, () => {
  it('is offered to an administrator with the right, and to nobody else', async () => {
    renderApp('/home', adminBridge().bridge);
    const header = await screen.findByRole('banner');
    expect(within(header).getByRole('button', { name: /Log in as…/ })).toBeInTheDocument();
  });

  it('is not offered without the right', async () => {
    renderApp('/home', createFakeBridge({ session: signedIn(COORDINATOR) }));
    const header = await screen.findByRole('banner');
    expect(within(header).getByText('Casey Coordinator')).toBeInTheDocument();
    expect(within(header).queryByRole('button', { name: /Log in as/ })).not.toBeInTheDocument();
  });

  it('lists the company’s people, logs in as the chosen one and opens their start page', async () => {
    const { bridge, calls } = adminBridge();
    bridge.loginAsMock.mockImplementation(async () => {
      bridge.emitSession(signedIn(VIEWING, { reason: 'login-as-started' }));
      return { ok: true, data: { message: 'You are now viewing as Casey Coordinator.', user: VIEWING, isFeedbackCompleted: false } };
    });
    const view = renderApp('/change-password', bridge);
    const dialog = await chooseUser(view, 'Casey Coordinator');
    expect(calls).toHaveBeenCalledWith('users.dropdown', { search: undefined, offset: 0 });

    await view.user.click(within(dialog).getByRole('button', { name: 'Log in as' }));
    await waitFor(() => expect(bridge.loginAsMock).toHaveBeenCalledExactlyOnceWith({ userId: COORDINATOR.id }));
    await waitFor(() => expect(view.location()).toBe('/home'));
    expect(await screen.findByText('Viewing as Casey Coordinator (logged in by Avery Admin). Changes are turned off.')).toBeInTheDocument();
    expect(await screen.findByText('You are now viewing as Casey Coordinator.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Log in as another user' })).not.toBeInTheDocument());
  });

  it('loads the page’s data again for the user now viewed, rather than showing the administrator’s', async () => {
    const { bridge } = adminBridge();
    bridge.loginAsMock.mockImplementation(async () => {
      bridge.emitSession(signedIn(VIEWING, { reason: 'login-as-started' }));
      return { ok: true, data: { message: 'You are now viewing as Casey Coordinator.', user: VIEWING, isFeedbackCompleted: false } };
    });
    const view = renderApp('/home', bridge);
    await waitFor(() => expect(bridge.meMock).toHaveBeenCalled());
    const before = bridge.meMock.mock.calls.length;
    const dialog = await chooseUser(view, 'Casey Coordinator');
    await view.user.click(within(dialog).getByRole('button', { name: 'Log in as' }));

    expect(await screen.findByText('Viewing as Casey Coordinator (logged in by Avery Admin). Changes are turned off.')).toBeInTheDocument();
    await waitFor(() => expect(bridge.meMock.mock.calls.length).toBeGreaterThan(before));
  });

  it('shows the gateway’s refusal in the dialog and keeps the choice', async () => {
    const { bridge } = adminBridge();
    const refusal: CallResult<LoginAsSuccess> = { ok: false, error: { status: 403, message: 'You cannot log in as a user whose role is above yours.' } };
    bridge.loginAsMock.mockResolvedValue(refusal);
    const view = renderApp('/home', bridge);
    const dialog = await chooseUser(view, 'Sam Support');

    await view.user.click(within(dialog).getByRole('button', { name: 'Log in as' }));
    expect(await within(dialog).findByText('You cannot log in as a user whose role is above yours.')).toBeInTheDocument();
    expect(within(dialog).getByTitle('Sam Support')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Log in as' })).toBeEnabled();
    expect(screen.queryByText(/Viewing as/)).not.toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByText('Avery Admin')).toBeInTheDocument();
  });

  it('does not send a request to log in as oneself', async () => {
    const { bridge } = adminBridge();
    const view = renderApp('/home', bridge);
    const dialog = await chooseUser(view, 'Avery Admin');

    expect(within(dialog).getByText('You are already signed in as yourself. Choose another user.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Log in as' })).toBeDisabled();
    expect(bridge.loginAsMock).not.toHaveBeenCalled();
  });

  it('keeps Log in as disabled until a user is chosen, and Cancel closes without a call', async () => {
    const { bridge } = adminBridge();
    const view = renderApp('/home', bridge);
    await view.user.click(await screen.findByRole('button', { name: /Log in as…/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Log in as another user' });
    expect(within(dialog).getByRole('button', { name: 'Log in as' })).toBeDisabled();
    await view.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Log in as another user' })).not.toBeInTheDocument());
    expect(bridge.loginAsMock).not.toHaveBeenCalled();
  });
});
