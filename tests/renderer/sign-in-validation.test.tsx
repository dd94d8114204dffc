import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeBridge } from './support/fake-bridge';
import { signedOut } from './support/fixtures';
import { renderApp } from './support/render-app';

async function openSignIn(session = signedOut()) {
  const app = renderApp('/sign-in', createFakeBridge({ session }));
  await screen.findByRole('heading', { name: "Let's sign you in" });
  return app;
}

describe('sign-in validation (on change, messages word for word)', () => {
  it('labels every field and control', async () => {
    await openSignIn();
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot Password' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Register Now' })).toHaveAttribute('href', '/sign-up');
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
  });

  it('underlines the link inside a sentence, told apart from its words without colour', async () => {
    await openSignIn();
    expect(screen.getByRole('link', { name: 'Register Now' })).toHaveAttribute('style', expect.stringContaining('text-decoration: underline'));
  });

  it("shows 'Email is required' when the email is cleared", async () => {
    const { user } = await openSignIn();
    const email = screen.getByLabelText('Email');
    await user.type(email, 'a');
    await user.clear(email);
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
  });

  it("shows 'Please enter valid email' while the address is not valid, and clears it once it is", async () => {
    const { user } = await openSignIn();
    const email = screen.getByLabelText('Email');
    await user.type(email, 'casey@');
    expect(await screen.findByText('Please enter valid email')).toBeInTheDocument();
    await user.type(email, 'acme.example');
    await waitFor(() => expect(screen.queryByText('Please enter valid email')).not.toBeInTheDocument());
  });

  it("shows 'Password is required' when the password is cleared", async () => {
    const { user } = await openSignIn();
    const password = screen.getByLabelText('Password');
    await user.type(password, 'a');
    await user.clear(password);
    expect(await screen.findByText('Password is required')).toBeInTheDocument();
  });

  it('asks for 2 to 15 characters', async () => {
    const { user } = await openSignIn();
    const password = screen.getByLabelText('Password');
    await user.type(password, 'a');
    expect(await screen.findByText('Password must be between 2 and 15 characters')).toBeInTheDocument();
    await user.type(password, 'b');
    await waitFor(() => expect(screen.queryByText('Password must be between 2 and 15 characters')).not.toBeInTheDocument());
    await user.type(password, 'cdefghijklmnop');
    expect(await screen.findByText('Password must be between 2 and 15 characters')).toBeInTheDocument();
  });

  it('shows both messages when Login is pressed on an empty form, and does not call the core', async () => {
    const bridge = createFakeBridge();
    const { user } = renderApp('/sign-in', bridge);
    await user.click(await screen.findByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(bridge.signInMock).not.toHaveBeenCalled();
  });
});

describe('remember me', () => {
  it('prefills the remembered email and checks the box when remember-me is on', async () => {
    await openSignIn(signedOut({ rememberMe: true, rememberedEmail: 'casey@acme.example' }));
    expect(screen.getByLabelText('Email')).toHaveValue('casey@acme.example');
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
  });

  it('leaves the form empty when remember-me is off', async () => {
    await openSignIn(signedOut({ rememberMe: false, rememberedEmail: null }));
    expect(screen.getByLabelText('Email')).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).not.toBeChecked();
  });
});
