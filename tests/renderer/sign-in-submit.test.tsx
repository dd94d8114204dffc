import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CallResult } from '@shared/contract/errors';
import type { SignInSuccess } from '@shared/session';
import { answer, fakeApi } from './support/fake-api';
import { createFakeBridge } from './support/fake-bridge';
import { makeUser, signedOut } from './support/fixtures';
import { renderApp } from './support/render-app';

function success(message: string, modules: string[] = ['/home']): CallResult<SignInSuccess> {
  return { ok: true, data: { message, isFeedbackCompleted: false, user: makeUser({ menuPermissions: { ONBOARDING: { menu: [], module: modules } } }) } };
}

function failure(message: string, status = 401): CallResult<SignInSuccess> {
  return { ok: false, error: { status, message } };
}

async function signInAt(path: string, answer: CallResult<SignInSuccess>, email = 'casey@acme.example') {
  const bridge = createFakeBridge({ session: signedOut(), signIn: answer });
  const app = renderApp(path, bridge);
  await app.user.type(await screen.findByLabelText('Email'), email);
  await app.user.type(screen.getByLabelText('Password'), 'Onboard@2026');
  await app.user.click(screen.getByRole('button', { name: 'Login' }));
  return { ...app, bridge };
}

describe('sign-in submit', () => {
  it('sends email, password and the remember-me flag to the core', async () => {
    const bridge = createFakeBridge({ signIn: success('Welcome') });
    const { user } = renderApp('/sign-in', bridge);
    await user.type(await screen.findByLabelText('Email'), 'casey@acme.example');
    await user.type(screen.getByLabelText('Password'), 'Onboard@2026');
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(bridge.signInMock).toHaveBeenCalledWith({ email: 'casey@acme.example', password: 'Onboard@2026', loggedIn: true }));
  });

  it("shows the server's success message", async () => {
    await signInAt('/sign-in', success('Signed in as Casey.'));
    expect(await screen.findByText('Signed in as Casey.')).toBeInTheDocument();
  });

  it("falls back to 'Sign in successfully!' when the server gives no message", async () => {
    await signInAt('/sign-in', success(''));
    expect(await screen.findByText('Sign in successfully!')).toBeInTheDocument();
  });

  it("shows the server's failure message and keeps the input", async () => {
    await signInAt('/sign-in', failure('The email or password is incorrect.'));
    expect(await screen.findByText('The email or password is incorrect.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('casey@acme.example');
    expect(screen.getByLabelText('Password')).toHaveValue('Onboard@2026');
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
  });

  it('takes a temporary password on to set-new-password with the email and the password filled in, from memory only', async () => {
    const refused: CallResult<SignInSuccess> = {
      ok: false,
      error: { status: 403, code: 'PASSWORD_CHANGE_REQUIRED', message: 'Choose your own password to finish signing in.' },
    };
    const { user, bridge, location } = await signInAt('/sign-in', refused);
    const setPassword = fakeApi(bridge, { 'auth.setNewPassword': () => answer('Your new password is set. Sign in with it.') });
    await waitFor(() => expect(location()).toBe('/set-new-password?userId=casey%40acme.example'));
    expect(await screen.findByText('Choose your own password to finish signing in.')).toBeInTheDocument();
    expect(await screen.findByLabelText('Temporary Password', {}, { timeout: 20_000 })).toHaveValue('Onboard@2026');
    expect(screen.getByLabelText('Email')).toHaveValue('casey@acme.example');
    expect(window.history.state ? JSON.stringify(window.history.state) : '').not.toContain('Onboard@2026');
    expect(JSON.stringify({ ...window.localStorage, ...window.sessionStorage })).not.toContain('Onboard@2026');

    await user.type(screen.getByLabelText('New Password'), 'Mine@2026x');
    await user.type(screen.getByLabelText('Confirm Password'), 'Mine@2026x');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() =>
      expect(setPassword).toHaveBeenCalledWith('auth.setNewPassword', { email: 'casey@acme.example', tempPassword: 'Onboard@2026', newPassword: 'Mine@2026x' }),
    );
    await waitFor(() => expect(location()).toBe('/sign-in'));
  });

  it('asks for the temporary password again when set-new-password is opened without signing in first', async () => {
    renderApp('/set-new-password?userId=casey%40acme.example', createFakeBridge({ session: signedOut() }));
    expect(await screen.findByLabelText('Temporary Password', {}, { timeout: 20_000 })).toHaveValue('');
    expect(screen.getByLabelText('Email')).toHaveValue('casey@acme.example');
  });

  it("falls back to 'Something went wrong!' when the failure has no message", async () => {
    await signInAt('/sign-in', failure('', 0));
    expect(await screen.findByText('Something went wrong!')).toBeInTheDocument();
  });

  it('shows a loading state while signing in', async () => {
    let answer: (value: CallResult<SignInSuccess>) => void = () => undefined;
    const bridge = createFakeBridge();
    bridge.signInMock.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const { user } = renderApp('/sign-in', bridge);
    await user.type(await screen.findByLabelText('Email'), 'casey@acme.example');
    await user.type(screen.getByLabelText('Password'), 'Onboard@2026');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(screen.getByRole('button', { name: /Login/ })).toHaveClass('ant-btn-loading'));
    answer(failure('The email or password is incorrect.'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Login' })).not.toHaveClass('ant-btn-loading'));
  });
});

describe('landing after sign-in', () => {
  it('goes to the first module of the current product, even with a returnTo', async () => {
    const { location } = await signInAt('/sign-in?returnTo=%2Fhome%3Ftab%3D2', success('ok', ['/tasks', '/home']));
    await waitFor(() => expect(location()).toBe('/tasks'));
  });

  it('goes to returnTo when the user has no module', async () => {
    const { location } = await signInAt('/sign-in?returnTo=%2Freports%3Fpage%3D2', success('ok', []));
    await waitFor(() => expect(location()).toBe('/reports?page=2'));
  });

  it('goes to /dashboard when there is neither a module nor a returnTo', async () => {
    const { location } = await signInAt('/sign-in', success('ok', []));
    await waitFor(() => expect(location()).toBe('/dashboard'));
  });

  it('ignores a returnTo that leaves the app', async () => {
    const { location } = await signInAt('/sign-in?returnTo=https%3A%2F%2Fevil.example%2F', success('ok', []));
    await waitFor(() => expect(location()).toBe('/dashboard'));
  });

  it('lands on the home screen for a user whose first module is /home', async () => {
    await signInAt('/sign-in', success('ok', ['/home']));
    expect(await screen.findByRole('heading', { name: 'Welcome, Casey' })).toBeInTheDocument();
  });
});
