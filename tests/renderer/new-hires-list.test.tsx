import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OperationInput } from '@shared/contract/registry';
import { fakeApi, type FakeApiHandlers } from './support/fake-api';
import { createFakeBridge } from './support/fake-bridge';
import { signedIn } from './support/fixtures';
import { companyListAnswers, hire, hireListPage, hireSummary, hiresCoordinator, MANAGER } from './support/onboarding-fixtures';
import { renderApp } from './support/render-app';

const JORDAN = hireSummary({ _id: 'hire-jordan', firstName: 'Jordan', lastName: 'Rivera', startDate: '2026-12-01', taskProgress: { done: 2, total: 8 } });
const PAT = hireSummary({ _id: 'hire-pat', firstName: 'Pat', lastName: 'Pending', status: 'pending', taskProgress: { done: 0, total: 0 } });
const COUNTS = { pending: 3, preboarding: 5, onboarding: 4, completed: 10, withdrawn: 1 };

type ListInput = OperationInput<'newHire.list'>;

/** A failed call as the bridge reports it, whatever the operation answers on success. */
const refuse = (message: string, status: number) => ({ ok: false as const, error: { status, message } });

function openList(path = '/new-hiring', handlers: FakeApiHandlers = {}, user = hiresCoordinator()) {
  const bridge = createFakeBridge({ session: signedIn(user) });
  const lists = companyListAnswers();
  const call = fakeApi(bridge, {
    'settings.departments': () => lists.departments,
    'settings.locations': () => lists.locations,
    'newHire.list': () => hireListPage([JORDAN, PAT], { total: 23, counts: COUNTS }),
    ...handlers,
  });
  const app = renderApp(path, bridge);
  const listCalls = () => call.mock.calls.filter(([name]) => name === 'newHire.list').map(([, input]) => input as ListInput);
  return { ...app, call, listCalls };
}

// Role queries compute styles up the tree, which under antd's style tags is slow in jsdom, so
// these find elements by their text or label and check their role where it matters.
const table = () => document.querySelector<HTMLTableElement>('table[aria-label="New hires"]')!;
const bodyRows = () => [...table().tBodies[0]!.rows];
const hireLink = (name: string) => screen.findByText(name, { selector: 'a' });
const button = (name: string) => screen.getByText(name, { selector: 'button span' }).closest('button')!;
const header = (name: string) => screen.getByText(name, { selector: '.ant-table-column-title' }).closest('th')!;
const statusTab = (name: string) => screen.getByLabelText<HTMLInputElement>(name);
async function menuItem(name: string) {
  const text = await screen.findByText(name, { selector: '.ant-dropdown-menu-title-content' });
  return text.closest<HTMLElement>('[role="menuitem"]')!;
}

/** Types a date into a picker and confirms it with Enter, as a keyboard user does. */
function typeDate(input: HTMLElement, text: string) {
  fireEvent.focus(input);
  fireEvent.mouseDown(input);
  fireEvent.change(input, { target: { value: text } });
  fireEvent.keyDown(input, { key: 'Enter', keyCode: 13, which: 13 });
}

// antd in jsdom is slow, and slower still while the machine is busy: waits get room to finish.
configure({ asyncUtilTimeout: 20_000 });

describe('new hires list', { timeout: 60_000 }, () => {
  // The lazy route is compiled on first use; that is not the first test's time to spend.
  beforeAll(async () => {
    await import('@renderer/app/routes/new-hiring');
  }, 60_000);

  it('shows the hires with serial numbers, their details and the counts by status', async () => {
    const { listCalls } = openList();
    const jordan = await hireLink('Jordan Rivera');
    expect(jordan).toHaveAttribute('href', '/new-hiring/new-hire-info?id=hire-jordan');
    const row = jordan.closest('tr')!;
    expect(within(row).getByText('1')).toBeInTheDocument();
    expect(within(row).getByText('12/01/2026')).toBeInTheDocument();
    expect(within(row).getByText('Engineering')).toBeInTheDocument();
    expect(within(row).getByText('Preboarding')).toBeInTheDocument();
    expect(within(row).getByText('2/8')).toBeInTheDocument();
    expect(within(bodyRows()[1]!).getByText('2')).toBeInTheDocument();
    expect(within(bodyRows()[1]!).getByText('No tasks')).toBeInTheDocument();
    expect(screen.getByText('Showing 2 of 23')).toBeInTheDocument();
    expect(statusTab('All (23)')).toBeChecked();
    expect(statusTab('Pending (3)')).toHaveAttribute('type', 'radio');
    expect(statusTab('Withdrawn (1)').closest('[role="radiogroup"]')).toHaveAttribute('aria-label', 'Hires by status');
    expect(listCalls()[0]).toEqual({ offset: 0, limit: 10, sortBy: 'createdAt', sortOrder: 'desc' });
    expect(button('Add new hire')).toBeEnabled();
  });

  it('reads filters, page and sort from the URL into the call, so a reload keeps them', async () => {
    const manager = encodeURIComponent(JSON.stringify([{ _id: MANAGER._id, fullName: MANAGER.fullName }]));
    const { listCalls } = openList(
      `/new-hiring?search=jor&status=pending&status=preboarding&department=dep-eng&location=loc-london&manager=${manager}&startFrom=2026-11-01&startTo=2026-12-31&page=3&sortBy=startDate&sortOrder=desc`,
    );
    await hireLink('Jordan Rivera');
    expect(listCalls()[0]).toEqual({
      offset: 20,
      limit: 10,
      sortBy: 'startDate',
      sortOrder: 'desc',
      search: 'jor',
      status: ['pending', 'preboarding'],
      departmentId: ['dep-eng'],
      locationId: ['loc-london'],
      managerId: [MANAGER._id],
      startFrom: '2026-11-01',
      startTo: '2026-12-31',
    });
    expect(header('Start date')).toHaveAttribute('aria-sort', 'descending');
    expect(within(document.querySelector<HTMLElement>('[role="search"]')!).getByText('London HQ')).toBeInTheDocument();
  });

  it('filters by status from the tabs and by search, in the URL and the call, back on page 1', async () => {
    const { user, location, listCalls } = openList('/new-hiring?page=2');
    await hireLink('Jordan Rivera');
    await user.click(statusTab('Pending (3)'));
    await waitFor(() => expect(location()).toBe('/new-hiring?status=pending'));
    await waitFor(() => expect(listCalls().at(-1)).toMatchObject({ offset: 0, status: ['pending'] }));

    await user.type(screen.getByLabelText('Search'), 'rivera{Enter}');
    await waitFor(() => expect(location()).toBe('/new-hiring?status=pending&search=rivera'));
    await waitFor(() => expect(listCalls().at(-1)).toMatchObject({ status: ['pending'], search: 'rivera' }));

    await user.click(button('Clear Filters'));
    await waitFor(() => expect(location()).toBe('/new-hiring'));
    expect(statusTab('All (23)')).toBeChecked();
  });

  it('asks the gateway for the sorted column and the next page, and keeps both in the URL', async () => {
    const { user, location, listCalls } = openList();
    await hireLink('Jordan Rivera');
    await user.click(header('Name'));
    await waitFor(() => expect(listCalls().at(-1)).toEqual({ offset: 0, limit: 10, sortBy: 'fullName', sortOrder: 'asc' }));
    expect(location()).toBe('/new-hiring?sortBy=fullName&sortOrder=asc');
    await user.click(button('Next'));
    await waitFor(() => expect(listCalls().at(-1)).toEqual({ offset: 10, limit: 10, sortBy: 'fullName', sortOrder: 'asc' }));
    expect(location()).toBe('/new-hiring?sortBy=fullName&sortOrder=asc&page=2');
  });

  it('says at the field that a start-date range is reversed, sends nothing and keeps the list as it was', async () => {
    const { location, listCalls } = openList('/new-hiring?startFrom=2026-11-01');
    await hireLink('Jordan Rivera');
    const callsBefore = listCalls().length;
    typeDate(screen.getByLabelText('Start date to'), '10/01/2026');
    const field = screen.getByLabelText('Start date to').closest<HTMLElement>('[data-filter]')!;
    expect(await within(field).findByText('Start date to must not be before Start date from (11/01/2026).')).toBeInTheDocument();
    expect(screen.getByLabelText('Start date to')).toHaveAttribute('aria-invalid', 'true');
    expect(location()).toBe('/new-hiring?startFrom=2026-11-01');
    expect(listCalls()).toHaveLength(callsBefore);
    expect(bodyRows()).toHaveLength(2);
    expect(screen.getByText('Showing 2 of 23')).toBeInTheDocument();
    expect(screen.queryByText(/could not be loaded/)).not.toBeInTheDocument();
  });

  it('shows as many rows as the chosen status tab counts, several statuses chosen included', async () => {
    const { listCalls } = openList('/new-hiring?status=pending&status=preboarding', {
      'newHire.list': () => hireListPage([JORDAN, PAT], { total: 8, counts: COUNTS }),
    });
    await hireLink('Jordan Rivera');
    expect(listCalls()[0]).toMatchObject({ status: ['pending', 'preboarding'] });
    expect(statusTab('Pending, Preboarding (8)')).toBeChecked();
    expect(screen.getByText('Showing 2 of 8')).toBeInTheDocument();
    expect(statusTab('All (23)')).not.toBeChecked();
  });

  it('shows skeleton rows while the first page loads', async () => {
    openList('/new-hiring', { 'newHire.list': () => new Promise<never>(() => undefined) });
    await waitFor(() => expect(table()).toHaveAttribute('aria-busy', 'true'));
    expect(table().querySelectorAll('.ant-skeleton')).not.toHaveLength(0);
    expect(screen.getByText('Loading records…')).toBeInTheDocument();
  });

  it('shows the no-content illustration when nothing matches, and the server’s message with Retry on failure', async () => {
    let fail = true;
    const { user } = openList('/new-hiring', {
      'newHire.list': () => (fail ? refuse('The onboarding gateway cannot be reached.', 503) : hireListPage([])),
    });
    expect(await screen.findByText('The onboarding gateway cannot be reached.')).toBeInTheDocument();
    fail = false;
    await user.click(button('Retry'));
    expect(await screen.findByText('No new hires match these filters.')).toBeInTheDocument();
  });

  it('approves a pending hire by reading its version first, and on a conflict shows the server’s words and reads the list again', async () => {
    const { user, call, listCalls } = openList('/new-hiring', {
      'newHire.get': () => ({ ok: true, data: { message: 'OK', data: hire({ _id: 'hire-pat', status: 'pending', version: 4 }) } }),
      'newHire.changeStatus': () => refuse('Someone changed this hire meanwhile. Reload it and try again.', 409),
    });
    await hireLink('Pat Pending');
    const before = listCalls().length;
    await user.click(screen.getByLabelText('Actions for Pat Pending'));
    await user.click(await menuItem('Approve'));
    expect(await screen.findByText('Someone changed this hire meanwhile. Reload it and try again.')).toBeInTheDocument();
    const names = call.mock.calls.map(([name]) => name);
    expect(names.indexOf('newHire.get')).toBeLessThan(names.indexOf('newHire.changeStatus'));
    expect(call).toHaveBeenCalledWith('newHire.get', { id: 'hire-pat' });
    expect(call).toHaveBeenCalledWith('newHire.changeStatus', { id: 'hire-pat', version: 4, status: 'preboarding' });
    await waitFor(() => expect(listCalls().length).toBeGreaterThan(before));
  });

  it('withdraws a hire only after it is confirmed, with the reason given', async () => {
    const { user, call } = openList('/new-hiring', {
      'newHire.get': () => ({ ok: true, data: { message: 'OK', data: hire({ _id: 'hire-jordan', version: 2 }) } }),
      'newHire.changeStatus': () => ({ ok: true, data: { message: 'Jordan Rivera was withdrawn.', data: hire({ _id: 'hire-jordan', status: 'withdrawn' }) } }),
    });
    await hireLink('Jordan Rivera');
    await user.click(screen.getByLabelText('Actions for Jordan Rivera'));
    await user.click(await menuItem('Withdraw'));
    const dialog = (await screen.findByText('Withdraw Jordan Rivera?')).closest<HTMLElement>('[role="dialog"]')!;
    expect(call).not.toHaveBeenCalledWith('newHire.changeStatus', expect.anything());
    await user.click(within(dialog).getByLabelText('Reason (optional)'));
    await user.paste('Offer declined');
    await user.click(within(dialog).getByText('Withdraw', { selector: 'button span' }));
    expect(await screen.findByText('Jordan Rivera was withdrawn.')).toBeInTheDocument();
    expect(call).toHaveBeenCalledWith('newHire.changeStatus', { id: 'hire-jordan', version: 2, status: 'withdrawn', reason: 'Offer declined' });
  });

  it('returns focus to the row’s Actions button when the withdraw dialog opened from its menu closes', async () => {
    const { user } = openList('/new-hiring', {
      'newHire.get': () => ({ ok: true, data: { message: 'OK', data: hire({ _id: 'hire-jordan', version: 2 }) } }),
    });
    await hireLink('Jordan Rivera');
    await user.click(screen.getByLabelText('Actions for Jordan Rivera'));
    await user.click(await menuItem('Withdraw'));
    const dialog = (await screen.findByText('Withdraw Jordan Rivera?')).closest<HTMLElement>('[role="dialog"]')!;
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByLabelText('Actions for Jordan Rivera')).toHaveFocus());
  });

  it('offers Undo after a withdrawal, which reopens the hire where it was', async () => {
    let version = 2;
    const { user, call } = openList('/new-hiring', {
      'newHire.get': () => ({ ok: true, data: { message: 'OK', data: hire({ _id: 'hire-jordan', version }) } }),
      'newHire.changeStatus': (input) => {
        version += 1;
        const status = (input as { status: 'withdrawn' | 'preboarding' }).status;
        const allowedMoves = status === 'withdrawn' ? (['pending', 'preboarding'] as const) : (['withdrawn'] as const);
        return {
          ok: true,
          data: { message: `Jordan Rivera: ${status}.`, data: hire({ _id: 'hire-jordan', status, version, allowedMoves: [...allowedMoves] }) },
        };
      },
    });
    await hireLink('Jordan Rivera');
    await user.click(screen.getByLabelText('Actions for Jordan Rivera'));
    await user.click(await menuItem('Withdraw'));
    const dialog = (await screen.findByText('Withdraw Jordan Rivera?')).closest<HTMLElement>('[role="dialog"]')!;
    await user.click(within(dialog).getByText('Withdraw', { selector: 'button span' }));
    const toast = (await screen.findByText('Jordan Rivera: withdrawn.')).parentElement!;
    await user.click(within(toast).getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(call).toHaveBeenCalledWith('newHire.changeStatus', { id: 'hire-jordan', version: 3, status: 'preboarding' }));
  });

  it('reopens a withdrawn hire from its row, asking where it goes', async () => {
    const gone = hireSummary({ _id: 'hire-wes', firstName: 'Wes', lastName: 'Withdrawn', status: 'withdrawn' });
    const { user, call } = openList('/new-hiring', {
      'newHire.list': () => hireListPage([gone], { total: 1, counts: COUNTS }),
      'newHire.get': () => ({ ok: true, data: { message: 'OK', data: hire({ _id: 'hire-wes', status: 'withdrawn', version: 6 }) } }),
      'newHire.changeStatus': () => ({
        ok: true,
        data: { message: 'Wes Withdrawn was reopened: now pending.', data: hire({ _id: 'hire-wes', status: 'pending' }) },
      }),
    });
    await hireLink('Wes Withdrawn');
    await user.click(screen.getByLabelText('Actions for Wes Withdrawn'));
    expect(screen.queryByText('Approve', { selector: '.ant-dropdown-menu-title-content' })).not.toBeInTheDocument();
    await user.click(await menuItem('Reopen'));
    const dialog = (await screen.findByText('Reopen Wes Withdrawn?')).closest<HTMLElement>('[role="dialog"]')!;
    expect(within(dialog).getByLabelText(/Pending approval/)).toBeChecked();
    await user.click(within(dialog).getByText('Reopen', { selector: 'button span' }));
    expect(await screen.findByText('Wes Withdrawn was reopened: now pending.')).toBeInTheDocument();
    expect(call).toHaveBeenCalledWith('newHire.changeStatus', { id: 'hire-wes', version: 6, status: 'pending' });
  });

  it('turns off the buttons that change hires while an administrator acts as the user', async () => {
    const { user } = openList('/new-hiring', {}, hiresCoordinator({ loginAs: 'Ada Admin' }));
    await hireLink('Pat Pending');
    expect(button('Add new hire')).toBeDisabled();
    await user.click(screen.getByLabelText('Actions for Pat Pending'));
    expect(await menuItem('Approve')).toHaveAttribute('aria-disabled', 'true');
    expect(await menuItem('Withdraw')).toHaveAttribute('aria-disabled', 'true');
    expect(await menuItem('View')).not.toHaveAttribute('aria-disabled', 'true');
  });

  it('offers no adding or status changes to someone who may only view hires, and opens a hire from its row', async () => {
    const viewer = hiresCoordinator({ permissions: ['onb.home.view', 'onb.new_hires.view'] });
    const { user, location } = openList('/new-hiring', {}, viewer);
    await hireLink('Jordan Rivera');
    expect(screen.queryByText('Add new hire')).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('Actions for Pat Pending'));
    await menuItem('View');
    expect(screen.queryByText('Approve')).not.toBeInTheDocument();
    expect(screen.queryByText('Edit profile')).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(within(bodyRows()[0]!).getByText('Software Engineer'));
    await waitFor(() => expect(location()).toBe('/new-hiring/new-hire-info?id=hire-jordan'));
  });
});
