import { screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { fakeApi } from './support/fake-api';
import { createFakeBridge } from './support/fake-bridge';
import { signedIn } from './support/fixtures';
import { dashboardSummary, hireSummary, hiresCoordinator, refusal } from './support/onboarding-fixtures';
import { renderApp } from './support/render-app';
// Compiled with the test file rather than on first navigation.
import '@renderer/app/routes/dashboard';

const coordinator = hiresCoordinator({
  permissions: ['onb.dashboard.view', 'onb.home.view', 'onb.new_hires.view', 'onb.new_hires.manage', 'onb.my_tasks.view'],
  menuPermissions: { ONBOARDING: { menu: [], module: ['/dashboard', '/home', '/new-hiring', '/tasks'] } },
});

const list = (name: string) => document.querySelector(`ul[aria-label="${name}"]`) as HTMLElement;
const linkTo = (text: string, scope: HTMLElement = document.body) => within(scope).getByText(text).closest('a')?.getAttribute('href');

describe('/dashboard', { timeout: 45_000 }, () => {
  it('shows counts by status, who starts soon, pending approvals, overdue tasks and progress by hire, with links', async () => {
    const bridge = createFakeBridge({ session: signedIn(coordinator) });
    const calls = fakeApi(bridge, {
      'newHire.dashboardSummary': () => ({
        ok: true,
        data: {
          message: 'OK',
          data: dashboardSummary({ startingNextWeek: [hireSummary({ _id: 'hire-next', firstName: 'Sam', lastName: 'Next', startDate: '2026-12-02' })] }),
        },
      }),
    });
    renderApp('/dashboard', bridge);
    const chart = (await screen.findByText('Hires by status, 22 in all', {}, { timeout: 30_000 })).closest('table') as HTMLElement;
    expect(calls).toHaveBeenCalledWith('newHire.dashboardSummary', { today: dayjs().format('YYYY-MM-DD') });
    const rows = [...chart.querySelectorAll('tbody tr')].map((row) => [row.querySelector('th')?.textContent, row.querySelector('td')?.textContent]);
    expect(rows).toEqual([
      ['Pending', '2'],
      ['Preboarding', '5'],
      ['Onboarding', '4'],
      ['Completed', '10'],
      ['Withdrawn', '1'],
    ]);

    expect(linkTo('Jordan Rivera', list('Starting this week'))).toBe('/new-hiring/new-hire-info?id=hire-week');
    expect(within(list('Starting this week')).getByText(/11\/23\/2026 \(Monday\)/)).toBeInTheDocument();
    expect(linkTo('Sam Next', list('Starting next week'))).toBe('/new-hiring/new-hire-info?id=hire-next');
    expect(linkTo('Pat Pending', list('Pending hires'))).toBe('/new-hiring/new-hire-info?id=hire-pending');
    expect(linkTo('Review pending hires')).toBe('/new-hiring?status=pending');

    expect(screen.getByText('Overdue tasks: 1 yours, 3 in all')).toBeInTheDocument();
    expect(within(list('Overdue tasks')).getByText('Order a laptop')).toBeInTheDocument();
    expect(linkTo('Your overdue tasks')).toBe('/tasks?due=overdue');
    expect(linkTo('All overdue tasks')).toBe('/tasks?due=overdue&whose=all');

    const progress = list('Progress by hire');
    expect(within(progress).getByRole('progressbar', { name: 'Jordan Rivera: 2 of 8 tasks done' })).toHaveAttribute('aria-valuenow', '25');
    expect(within(progress).getByText('1 overdue')).toBeInTheDocument();
    expect(linkTo('Jordan Rivera', progress)).toBe('/new-hiring/new-hire-info?id=hire-1');
  });

  it('says why it could not load and tries again on Retry', async () => {
    const bridge = createFakeBridge({ session: signedIn(coordinator) });
    let failed = false;
    fakeApi(bridge, {
      'newHire.dashboardSummary': () => {
        if (failed) return { ok: true, data: { message: 'OK', data: dashboardSummary() } };
        failed = true;
        return refusal('The onboarding gateway cannot be reached.', 503);
      },
    });
    const { user } = renderApp('/dashboard', bridge);
    expect(await screen.findByText('The onboarding gateway cannot be reached.', {}, { timeout: 30_000 })).toBeInTheDocument();
    await user.click(screen.getByText('Retry'));
    await waitFor(() => expect(screen.getByText('Hires by status, 22 in all')).toBeInTheDocument());
  });
});
