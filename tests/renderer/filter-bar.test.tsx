import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AsyncOption, AsyncOptionFetcher } from '@renderer/components/async-select/async-option';
import { FilterBar } from '@renderer/components/filter-bar/filter-bar';
import type { FilterDefinition } from '@renderer/components/filter-bar/filter-definitions';
import { useFilterValues } from '@renderer/components/filter-bar/use-filter-values';
import { StylesOutOfDocument } from './support/render-app';

const PEOPLE: AsyncOption[] = Array.from({ length: 30 }, (_, index) => ({ _id: `p${index + 1}`, fullName: `Person ${index + 1}` }));
const fetcher = vi.fn<AsyncOptionFetcher>(async (search, offset) => ({
  data: PEOPLE.filter((person) => person.fullName!.includes(search)).slice(offset, offset + 10),
}));

const FILTERS = [
  { key: 'q', type: 'search', label: 'Search hires' },
  {
    key: 'status',
    type: 'select',
    label: 'Status',
    options: [
      { _id: 'pending', label: 'Pending' },
      { _id: 'active', label: 'Active' },
    ],
  },
  { key: 'tz', type: 'timezone', label: 'Timezone' },
  {
    key: 'department',
    type: 'multiselect',
    label: 'Department',
    options: [
      { _id: 'hr', label: 'Human Resources' },
      { _id: 'eng', label: 'Engineering' },
      { _id: 'fin', label: 'Finance' },
    ],
  },
  { key: 'manager', type: 'asyncMultiselect', label: 'Manager', fetcher },
  { key: 'hiredOn', type: 'date', label: 'Hired on' },
  { key: 'remote', type: 'checkbox', label: 'Remote only' },
  { key: 'startDate', type: 'dateRange', label: 'Start date' },
  { key: 'month', type: 'customDateRange', label: 'Start month', mode: 'month' },
] as const satisfies readonly FilterDefinition[];

/** What the screen under the bar would query with. */
function Values() {
  const values = useFilterValues(FILTERS);
  // Typed by key: a wrong key or type here fails the type check.
  const status: string | undefined = values.status;
  const remote: boolean = values.remote;
  return (
    <output data-testid="values" data-status={status ?? ''} data-remote={String(remote)}>
      {JSON.stringify(values)}
    </output>
  );
}

function renderBar(url = '/hires') {
  const router = createMemoryRouter(
    [
      {
        path: '/hires',
        element: (
          <>
            <FilterBar filters={FILTERS} resetParams={['page']} />
            <Values />
          </>
        ),
      },
    ],
    { initialEntries: [url] },
  );
  let navigations = 0;
  router.subscribe(() => {
    navigations += 1;
  });
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  const view = render(<RouterProvider router={router} />, { wrapper: StylesOutOfDocument });
  return {
    ...view,
    router,
    user,
    navigations: () => navigations,
    query: () => new URLSearchParams(router.state.location.search),
    search: () => decodeURIComponent(router.state.location.search),
  };
}

const values = () => JSON.parse(screen.getByTestId('values').textContent ?? '{}') as Record<string, unknown>;

const openPopupOrNone = () =>
  [...document.querySelectorAll<HTMLElement>('.ant-select-dropdown')].find((element) => !element.className.includes('ant-select-dropdown-hidden'));

function openPopup(): HTMLElement {
  const popup = openPopupOrNone();
  if (!popup) throw new Error('No list is open');
  return popup;
}

async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  const popup = await waitFor(openPopup);
  await user.click(await within(popup).findByTitle(option));
}

const field = (label: string) => screen.getByRole('combobox', { name: label }).closest('.ant-select') as HTMLElement;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2025, 2, 12, 10, 0, 0));
  fetcher.mockClear();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('filter bar', () => {
  it('shows all nine filter types, each labelled, and a Clear Filters button', () => {
    renderBar();
    expect(screen.getByRole('search', { name: 'Filters' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Search hires' })).toBeInTheDocument();
    for (const label of ['Status', 'Timezone', 'Department', 'Manager', 'Start date'])
      expect(screen.getByRole('combobox', { name: label })).toBeInTheDocument();
    expect(screen.getByLabelText('Hired on')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Remote only' })).toBeInTheDocument();
    expect(screen.getByLabelText('Start date: Start date')).toBeInTheDocument();
    expect(screen.getByLabelText('Start date: End date')).toBeInTheDocument();
    expect(screen.getByLabelText('Start month')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear Filters' })).toBeInTheDocument();
  });

  it('starts at the defaults and writes none of them into the URL', () => {
    const bar = renderBar();
    expect(bar.search()).toBe('');
    expect(values()).toEqual({
      q: '',
      department: [],
      manager: [],
      remote: false,
      startDate: { preset: 'last7Days', start: '2025-03-06', end: '2025-03-12' },
      month: { start: '2025-03-01', end: '2025-03-31' },
    });
    expect(field('Start date')).toHaveTextContent('Last 7 Days');
    expect(screen.getByLabelText('Start date: Start date')).toHaveValue('03/06/2025');
    expect(screen.getByLabelText('Start date: End date')).toHaveValue('03/12/2025');
  });

  it('writes each change into the URL as one history step, and back and forward walk through them', async () => {
    const bar = renderBar('/hires?page=3');
    await choose(bar.user, 'Status', 'Pending');
    expect(bar.query().get('status')).toBe('pending');
    // A filter change sends a paged table back to its first page.
    expect(bar.query().has('page')).toBe(false);
    await bar.user.click(screen.getByRole('checkbox', { name: 'Remote only' }));
    await choose(bar.user, 'Department', 'Human Resources');
    await choose(bar.user, 'Department', 'Engineering');
    expect(bar.query().getAll('department')).toEqual(['hr', 'eng']);
    expect(bar.search()).toBe('?status=pending&remote=true&department=hr&department=eng');
    expect(screen.getByTestId('values')).toHaveAttribute('data-status', 'pending');
    expect(screen.getByTestId('values')).toHaveAttribute('data-remote', 'true');

    await act(() => bar.router.navigate(-1));
    expect(bar.query().getAll('department')).toEqual(['hr']);
    await act(() => bar.router.navigate(-2));
    expect(bar.search()).toBe('?status=pending');
    expect(screen.getByRole('checkbox', { name: 'Remote only' })).not.toBeChecked();
    expect(field('Status')).toHaveTextContent('Pending');
    await act(() => bar.router.navigate(1));
    expect(screen.getByRole('checkbox', { name: 'Remote only' })).toBeChecked();
    expect(values()).toMatchObject({ status: 'pending', remote: true, department: [] });
  });

  it('reads every filter back from the URL on a reload', async () => {
    const url =
      '/hires?q=ana&status=active&tz=%28UTC%29+Dublin%2C+Lisbon&department=fin&manager=%5B%7B%22_id%22%3A%22p3%22%2C%22fullName%22%3A%22Person+3%22%7D%5D' +
      '&hiredOn=2025-02-14&remote=true&startDate=2025-01-05%2F2025-01-20&month=2025-06-01';
    renderBar(url);
    expect(values()).toEqual({
      q: 'ana',
      status: 'active',
      tz: '(UTC) Dublin, Lisbon',
      department: ['fin'],
      manager: [{ _id: 'p3', fullName: 'Person 3' }],
      hiredOn: '2025-02-14',
      remote: true,
      startDate: { preset: 'custom', start: '2025-01-05', end: '2025-01-20' },
      month: { start: '2025-06-01', end: '2025-06-30' },
    });
    expect(screen.getByRole('textbox', { name: 'Search hires' })).toHaveValue('ana');
    expect(field('Status')).toHaveTextContent('Active');
    expect(field('Timezone')).toHaveTextContent('(UTC) Dublin, Lisbon');
    expect(screen.getByLabelText('Hired on')).toHaveValue('02/14/2025');
    expect(screen.getByRole('checkbox', { name: 'Remote only' })).toBeChecked();
    expect(field('Start date')).toHaveTextContent('Custom');
    expect(screen.getByLabelText('Start date: Start date')).toHaveValue('01/05/2025');
    expect(screen.getByLabelText('Start month')).toHaveValue('06/2025');
  });

  it('reads unknown or malformed URL values as the defaults, without breaking', () => {
    const url =
      '/hires?status=archived&tz=Mars%2FOlympus&department=hr&department=nope&department=hr&manager=%7Bnot+json&hiredOn=2025-02-30' +
      '&remote=maybe&startDate=2025-03-10%2F2025-03-01&month=03%2F2025&other=kept';
    const bar = renderBar(url);
    expect(values()).toEqual({
      q: '',
      department: ['hr'],
      manager: [],
      remote: false,
      startDate: { preset: 'last7Days', start: '2025-03-06', end: '2025-03-12' },
      month: { start: '2025-03-01', end: '2025-03-31' },
    });
    expect(field('Status')).not.toHaveTextContent('archived');
    expect(screen.getByLabelText('Hired on')).toHaveValue('');
    expect(bar.query().get('other')).toBe('kept');
  });

  it('reads managers stored with a wrong shape as none', () => {
    renderBar(`/hires?manager=${encodeURIComponent(JSON.stringify([{ id: 'p1' }]))}`);
    expect(values()).toMatchObject({ manager: [] });
  });

  it('takes a filter out of the URL when it is set back to its default', async () => {
    const bar = renderBar();
    await choose(bar.user, 'Start date', 'Today');
    expect(bar.query().get('startDate')).toBe('today');
    await choose(bar.user, 'Start date', 'Last 7 Days');
    expect(bar.query().has('startDate')).toBe(false);
    await bar.user.click(screen.getByRole('checkbox', { name: 'Remote only' }));
    await bar.user.click(screen.getByRole('checkbox', { name: 'Remote only' }));
    expect(bar.search()).toBe('');
  });

  it('Clear Filters sets every filter back to its default and leaves other URL parameters alone', async () => {
    const bar = renderBar('/hires?q=ana&status=active&department=fin&remote=true&startDate=today&month=2025-06-01&page=4&tab=hires');
    const box = screen.getByRole('textbox', { name: 'Search hires' });
    // Text still waiting to be searched is dropped too.
    fireEvent.change(box, { target: { value: 'anabel' } });
    await bar.user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(bar.search()).toBe('?tab=hires');
    expect(values()).toEqual({
      q: '',
      department: [],
      manager: [],
      remote: false,
      startDate: { preset: 'last7Days', start: '2025-03-06', end: '2025-03-12' },
      month: { start: '2025-03-01', end: '2025-03-31' },
    });
    expect(screen.getByRole('textbox', { name: 'Search hires' })).toHaveValue('');
    expect(field('Status')).not.toHaveTextContent('Active');
    await act(() => new Promise((resolve) => setTimeout(resolve, 1100)));
    expect(bar.search()).toBe('?tab=hires');
  });

  it('keeps the lists of its selects within 300 px', async () => {
    const bar = renderBar();
    for (const label of ['Status', 'Department', 'Start date']) {
      const box = screen.getByRole('combobox', { name: label });
      await bar.user.click(box);
      const holder = (await waitFor(openPopup)).querySelector<HTMLElement>('.ant-select-dropdown-list-holder, .rc-virtual-list-holder');
      expect(Number.parseFloat(holder?.style.maxHeight || holder?.style.height || 'NaN')).toBeLessThanOrEqual(300);
      // antd's list reads keyCode, which user-event leaves at 0.
      fireEvent.keyDown(box, { key: 'Escape', keyCode: 27, which: 27 });
      await waitFor(() => expect(openPopupOrNone()).toBeUndefined());
    }
  });

  it('chooses a timezone by searching a zone name and keeps it in the URL', async () => {
    const bar = renderBar();
    await bar.user.click(screen.getByRole('combobox', { name: 'Timezone' }));
    await bar.user.paste('Europe/Lisbon');
    const popup = await waitFor(openPopup);
    await waitFor(() => expect(popup.querySelectorAll('.ant-select-item-option')).toHaveLength(1));
    await bar.user.click(within(popup).getByTitle('(UTC) Dublin, Lisbon'));
    expect(bar.query().get('tz')).toBe('(UTC) Dublin, Lisbon');
  });

  it('keeps the chosen managers, names included, in the URL', async () => {
    const bar = renderBar();
    await choose(bar.user, 'Manager', 'Person 3');
    expect(JSON.parse(bar.query().get('manager') ?? '')).toEqual([{ _id: 'p3', fullName: 'Person 3' }]);
    expect(values()).toMatchObject({ manager: [{ _id: 'p3', fullName: 'Person 3' }] });
    expect(fetcher).toHaveBeenCalledWith('', 0);
  });
});

describe('filter bar timing', () => {
  it('writes a search to the URL 1000 ms after the last keystroke, once, and not before', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    vi.setSystemTime(new Date(2025, 2, 12, 10, 0, 0));
    const bar = renderBar();
    const box = screen.getByRole('textbox', { name: 'Search hires' });
    fireEvent.change(box, { target: { value: 'an' } });
    await act(() => vi.advanceTimersByTimeAsync(600));
    fireEvent.change(box, { target: { value: 'ana ' } });
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(bar.search()).toBe('');
    expect(bar.navigations()).toBe(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(bar.search()).toBe('?q=ana');
    expect(bar.navigations()).toBe(1);
    // The space the person typed stays in the box though the URL holds the trimmed text.
    expect(box).toHaveValue('ana ');
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(bar.navigations()).toBe(1);
  });

  it('searches at once on Enter, and back shows the earlier search in the box', async () => {
    const bar = renderBar();
    const box = screen.getByRole('textbox', { name: 'Search hires' });
    await bar.user.type(box, 'ana{Enter}');
    expect(bar.search()).toBe('?q=ana');
    await bar.user.clear(box);
    await bar.user.type(box, 'bo{Enter}');
    expect(bar.search()).toBe('?q=bo');
    await act(() => bar.router.navigate(-1));
    expect(box).toHaveValue('ana');
  });

  it('takes a debounce of its own per search filter', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    const filters = [{ key: 'q', type: 'search', label: 'Quick search', debounceMs: 300 }] as const satisfies readonly FilterDefinition[];
    const router = createMemoryRouter([{ path: '/', element: <FilterBar filters={filters} /> }]);
    render(<RouterProvider router={router} />, { wrapper: StylesOutOfDocument });
    fireEvent.change(screen.getByRole('textbox', { name: 'Quick search' }), { target: { value: 'x' } });
    await act(() => vi.advanceTimersByTimeAsync(299));
    expect(router.state.location.search).toBe('');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(router.state.location.search).toBe('?q=x');
  });

  it('searches the async picker 600 ms after the last keystroke in the bar', async () => {
    const bar = renderBar();
    const box = screen.getByRole('combobox', { name: 'Manager' });
    await bar.user.click(box);
    await waitFor(() => expect(fetcher).toHaveBeenCalledTimes(1));
    vi.useFakeTimers({ shouldAdvanceTime: false });
    fireEvent.change(box, { target: { value: 'Person 2' } });
    await act(() => vi.advanceTimersByTimeAsync(599));
    expect(fetcher).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(fetcher).toHaveBeenLastCalledWith('Person 2', 0);
  });
});
