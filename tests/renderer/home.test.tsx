import { screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import type { CallResult } from '@shared/contract/errors';
import type { OperationOutput } from '@shared/contract/registry';
import { fakeApi } from './support/fake-api';
import { createFakeBridge, type FakeBridgeOptions } from './support/fake-bridge';
import { makeUser, signedIn } from './support/fixtures';
import { dashboardSummary, newHireUser } from './support/onboarding-fixtures';
import { renderApp } from './support/render-app';

const admin = makeUser({
  fullName: 'Ada Admin',
  firstName: 'Ada',
  email: 'admin@acme.example',
  role: 'COMPANY_ADMIN',
  permissions: ['onb.home.view', 'onb.my_tasks.view', 'onb.new_hires.view'],
  menuPermissions: { ONBOARDING: { menu: [], module: ['/home', '/tasks', '/reports', '/settings'] } },
});

const withModules = (module: string[]) => ({ ...admin, menuPermissions: { ONBOARDING: { menu: [], module } } });

/** A fake core that also answers the home screen's summary of the user's day. */
function homeBridge(options: FakeBridgeOptions = { session: signedIn(admin) }) {
  const bridge = createFakeBridge(options);
  const calls = fakeApi(bridge, { 'newHire.dashboardSummary': () => ({ ok: true, data: { message: 'OK', data: dashboardSummary() } }) });
  return Object.assign(bridge, { calls });
}

describe('home screen', () => {
  it('says who you are, with the role in words', async () => {
    renderApp('/home', homeBridge());
    const card = (await screen.findByText('Who you are')).closest('.ant-card') as HTMLElement;
    expect(within(card).getByText('Ada Admin')).toBeInTheDocument();
    expect(within(card).getByText('admin@acme.example')).toBeInTheDocument();
    expect(within(card).getByText('Company administrator')).toBeInTheDocument();
  });

  it('shows your company from users.me', async () => {
    const bridge = homeBridge();
    renderApp('/home', bridge);
    const card = (await screen.findByText('Your company')).closest('.ant-card') as HTMLElement;
    expect(await within(card).findByText('Onboarding')).toBeInTheDocument();
    expect(within(card).getByText('Acme Ltd')).toBeInTheDocument();
    expect(bridge.meMock).toHaveBeenCalled();
  });

  it('shows a skeleton while the company loads', async () => {
    const bridge = homeBridge();
    bridge.meMock.mockImplementation(() => new Promise<never>(() => undefined));
    renderApp('/home', bridge);
    const card = (await screen.findByText('Your company')).closest('.ant-card') as HTMLElement;
    expect(card.querySelector('.ant-skeleton')).not.toBeNull();
  });

  it('shows the server message when the company cannot be loaded, and retries on demand', async () => {
    const failed: CallResult<OperationOutput<'users.me'>> = { ok: false, error: { status: 503, message: 'The onboarding gateway cannot be reached.' } };
    const bridge = homeBridge({ session: signedIn(admin), me: failed });
    const { user } = renderApp('/home', bridge);
    expect(await screen.findByText('The onboarding gateway cannot be reached.')).toBeInTheDocument();
    bridge.meMock.mockResolvedValueOnce({
      ok: true,
      data: {
        message: 'OK',
        data: { user: admin, isFeedbackCompleted: false, company: { id: 'c', name: 'Acme Ltd', products: ['ONBOARDING', 'PERFORMANCE'] } },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Onboarding, Performance')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('The onboarding gateway cannot be reached.')).not.toBeInTheDocument());
  });

  it('lists what you may open, each a link to its screen; areas with no screen in this app are left out', async () => {
    renderApp('/home', homeBridge({ session: signedIn(withModules(['/home', '/tasks', '/reports', '/settings', '/my-profile'])) }));
    const list = await screen.findByRole('list', { name: 'Your onboarding areas' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('link').getAttribute('href'))).toEqual(['/home', '/tasks', '/settings', '/my-profile']);
    expect(within(items[1]!).getByRole('link', { name: 'My tasks' })).toBeInTheDocument();
    expect(items[1]).toHaveTextContent(/The onboarding tasks assigned to you/);
    expect(list).not.toHaveTextContent('Reports');
  });

  it('greets you with your own day: open and overdue tasks linked to /tasks, and who starts this week', async () => {
    const bridge = homeBridge();
    renderApp('/home', bridge);
    expect(await screen.findByRole('heading', { name: 'Welcome, Ada' })).toBeInTheDocument();
    const tasks = (await screen.findByText('Open my tasks')).closest('.ant-card') as HTMLElement;
    expect(within(tasks).getByText('Open my tasks').closest('a')).toHaveAttribute('href', '/tasks');
    const [open, overdue] = [...tasks.querySelectorAll('.ant-statistic')].map((statistic) => statistic.textContent);
    expect([open, overdue]).toEqual(['Open4', 'Overdue1']);
    expect(within(tasks).getByText('See your overdue task').closest('a')).toHaveAttribute('href', '/tasks?due=overdue');
    expect(bridge.calls).toHaveBeenCalledWith('newHire.dashboardSummary', { today: dayjs().format('YYYY-MM-DD') });
    const starting = document.querySelector('ul[aria-label="Starting this week"]') as HTMLElement;
    expect(within(starting).getByText('Jordan Rivera').closest('a')).toHaveAttribute('href', '/new-hiring/new-hire-info?id=hire-week');
  });

  it('gives a new hire the way to their welcome experience', async () => {
    renderApp('/home', homeBridge({ session: signedIn(newHireUser()) }));
    expect((await screen.findByText('Open your welcome experience')).closest('a')).toHaveAttribute('href', '/welcome-experiance');
    expect(document.querySelector('ul[aria-label="Starting this week"]')).toBeNull();
  });
});
