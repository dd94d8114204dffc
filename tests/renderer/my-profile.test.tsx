import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { HcmBridge } from '@shared/bridge';
import { createFakeBridge, type FakeBridge } from './support/fake-bridge';
import { makeUser, signedIn } from './support/fixtures';
import { renderApp } from './support/render-app';

const NOTIFY = 'Notify me when a task of mine becomes overdue';
const BADGE = 'Show the number of overdue tasks on the app icon';
const WEB_NOTE = 'Notifications and the number on the app icon appear in the desktop app. Your choices are still kept here.';

function open(options: { transport?: HcmBridge['transport']; modules?: string[]; loginAs?: string; prepare?: (bridge: FakeBridge) => void } = {}) {
  const user = makeUser({
    menuPermissions: { ONBOARDING: { menu: [], module: options.modules ?? ['/home'] } },
    ...(options.loginAs === undefined ? {} : { loginAs: options.loginAs }),
  });
  const bridge = createFakeBridge({ session: signedIn(user) });
  (bridge as { transport: HcmBridge['transport'] }).transport = options.transport ?? 'electron';
  options.prepare?.(bridge);
  return { ...renderApp('/my-profile', bridge), bridge };
}

describe('my profile page', () => {
  it('shows who the user is, whatever their areas, with a way to change the password', async () => {
    open({ modules: [] });
    expect(await screen.findByRole('heading', { name: 'My profile', level: 1 })).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getByText('Casey Coordinator')).toBeInTheDocument();
    expect(within(main).getByText('coordinator@acme.example')).toBeInTheDocument();
    expect(within(main).getByText('Acme Ltd')).toBeInTheDocument();
    expect(within(main).getByText('Operations')).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'Change password' })).toHaveAttribute('href', '/change-password');
  });

  it("is reached from the user's name in the header", async () => {
    const bridge = createFakeBridge({ session: signedIn() });
    const { user, location } = renderApp('/home', bridge);
    const header = await screen.findByRole('banner');
    await user.click(within(header).getByRole('link', { name: /My profile/ }));
    await waitFor(() => expect(location()).toBe('/my-profile'));
    expect(await screen.findByRole('heading', { name: 'My profile', level: 1 })).toBeInTheDocument();
  });

  it('shows the stored notification choices', async () => {
    open({ prepare: (bridge) => (bridge.notificationPreferences = { overdueNotifications: false, overdueBadge: true }) });
    expect(await screen.findByRole('switch', { name: NOTIFY })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: BADGE })).toBeChecked();
    expect(screen.queryByText(WEB_NOTE)).not.toBeInTheDocument();
  });

  it('saves a switched choice and says so', async () => {
    const { user, bridge } = open();
    await user.click(await screen.findByRole('switch', { name: NOTIFY }));
    expect(await screen.findByText('Your notification settings are saved.')).toBeInTheDocument();
    expect(bridge.notificationPreferences).toEqual({ overdueNotifications: false, overdueBadge: true });
    expect(screen.getByRole('switch', { name: NOTIFY })).not.toBeChecked();

    await user.click(screen.getByRole('switch', { name: BADGE }));
    await waitFor(() => expect(bridge.notificationPreferences).toEqual({ overdueNotifications: false, overdueBadge: false }));
    expect(screen.getByRole('switch', { name: BADGE })).not.toBeChecked();
  });

  it("shows the core's refusal and keeps the stored choice", async () => {
    const { user } = open({
      prepare: (bridge) => {
        bridge.notifications.set = async () => ({ ok: false, error: { status: 500, message: 'The preferences file could not be written.' } });
      },
    });
    await user.click(await screen.findByRole('switch', { name: BADGE }));
    expect(await screen.findByText('The preferences file could not be written.')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: BADGE })).toBeChecked();
  });

  it('says on the web host that notifications appear in the desktop app, and still keeps the choices', async () => {
    const { user, bridge } = open({ transport: 'web' });
    expect(await screen.findByText(WEB_NOTE)).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: BADGE }));
    await waitFor(() => expect(bridge.notificationPreferences.overdueBadge).toBe(false));
  });

  it('turns changes off while an administrator views as this user', async () => {
    open({ loginAs: 'Avery Admin' });
    expect(await screen.findByRole('switch', { name: NOTIFY })).toBeDisabled();
    expect(screen.getByRole('switch', { name: BADGE })).toBeDisabled();
    expect(within(screen.getByRole('main')).queryByRole('link', { name: 'Change password' })).not.toBeInTheDocument();
  });
});
