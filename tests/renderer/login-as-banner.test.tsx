import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeBridge } from './support/fake-bridge';
import { signedIn } from './support/fixtures';
import { ADMIN, VIEWING } from './support/login-as-fixtures';
import { renderApp } from './support/render-app';

const BANNER = 'Viewing as Casey Coordinator (logged in by Avery Admin). Changes are turned off.';

// Whole-app renders with lazy routes: generous on a busy machine.
describe('while an administrator views as another user', { timeout: 60_000 }, () => {
  it('says so at the top with the way back, and offers no password change or second login-as', async () => {
    renderApp('/home', createFakeBridge({ session: signedIn(VIEWING) }));
    expect(await screen.findByText(BANNER)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Return to my account' })).toBeEnabled();
    const header = screen.getByRole('banner');
    expect(within(header).getByText('Casey Coordinator')).toBeInTheDocument();
    expect(within(header).queryByRole('link', { name: 'Change password' })).not.toBeInTheDocument();
    expect(within(header).queryByRole('button', { name: /Log in as/ })).not.toBeInTheDocument();
  });

  it('shows no banner in a session of one’s own', async () => {
    renderApp('/home', createFakeBridge({ session: signedIn(ADMIN) }));
    await screen.findByRole('banner');
    expect(screen.queryByText(/Viewing as/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Return to my account' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Change password' })).toBeInTheDocument();
  });

  it('returns to the administrator’s own account and start page', async () => {
    const bridge = createFakeBridge({ session: signedIn(VIEWING) });
    bridge.endLoginAsMock.mockImplementation(async () => {
      bridge.emitSession(signedIn(ADMIN, { reason: 'login-as-ended' }));
      return { ok: true, data: { message: 'You are back in your own account.', user: ADMIN, isFeedbackCompleted: false } };
    });
    const view = renderApp('/change-password', bridge);
    await view.user.click(await screen.findByRole('button', { name: 'Return to my account' }));

    await waitFor(() => expect(view.location()).toBe('/home'));
    expect(bridge.endLoginAsMock).toHaveBeenCalledOnce();
    expect(await screen.findByText('You are back in your own account.')).toBeInTheDocument();
    expect(screen.queryByText(BANNER)).not.toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByText('Avery Admin')).toBeInTheDocument();
  });

  it('keeps the banner and says why when returning fails', async () => {
    const bridge = createFakeBridge({ session: signedIn(VIEWING) });
    bridge.endLoginAsMock.mockResolvedValue({
      ok: false,
      error: { status: 0, message: 'The onboarding gateway cannot be reached. Check your connection and try again.' },
    });
    const view = renderApp('/home', bridge);
    await view.user.click(await screen.findByRole('button', { name: 'Return to my account' }));

    expect(await screen.findByText('The onboarding gateway cannot be reached. Check your connection and try again.')).toBeInTheDocument();
    expect(screen.getByText(BANNER)).toBeInTheDocument();
  });

  it('signs out to the sign-in page', async () => {
    const bridge = createFakeBridge({ session: signedIn(VIEWING) });
    const view = renderApp('/home', bridge);
    await view.user.click(await screen.findByRole('button', { name: /Sign out/ }));
    await waitFor(() => expect(view.location()).toBe('/sign-in'));
    expect(bridge.signOutMock).toHaveBeenCalledOnce();
    expect(screen.queryByText(BANNER)).not.toBeInTheDocument();
  });
});
