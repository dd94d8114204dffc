import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, fakeApi, refuse } from './support/fake-api';
import { createFakeBridge } from './support/fake-bridge';
import { renderApp } from './support/render-app';

const RULE = 'Password must contain at least 8 characters, one uppercase, one number and one special character';
const MINIMUM = 'Password must be at least 6 characters';
const MAXIMUM = 'Password must be at most 15 characters';
const MISMATCH = "Password does't match, Please try again with same password";
const REQUIRED = 'This field is required';

function open(path: string, reply = answer('Done on the server.')) {
  const bridge = createFakeBridge();
  const api = fakeApi(bridge, {
    'auth.setNewPassword': () => reply,
    'auth.confirmForgotPassword': () => reply,
  });
  return { ...renderApp(path, bridge), api };
}

const pages = [
  { name: 'set-new-password', path: '/set-new-password?userId=casey%40acme.example' },
  { name: 'reset-password', path: '/reset-password?userId=casey%40acme.example&code=123456' },
];

describe.each(pages)('$name: new password rules (on change, word for word)', ({ path }) => {
  async function newPasswordField() {
    const app = open(path);
    const field = await screen.findByLabelText('New Password');
    return { ...app, field };
  }

  it('says a short password must be at least 6 characters (the rule itself is 8)', async () => {
    const { user, field } = await newPasswordField();
    await user.type(field, 'Ab1!x');
    expect(await screen.findByText(MINIMUM)).toBeInTheDocument();
    await user.type(field, 'yz');
    expect(await screen.findByText(MINIMUM)).toBeInTheDocument();
    await user.type(field, 'w');
    await waitFor(() => expect(screen.queryByText(MINIMUM)).not.toBeInTheDocument());
  });

  it('asks for an uppercase letter, a lowercase letter, a digit and a special character', async () => {
    const { user, field } = await newPasswordField();
    for (const weak of ['abcdefg1!', 'ABCDEFG1!', 'Abcdefgh!', 'Abcdefgh1']) {
      await user.clear(field);
      await user.type(field, weak);
      expect(await screen.findByText(RULE)).toBeInTheDocument();
    }
    await user.clear(field);
    await user.type(field, 'Abcdefg1!');
    await waitFor(() => expect(screen.queryByText(RULE)).not.toBeInTheDocument());
  });

  it('allows at most 15 characters', async () => {
    const { user, field } = await newPasswordField();
    await user.type(field, 'Abcdefghijk1!xy');
    await waitFor(() => expect(screen.queryByText(MAXIMUM)).not.toBeInTheDocument());
    await user.type(field, 'z');
    expect(await screen.findByText(MAXIMUM)).toBeInTheDocument();
  });

  it("says 'This field is required' when the new password is cleared", async () => {
    const { user, field } = await newPasswordField();
    await user.type(field, 'A');
    await user.clear(field);
    expect(await screen.findByText(REQUIRED)).toBeInTheDocument();
  });

  it('asks for a matching confirmation, and re-checks it when the new password changes', async () => {
    const { user, field } = await newPasswordField();
    const confirm = screen.getByLabelText('Confirm Password');
    await user.type(field, 'Onboard@2026');
    await user.type(confirm, 'Onboard@202');
    expect(await screen.findByText(MISMATCH)).toBeInTheDocument();
    await user.type(confirm, '6');
    await waitFor(() => expect(screen.queryByText(MISMATCH)).not.toBeInTheDocument());
    await user.type(field, '7');
    expect(await screen.findByText(MISMATCH)).toBeInTheDocument();
    await user.clear(confirm);
    expect(await screen.findByText(REQUIRED)).toBeInTheDocument();
  });

  it('does not call the gateway when Login is pressed on an empty form', async () => {
    const { user, api } = open(path);
    await user.click(await screen.findByRole('button', { name: 'Login' }));
    expect((await screen.findAllByText(REQUIRED)).length).toBeGreaterThanOrEqual(2);
    expect(api).not.toHaveBeenCalled();
  });
});

describe('set-new-password page', () => {
  async function fillAndSubmit(reply = answer('Your password is set.')) {
    const app = open('/set-new-password?userId=casey%40acme.example', reply);
    await app.user.type(await screen.findByLabelText('Temporary Password'), 'Temp-4821!x');
    await app.user.type(screen.getByLabelText('New Password'), 'Onboard@2026');
    await app.user.type(screen.getByLabelText('Confirm Password'), 'Onboard@2026');
    await app.user.click(screen.getByRole('button', { name: 'Login' }));
    return app;
  }

  it('shows the journey heading and the three fields', async () => {
    open('/set-new-password?userId=casey%40acme.example');
    expect(await screen.findByRole('heading', { name: 'Start Your Journey With Us' })).toBeInTheDocument();
    expect(screen.getByLabelText('Temporary Password')).toBeInTheDocument();
    expect(screen.getByLabelText('New Password')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm Password')).toBeInTheDocument();
  });

  it("requires the temporary password ('This field is required')", async () => {
    const { user } = open('/set-new-password?userId=casey%40acme.example');
    const temporary = await screen.findByLabelText('Temporary Password');
    await user.type(temporary, 'x');
    await user.clear(temporary);
    expect(await screen.findByText(REQUIRED)).toBeInTheDocument();
  });

  it("sends { email: userId, tempPassword, newPassword }, shows the server's message and goes to /sign-in", async () => {
    const { api, location } = await fillAndSubmit();
    expect(await screen.findByText('Your password is set.')).toBeInTheDocument();
    expect(api).toHaveBeenCalledWith('auth.setNewPassword', { email: 'casey@acme.example', tempPassword: 'Temp-4821!x', newPassword: 'Onboard@2026' });
    await waitFor(() => expect(location()).toBe('/sign-in'));
  });

  it("falls back to 'New password set successfully!'", async () => {
    await fillAndSubmit(answer(''));
    expect(await screen.findByText('New password set successfully!')).toBeInTheDocument();
  });

  it("shows the server's failure, stays and keeps the input", async () => {
    const { location } = await fillAndSubmit(refuse('The temporary password is not correct.'));
    expect(await screen.findByText('The temporary password is not correct.')).toBeInTheDocument();
    expect(location()).toBe('/set-new-password?userId=casey%40acme.example');
    expect(screen.getByLabelText('Temporary Password')).toHaveValue('Temp-4821!x');
    expect(screen.getByLabelText('New Password')).toHaveValue('Onboard@2026');
  });

  it('explains a link without userId and offers sign-in instead of a form', async () => {
    open('/set-new-password');
    expect(await screen.findByText('This link is incomplete.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Temporary Password')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Sign In' })).toHaveAttribute('href', '/sign-in');
  });
});

describe('reset-password page', () => {
  async function fillAndSubmit(reply = answer('Your password has been reset.')) {
    const app = open('/reset-password?userId=casey%40acme.example&code=482913', reply);
    await app.user.type(await screen.findByLabelText('New Password'), 'Onboard@2026');
    await app.user.type(screen.getByLabelText('Confirm Password'), 'Onboard@2026');
    await app.user.click(screen.getByRole('button', { name: 'Login' }));
    return app;
  }

  it("shows 'Reset Password', the two fields, Login and 'Back to Sign In'", async () => {
    open('/reset-password?userId=casey%40acme.example&code=482913');
    expect(await screen.findByRole('heading', { name: 'Reset Password' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Start Your Journey With Us' })).toBeInTheDocument();
    expect(screen.getByLabelText('New Password')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm Password')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Sign In' })).toHaveAttribute('href', '/sign-in');
  });

  it("sends { email: userId, code, password } to confirm-forgot-password, shows the server's message and goes to /sign-in", async () => {
    const { api, location } = await fillAndSubmit();
    expect(await screen.findByText('Your password has been reset.')).toBeInTheDocument();
    expect(api).toHaveBeenCalledWith('auth.confirmForgotPassword', { email: 'casey@acme.example', code: '482913', password: 'Onboard@2026' });
    await waitFor(() => expect(location()).toBe('/sign-in'));
  });

  it("falls back to 'Password reset successfully!'", async () => {
    await fillAndSubmit(answer(''));
    expect(await screen.findByText('Password reset successfully!')).toBeInTheDocument();
  });

  it("shows the server's failure and keeps the input", async () => {
    await fillAndSubmit(refuse('The reset code is wrong or has expired.'));
    expect(await screen.findByText('The reset code is wrong or has expired.')).toBeInTheDocument();
    expect(screen.getByLabelText('New Password')).toHaveValue('Onboard@2026');
    expect(screen.getByLabelText('Confirm Password')).toHaveValue('Onboard@2026');
  });

  it.each(['/reset-password?userId=casey%40acme.example', '/reset-password?code=482913'])(
    'explains an incomplete link (%s) and offers a new one',
    async (path) => {
      open(path);
      expect(await screen.findByText('This reset link is incomplete.')).toBeInTheDocument();
      expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Ask for a new reset link' })).toHaveAttribute('href', '/forgot-password');
    },
  );
});
