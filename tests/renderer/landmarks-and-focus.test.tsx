import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeBridge } from './support/fake-bridge';
import { makeUser, signedIn, signedOut } from './support/fixtures';
import { renderApp } from './support/render-app';

function withModules(module: string[]) {
  return signedIn(makeUser({ menuPermissions: { ONBOARDING: { menu: [], module } } }));
}

// The first screen drawn in a file pays for antd's styles, which is slow under jsdom.
describe('landmarks, skip link and headings', { timeout: 45_000 }, () => {
  it('frames a signed-in page in one main, a banner header and the named navigation', async () => {
    renderApp('/home', createFakeBridge({ session: withModules(['/home', '/dashboard']) }));
    await screen.findByRole('heading', { level: 1, name: /Welcome/ }, { timeout: 30_000 });
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('offers "Skip to main content" first, and it moves focus to the main region', async () => {
    const { user } = renderApp('/home', createFakeBridge({ session: withModules(['/home', '/dashboard']) }));
    await screen.findByRole('heading', { level: 1, name: /Welcome/ });
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('offers the skip link on the signed-out pages too', async () => {
    const { user } = renderApp('/forgot-password', createFakeBridge({ session: signedOut() }));
    await screen.findByRole('heading', { level: 1 });
    await user.tab();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('does not make the sidebar’s product name a heading: the page’s own title is the one h1', async () => {
    renderApp('/dashboard', createFakeBridge({ session: withModules(['/home', '/dashboard']) }));
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent('Dashboard');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.queryByRole('heading', { name: 'HCM Onboarding' })).not.toBeInTheDocument();
  });

  it.each([
    ['/home', /Welcome/, 'Home'],
    ['/my-profile', 'My profile', 'My profile'],
    ['/settings/locations', 'Locations and working days', 'Locations and working days'],
  ])('gives %s one h1 naming it, and a document title', async (path, name, title) => {
    renderApp(path, createFakeBridge({ session: withModules(['/home', '/tasks', '/new-hiring', '/settings', '/settings/locations', '/my-profile']) }));
    const heading = await screen.findByRole('heading', { level: 1, name });
    expect(screen.getAllByRole('heading', { level: 1 })).toEqual([heading]);
    await waitFor(() => expect(document.title).toBe(`${title} · HCM Onboarding`));
  });

  it.each([
    ['/sign-in', 'Sign in'],
    ['/forgot-password', 'Forgot password'],
  ])('titles the signed-out page %s', async (path, title) => {
    renderApp(path, createFakeBridge({ session: signedOut() }));
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(document.title).toBe(`${title} · HCM Onboarding`));
  });

  it('titles the not-found page', async () => {
    renderApp('/no-such-page', createFakeBridge({ session: withModules(['/home']) }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Page not found · HCM Onboarding'));
  });
});

describe('focus after moving to another page', { timeout: 45_000 }, () => {
  it('puts focus on the new page’s h1 after following a sidebar link', async () => {
    const { user } = renderApp('/home', createFakeBridge({ session: withModules(['/home', '/dashboard']) }));
    await screen.findByRole('heading', { level: 1, name: /Welcome/ });
    await user.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Dashboard' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('leaves focus where it is when the app opens', async () => {
    renderApp('/home', createFakeBridge({ session: withModules(['/home']) }));
    await screen.findByRole('heading', { level: 1, name: /Welcome/ });
    expect(document.body).toHaveFocus();
  });
});
