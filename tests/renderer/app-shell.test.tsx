import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from './support/fake-api';
import { createFakeBridge } from './support/fake-bridge';
import { makeUser, signedIn, signedOut } from './support/fixtures';
import { companyDetails } from './support/onboarding-fixtures';
import { renderApp } from './support/render-app';

function withModules(module: string[]) {
  return signedIn(makeUser({ menuPermissions: { ONBOARDING: { menu: [], module } } }), { rememberMe: true, rememberedEmail: 'coordinator@acme.example' });
}

describe('signed-in app shell', () => {
  it('builds the sidebar from the user’s onboarding entries that have a screen here', async () => {
    renderApp('/home', createFakeBridge({ session: withModules(['/home', '/reports']) }));
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const items = within(nav)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    expect(items).toEqual(['Home']);
  });

  it('shows Dashboard for a user who holds only the dashboard entry', async () => {
    renderApp('/dashboard', createFakeBridge({ session: withModules(['/dashboard', '/reports']) }));
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Dashboard']);
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('puts the user’s name and company in the header', async () => {
    renderApp('/home', createFakeBridge({ session: withModules(['/home']) }));
    const header = await screen.findByRole('banner');
    expect(within(header).getByText('Casey Coordinator')).toBeInTheDocument();
    expect(within(header).getByText('Acme Ltd')).toBeInTheDocument();
  });

  it('answers 403 for a page outside the user’s entries', async () => {
    renderApp('/reports/view-task-report', createFakeBridge({ session: withModules(['/home']) }));
    expect(await screen.findByText('You cannot open this page')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to your start page' })).toBeInTheDocument();
  });

  it('answers 404 for an address the app does not have, with a way home', async () => {
    const { user, location } = renderApp('/no-such-page', createFakeBridge({ session: withModules(['/home']) }));
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to your start page' }));
    await waitFor(() => expect(location()).toBe('/home'));
  });

  it('answers 404 to a signed-out visitor too, pointing to sign in', async () => {
    const { user, location } = renderApp('/no-such-page', createFakeBridge({ session: signedOut() }));
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to sign in' }));
    await waitFor(() => expect(location()).toBe('/sign-in'));
  });

  // Spec section 2: the onboarding and auth routes that have no screen in this app yet.
  it.each([
    '/see-all-feedback',
    '/notifications',
    '/my-profile/edit',
    '/reports',
    '/reports/create-new-page',
    '/reports/view-new-hires-report',
    '/settings/emails',
    '/settings/pages/no-such-page',
    '/settings/permissions/no-such-access-page',
    '/no-such-page',
  ])('answers %s inside the app frame, sidebar and header around the 404', async (path) => {
    renderApp(path, createFakeBridge({ session: withModules(['/home', '/reports', '/settings', '/settings/fields', '/my-profile']) }));
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByRole('button', { name: /Sign out/ })).toBeInTheDocument();
  });

  it('answers an unknown address in the sign-in frame to a signed-out visitor', async () => {
    renderApp('/notifications', createFakeBridge({ session: signedOut() }));
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Start Your Journey With Us' })).toBeInTheDocument();
  });

  it('sends a visitor without a session to sign-in with returnTo', async () => {
    const { location } = renderApp('/home?tab=areas', createFakeBridge({ session: signedOut() }));
    await waitFor(() => expect(location()).toBe('/sign-in?returnTo=%2Fhome%3Ftab%3Dareas'));
  });

  it('goes to /sign-in?returnTo=<where you were> when the session expires', async () => {
    const bridge = createFakeBridge({ session: withModules(['/home']) });
    const { location } = renderApp('/home?tab=areas', bridge);
    await screen.findByRole('navigation', { name: 'Main' });
    act(() => bridge.emitSession(signedOut({ reason: 'expired' })));
    await waitFor(() => expect(location()).toBe('/sign-in?returnTo=%2Fhome%3Ftab%3Dareas'));
    expect(await screen.findByText('Your session has ended. Please sign in again.')).toBeInTheDocument();
  });

  it('signs out to /sign-in with the remembered email still prefilled', async () => {
    const bridge = createFakeBridge({ session: withModules(['/home']) });
    const { user, location } = renderApp('/home', bridge);
    await user.click(await screen.findByRole('button', { name: /Sign out/ }));
    await waitFor(() => expect(location()).toBe('/sign-in'));
    expect(bridge.signOutMock).toHaveBeenCalledTimes(1);
    expect(await screen.findByLabelText('Email')).toHaveValue('coordinator@acme.example');
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
  });

  it('switches the colour preset and the mode, and keeps the choice', async () => {
    const { user } = renderApp('/home', createFakeBridge({ session: withModules(['/home']) }));
    await screen.findByRole('navigation', { name: 'Main' });
    expect(document.documentElement.dataset.themePreset).toBe('blue');
    // antd draws the radio over its label; people click the label.
    await user.click(screen.getByTitle('Purple'));
    await user.click(screen.getByRole('switch', { name: 'Dark' }));
    await waitFor(() => expect(document.documentElement.dataset.themePreset).toBe('purple'));
    expect(document.documentElement.dataset.themeMode).toBe('dark');
    expect(screen.getByRole('radio', { name: 'Purple' })).toBeChecked();
    expect(JSON.parse(window.localStorage.getItem('hcm.theme') ?? '{}')).toEqual({ preset: 'purple', mode: 'dark' });
  });

  it('shows a notice from the core once, as a warning', async () => {
    const bridge = createFakeBridge({ session: withModules(['/home']) });
    renderApp('/home', bridge);
    await screen.findByRole('navigation', { name: 'Main' });
    const notice = { id: 'keychain-unavailable', level: 'warning', message: 'No keychain answered: this session lives in memory only.' } as const;
    act(() => {
      bridge.emitNotice(notice);
      bridge.emitNotice(notice);
    });
    expect(await screen.findAllByText(notice.message)).toHaveLength(1);
  });

  it('does not repeat a notice after a reload of the page', async () => {
    const notice = { id: 'keychain-unavailable', level: 'warning', message: 'No keychain answered: this session lives in memory only.' } as const;
    const first = createFakeBridge({ session: withModules(['/home']) });
    const firstPage = renderApp('/home', first);
    await screen.findByRole('navigation', { name: 'Main' });
    act(() => first.emitNotice(notice));
    expect(await screen.findAllByText(notice.message)).toHaveLength(1);
    firstPage.unmount();
    document.body.innerHTML = '';

    const reloaded = createFakeBridge({ session: withModules(['/home']) });
    renderApp('/home', reloaded);
    await screen.findByRole('navigation', { name: 'Main' });
    act(() => reloaded.emitNotice(notice));
    await screen.findByText('Who you are');
    expect(screen.queryByText(notice.message)).toBeNull();
  });

  describe('the company’s mark above the menu', () => {
    const LIGHT_LOGO = 'data:image/png;base64,bGlnaHQ=';
    const DARK_LOGO = 'data:image/png;base64,ZGFyaw==';
    const ICON = 'data:image/png;base64,aWNvbg==';

    function withBranding(assets: { logoDark: string | null; icon: string | null }) {
      const bridge = createFakeBridge({ session: withModules(['/home']) });
      fakeApi(bridge, {
        'settings.companyDetails': () => ({
          ok: true,
          data: {
            message: 'OK',
            data: companyDetails({ logo: { fileId: 'logo-light', dataUrl: LIGHT_LOGO }, assets: { ...assets, hero: null, emailHeader: null } }),
          },
        }),
      });
      bridge.imageMock.mockImplementation(async ({ fileId }) => ({
        ok: true,
        data: { fileId, dataUrl: fileId === 'logo-dark' ? DARK_LOGO : ICON },
      }));
      return bridge;
    }
    const logo = () => within(screen.getByRole('complementary')).findByRole('img', { name: 'Acme Ltd logo' });

    it('shows the logo for the theme in use with the icon, and the dark logo once the theme is dark', async () => {
      const { user } = renderApp('/home', withBranding({ logoDark: 'logo-dark', icon: 'icon' }));
      await waitFor(async () => expect(await logo()).toHaveAttribute('src', LIGHT_LOGO));
      expect(document.querySelector(`aside img[src="${ICON}"]`)).toHaveAttribute('alt', '');
      await user.click(screen.getByRole('switch', { name: 'Dark' }));
      await waitFor(async () => expect(await logo()).toHaveAttribute('src', DARK_LOGO));
    });

    it('keeps the light logo, on a white plate, in the dark theme where no dark one is set', async () => {
      const { user } = renderApp('/home', withBranding({ logoDark: null, icon: null }));
      await user.click(await screen.findByRole('switch', { name: 'Dark' }));
      await waitFor(async () => expect(await logo()).toHaveAttribute('src', LIGHT_LOGO));
      expect(await logo()).toHaveStyle({ background: '#ffffff' });
    });

    it('shows no mark where the company has set no logo or icon', async () => {
      const bridge = createFakeBridge({ session: withModules(['/home']) });
      const calls = fakeApi(bridge, { 'settings.companyDetails': () => ({ ok: true, data: { message: 'OK', data: companyDetails() } }) });
      renderApp('/home', bridge);
      await screen.findByRole('navigation', { name: 'Main' });
      await waitFor(() => expect(calls).toHaveBeenCalledWith('settings.companyDetails', {}));
      await act(async () => {
        await calls.mock.results[0]?.value;
      });
      expect(document.querySelector('aside img')).toBeNull();
    });
  });
});
