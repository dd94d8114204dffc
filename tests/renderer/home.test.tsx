import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CallResult } from '@shared/contract/errors';
import type { OperationOutput } from '@shared/contract/registry';
import { createFakeBridge } from './support/fake-bridge';
import { makeUser, signedIn } from './support/fixtures';
import { renderApp } from './support/render-app';

const admin = makeUser({
  fullName: 'Ada Admin',
  firstName: 'Ada',
  email: 'admin@acme.example',
  role: 'COMPANY_ADMIN',
  menuPermissions: { ONBOARDING: { menu: [], module: ['/home', '/new-hiring', '/settings'] } },
});

describe('home screen', () => {
  it('says who you are, with the role in words', async () => {
    renderApp('/home', createFakeBridge({ session: signedIn(admin) }));
    const card = (await screen.findByText('Who you are')).closest('.ant-card') as HTMLElement;
    expect(within(card).getByText('Ada Admin')).toBeInTheDocument();
    expect(within(card).getByText('admin@acme.example')).toBeInTheDocument();
    expect(within(card).getByText('Company administrator')).toBeInTheDocument();
  });

  it('shows your company from users.me', async () => {
    const bridge = createFakeBridge({ session: signedIn(admin) });
    renderApp('/home', bridge);
    const card = (await screen.findByText('Your company')).closest('.ant-card') as HTMLElement;
    expect(await within(card).findByText('Onboarding')).toBeInTheDocument();
    expect(within(card).getByText('Acme Ltd')).toBeInTheDocument();
    expect(bridge.meMock).toHaveBeenCalled();
  });

  it('shows a skeleton while the company loads', async () => {
    const bridge = createFakeBridge({ session: signedIn(admin) });
    bridge.meMock.mockImplementation(() => new Promise<never>(() => undefined));
    renderApp('/home', bridge);
    const card = (await screen.findByText('Your company')).closest('.ant-card') as HTMLElement;
    expect(card.querySelector('.ant-skeleton')).not.toBeNull();
  });

  it('shows the server message when the company cannot be loaded, and retries on demand', async () => {
    const failed: CallResult<OperationOutput<'users.me'>> = { ok: false, error: { status: 503, message: 'The onboarding gateway cannot be reached.' } };
    const bridge = createFakeBridge({ session: signedIn(admin), me: failed });
    const { user } = renderApp('/home', bridge);
    expect(await screen.findByText('The onboarding gateway cannot be reached.')).toBeInTheDocument();
    bridge.meMock.mockResolvedValueOnce({
      ok: true,
      data: { message: 'OK', data: { user: admin, isFeedbackCompleted: false, company: { id: 'c', name: 'Acme Ltd', products: ['ONBOARDING', 'PERFORMANCE'] } } },
    });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Onboarding, Performance')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('The onboarding gateway cannot be reached.')).not.toBeInTheDocument());
  });

  it('lists what you may open: linked where the screen exists, described otherwise', async () => {
    renderApp('/home', createFakeBridge({ session: signedIn(admin) }));
    const list = await screen.findByRole('list', { name: 'Your onboarding areas' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[0]!).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/home');
    expect(within(items[1]!).queryByRole('link')).not.toBeInTheDocument();
    expect(items[1]).toHaveTextContent('New hires');
    expect(items[1]).toHaveTextContent(/assign onboarding plans and tasks/);
    expect(items[2]).toHaveTextContent('Settings');
    expect(list).not.toHaveTextContent(/coming soon/i);
  });
});
