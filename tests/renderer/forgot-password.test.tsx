import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, fakeApi, refuse } from './support/fake-api';
import { createFakeBridge } from './support/fake-bridge';
import { renderApp } from './support/render-app';

async function openForgotPassword(reply = answer('If the account exists, a reset link is on its way.')) {
  const bridge = createFakeBridge();
  const api = fakeApi(bridge, { 'auth.forgotPassword': () => reply });
  const app = renderApp('/forgot-password', bridge);
  await screen.findByRole('heading', { name: 'Forgot Password' });
  return { ...app, api };
}

describe('forgot-password page', () => {
  it('shows the sign-in heading set, the spec text, the Email field, Send link and a link back to Sign In', async () => {
    await openForgotPassword();
    expect(screen.getByRole('heading', { name: "Let's sign you in" })).toBeInTheDocument();
    expect(screen.getByText('Enter your registered email address to receive a reset password link')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send link' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Sign In' })).toHaveAttribute('href', '/sign-in');
  });

  it("says 'Email is required' when the email is cleared and 'Email is invalid' while it is not an address", async () => {
    const { user } = await openForgotPassword();
    const email = screen.getByLabelText('Email');
    await user.type(email, 'casey@');
    expect(await screen.findByText('Email is invalid')).toBeInTheDocument();
    await user.type(email, 'acme.example');
    await waitFor(() => expect(screen.queryByText('Email is invalid')).not.toBeInTheDocument());
    await user.clear(email);
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
  });

  it('does not call the gateway when Send link is pressed on an empty form', async () => {
    const { user, api } = await openForgotPassword();
    await user.click(screen.getByRole('button', { name: 'Send link' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(api).not.toHaveBeenCalled();
  });

  it("sends the email, shows the server's message and clears the form", async () => {
    const { user, api } = await openForgotPassword();
    await user.type(screen.getByLabelText('Email'), 'casey@acme.example');
    await user.click(screen.getByRole('button', { name: 'Send link' }));
    expect(await screen.findByText('If the account exists, a reset link is on its way.')).toBeInTheDocument();
    expect(api).toHaveBeenCalledWith('auth.forgotPassword', { email: 'casey@acme.example' });
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveValue(''));
    expect(screen.queryByText('Email is required')).not.toBeInTheDocument();
  });

  it("falls back to 'Email sent successfully!' when the server gives no message", async () => {
    const { user } = await openForgotPassword(answer(''));
    await user.type(screen.getByLabelText('Email'), 'casey@acme.example');
    await user.click(screen.getByRole('button', { name: 'Send link' }));
    expect(await screen.findByText('Email sent successfully!')).toBeInTheDocument();
  });

  it("shows the server's failure and keeps the input", async () => {
    const { user } = await openForgotPassword(refuse('Too many reset requests. Try again in 15 minute(s).', 429));
    await user.type(screen.getByLabelText('Email'), 'casey@acme.example');
    await user.click(screen.getByRole('button', { name: 'Send link' }));
    expect(await screen.findByText('Too many reset requests. Try again in 15 minute(s).')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('casey@acme.example');
  });
});
