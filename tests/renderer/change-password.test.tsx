import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, fakeApi, refuse } from './support/fake-api';
import { createFakeBridge } from './support/fake-bridge';
import { makeUser, signedIn } from './support/fixtures';
import { renderApp } from './support/render-app';

const RULE = 'Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character';

function open(reply = answer('Your password has been changed.'), modules = ['/home']) {
  const bridge = createFakeBridge({ session: signedIn(makeUser({ menuPermissions: { ONBOARDING: { menu: [], module: modules } } })) });
  const api = fakeApi(bridge, { 'auth.changePassword': () => reply });
  return { ...renderApp('/change-password', bridge), api, bridge };
}

async function fillAndSubmit(reply?: ReturnType<typeof answer>) {
  const app = open(reply);
  await app.user.type(await screen.findByLabelText('Current Password'), 'Onboard@2025');
  await app.user.type(screen.getByLabelText('New Password'), 'Onboard@2026');
  await app.user.type(screen.getByLabelText('Confirm Password'), 'Onboard@2026');
  await app.user.click(screen.getByRole('button', { name: 'Update Password' }));
  return app;
}

describe('change-password page', () => {
  it('opens inside the app shell for a signed-in user, whatever their areas, with the spec texts', async () => {
    open(undefined, []);
    expect(await screen.findByRole('heading', { name: 'Change Password' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByText('Enter your new Password here')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to My Profile' })).toHaveAttribute('href', '/my-profile');
  });

  it('marks all three fields required', async () => {
    open();
    for (const label of ['Current Password', 'New Password', 'Confirm Password']) {
      expect(await screen.findByLabelText(label)).toHaveAttribute('aria-required', 'true');
    }
  });

  it('is reached from the header’s user area', async () => {
    const bridge = createFakeBridge({ session: signedIn() });
    const { user, location } = renderApp('/home', bridge);
    const header = await screen.findByRole('banner');
    await user.click(within(header).getByRole('link', { name: 'Change password' }));
    await waitFor(() => expect(location()).toBe('/change-password'));
  });

  it('sends a signed-out visitor to sign-in with returnTo', async () => {
    const { location } = renderApp('/change-password', createFakeBridge());
    await waitFor(() => expect(location()).toBe('/sign-in?returnTo=%2Fchange-password'));
  });

  it('shows each required message when its field is cleared', async () => {
    const { user } = open();
    const cases = [
      ['Current Password', 'Current Password is required'],
      ['New Password', 'New Password is required'],
      ['Confirm Password', 'Confirm Password is required'],
    ] as const;
    for (const [label, message] of cases) {
      const field = await screen.findByLabelText(label);
      await user.type(field, 'x');
      await user.clear(field);
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
  });

  it('asks for upper, lower, digit and one of @$!%*?&, letters/digits/those symbols only, at least 8 characters', async () => {
    const { user } = open();
    const field = await screen.findByLabelText('New Password');
    for (const weak of ['Ab1@', 'abcdefg1@', 'ABCDEFG1@', 'Abcdefgh@', 'Abcdefgh1', 'Abcdefg1#']) {
      await user.clear(field);
      await user.type(field, weak);
      expect(await screen.findByText(RULE)).toBeInTheDocument();
    }
    await user.clear(field);
    await user.type(field, 'Abcdefg1@');
    await waitFor(() => expect(screen.queryByText(RULE)).not.toBeInTheDocument());
  });

  it("says 'Passwords must match' until the confirmation equals the new password", async () => {
    const { user } = open();
    await user.type(await screen.findByLabelText('New Password'), 'Onboard@2026');
    const confirm = screen.getByLabelText('Confirm Password');
    await user.type(confirm, 'Onboard@202');
    expect(await screen.findByText('Passwords must match')).toBeInTheDocument();
    await user.type(confirm, '6');
    await waitFor(() => expect(screen.queryByText('Passwords must match')).not.toBeInTheDocument());
  });

  it('does not call the gateway with an empty form', async () => {
    const { user, api } = open();
    await user.click(await screen.findByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Current Password is required')).toBeInTheDocument();
    expect(screen.getByText('New Password is required')).toBeInTheDocument();
    expect(screen.getByText('Confirm Password is required')).toBeInTheDocument();
    expect(api).not.toHaveBeenCalledWith('auth.changePassword', expect.anything());
  });

  it("sends the payload, shows the server's message, signs out, then goes to /sign-in", async () => {
    const { api, bridge, location } = await fillAndSubmit();
    expect(await screen.findByText('Your password has been changed.')).toBeInTheDocument();
    expect(api).toHaveBeenCalledWith('auth.changePassword', { oldPassword: 'Onboard@2025', newPassword: 'Onboard@2026', confirmPassword: 'Onboard@2026' });
    await waitFor(() => expect(location()).toBe('/sign-in'));
    expect(bridge.signOutMock).toHaveBeenCalledTimes(1);
    expect(bridge.current.status).toBe('signed-out');
    const changeCall = api.mock.calls.findIndex(([name]) => name === 'auth.changePassword');
    expect(api.mock.invocationCallOrder[changeCall]).toBeLessThan(bridge.signOutMock.mock.invocationCallOrder[0] ?? 0);
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
  });

  it("falls back to 'Password change successfully!'", async () => {
    await fillAndSubmit(answer(''));
    expect(await screen.findByText('Password change successfully!')).toBeInTheDocument();
  });

  it("shows the server's failure, stays signed in and keeps the input", async () => {
    const { bridge, location } = await fillAndSubmit(refuse('The current password is not correct.'));
    expect(await screen.findByText('The current password is not correct.')).toBeInTheDocument();
    expect(bridge.signOutMock).not.toHaveBeenCalled();
    expect(location()).toBe('/change-password');
    expect(screen.getByLabelText('Current Password')).toHaveValue('Onboard@2025');
    expect(screen.getByLabelText('New Password')).toHaveValue('Onboard@2026');
  });
});
