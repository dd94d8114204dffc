import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import dayjs from 'dayjs';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_DATE_FORMAT, DISPLAY_DATE_FORMAT, isApiDate, parseApiDate, toApiDate, toDisplayDate } from '@shared/date-format';
import { DATE_RANGE_PRESET_LABELS, DATE_RANGE_PRESETS, presetSpan } from '@renderer/components/filter-bar/date-range-presets';
import { FilterBar } from '@renderer/components/filter-bar/filter-bar';
import type { FilterDefinition } from '@renderer/components/filter-bar/filter-definitions';
import { useFilterValues } from '@renderer/components/filter-bar/use-filter-values';
import { StylesOutOfDocument } from './support/render-app';

const FILTERS = [
  { key: 'startDate', type: 'dateRange', label: 'Start date' },
  { key: 'month', type: 'customDateRange', label: 'Start month', mode: 'month' },
  { key: 'period', type: 'customDateRange', label: 'Period' },
  { key: 'hiredOn', type: 'date', label: 'Hired on' },
] as const satisfies readonly FilterDefinition[];

function Values() {
  return <output data-testid="values">{JSON.stringify(useFilterValues(FILTERS))}</output>;
}

function renderBar(url = '/') {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <FilterBar filters={FILTERS} />
            <Values />
          </>
        ),
      },
    ],
    { initialEntries: [url] },
  );
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  render(<RouterProvider router={router} />, { wrapper: StylesOutOfDocument });
  return { router, user, query: () => new URLSearchParams(router.state.location.search) };
}

const values = () => JSON.parse(screen.getByTestId('values').textContent ?? '{}') as Record<string, unknown>;

function openPopup(): HTMLElement {
  const popup = [...document.querySelectorAll<HTMLElement>('.ant-select-dropdown')].find(
    (element) => !element.className.includes('ant-select-dropdown-hidden'),
  );
  if (!popup) throw new Error('No list is open');
  return popup;
}

/** Types a date into a picker input and confirms it with Enter, as a keyboard user does. */
function typeDate(input: HTMLElement, text: string) {
  fireEvent.focus(input);
  fireEvent.mouseDown(input);
  fireEvent.change(input, { target: { value: text } });
  fireEvent.keyDown(input, { key: 'Enter', keyCode: 13, which: 13 });
}

/** Wednesday 12 March 2025, mid-morning. */
const TODAY = new Date(2025, 2, 12, 10, 0, 0);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(TODAY);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('date formats', () => {
  it('sends YYYY-MM-DD and shows MM/DD/YYYY', () => {
    expect(API_DATE_FORMAT).toBe('YYYY-MM-DD');
    expect(DISPLAY_DATE_FORMAT).toBe('MM/DD/YYYY');
    expect(toApiDate(dayjs('2025-03-07T23:30:00'))).toBe('2025-03-07');
    expect(toDisplayDate('2025-03-07')).toBe('03/07/2025');
  });

  it('accepts only real calendar days written YYYY-MM-DD', () => {
    expect(parseApiDate('2024-02-29')?.format(DISPLAY_DATE_FORMAT)).toBe('02/29/2024');
    for (const text of ['2025-02-29', '2025-13-01', '2025-3-7', '03/07/2025', '2025-03-07T00:00', '']) expect(isApiDate(text)).toBe(false);
  });
});

describe('date-range shortcuts', () => {
  it('offers Today, Last 7 Days, Last 30 Days, This Week, This Month and Custom, in that order', () => {
    expect(DATE_RANGE_PRESETS.map((preset) => DATE_RANGE_PRESET_LABELS[preset])).toEqual([
      'Today',
      'Last 7 Days',
      'Last 30 Days',
      'This Week',
      'This Month',
      'Custom',
    ]);
  });

  it('covers the right days for a fixed today', () => {
    const today = dayjs(TODAY);
    expect(presetSpan('today', today)).toEqual({ start: '2025-03-12', end: '2025-03-12' });
    expect(presetSpan('last7Days', today)).toEqual({ start: '2025-03-06', end: '2025-03-12' });
    expect(presetSpan('last30Days', today)).toEqual({ start: '2025-02-11', end: '2025-03-12' });
    expect(presetSpan('thisWeek', today)).toEqual({ start: '2025-03-09', end: '2025-03-15' });
    expect(presetSpan('thisMonth', today)).toEqual({ start: '2025-03-01', end: '2025-03-31' });
  });

  it('crosses month and year ends, and knows leap years', () => {
    const newYear = dayjs(new Date(2024, 0, 2));
    expect(presetSpan('last7Days', newYear)).toEqual({ start: '2023-12-27', end: '2024-01-02' });
    expect(presetSpan('thisWeek', newYear)).toEqual({ start: '2023-12-31', end: '2024-01-06' });
    expect(presetSpan('thisMonth', dayjs(new Date(2024, 1, 10)))).toEqual({ start: '2024-02-01', end: '2024-02-29' });
    expect(presetSpan('thisWeek', dayjs(new Date(2025, 2, 9)))).toEqual({ start: '2025-03-09', end: '2025-03-15' });
  });

  it('writes the chosen shortcut to the URL and hands on the days it covers', async () => {
    const bar = renderBar();
    const expected = {
      Today: ['today', '2025-03-12', '2025-03-12'],
      'This Week': ['thisWeek', '2025-03-09', '2025-03-15'],
    } as const;
    for (const [label, [preset, start, end]] of Object.entries(expected)) {
      await bar.user.click(screen.getByRole('combobox', { name: 'Start date' }));
      await bar.user.click(await within(await waitFor(openPopup)).findByTitle(label));
      expect(bar.query().get('startDate')).toBe(preset);
      expect(values()).toMatchObject({ startDate: { preset, start, end } });
      expect(screen.getByLabelText('Start date: Start date')).toHaveValue(dayjs(start).format(DISPLAY_DATE_FORMAT));
      expect(screen.getByLabelText('Start date: End date')).toHaveValue(dayjs(end).format(DISPLAY_DATE_FORMAT));
    }
  });

  it('starts as the last 7 days', () => {
    renderBar();
    expect(values()).toMatchObject({ startDate: { preset: 'last7Days', start: '2025-03-06', end: '2025-03-12' } });
    expect(screen.getByRole('combobox', { name: 'Start date' }).closest('.ant-select')).toHaveTextContent('Last 7 Days');
  });

  it('Custom keeps the days shown and writes them out as dates', async () => {
    const bar = renderBar('/?startDate=thisMonth');
    await bar.user.click(screen.getByRole('combobox', { name: 'Start date' }));
    await bar.user.click(await within(await waitFor(openPopup)).findByTitle('Custom'));
    expect(bar.query().get('startDate')).toBe('2025-03-01/2025-03-31');
    expect(values()).toMatchObject({ startDate: { preset: 'custom', start: '2025-03-01', end: '2025-03-31' } });
  });

  it('makes the range Custom when dates are typed on the calendar', async () => {
    const bar = renderBar();
    await act(async () => typeDate(screen.getByLabelText('Start date: Start date'), '02/03/2025'));
    await act(async () => typeDate(screen.getByLabelText('Start date: End date'), '02/20/2025'));
    await waitFor(() => expect(bar.query().get('startDate')).toBe('2025-02-03/2025-02-20'));
    expect(screen.getByRole('combobox', { name: 'Start date' }).closest('.ant-select')).toHaveTextContent('Custom');
  });
});

describe('custom date range', () => {
  it('in month mode needs a start date only: picking a month writes its first day', async () => {
    const bar = renderBar();
    expect(values()).toMatchObject({ month: { start: '2025-03-01', end: '2025-03-31' } });
    await act(async () => typeDate(screen.getByLabelText('Start month'), '04/2025'));
    await waitFor(() => expect(bar.query().get('month')).toBe('2025-04-01'));
    expect(values()).toMatchObject({ month: { start: '2025-04-01', end: '2025-04-30' } });
    expect(screen.getByLabelText('Start month')).toHaveValue('04/2025');
  });

  it('in month mode reads a start date alone from the URL as its whole month', () => {
    renderBar('/?month=2024-02-17');
    expect(values()).toMatchObject({ month: { start: '2024-02-01', end: '2024-02-29' } });
  });

  it('in range mode needs both dates: a start alone reads as the default last 7 days', () => {
    renderBar('/?period=2025-01-01');
    expect(values()).toMatchObject({ period: { start: '2025-03-06', end: '2025-03-12' } });
  });

  it('in range mode reads and writes start/end', async () => {
    const bar = renderBar('/?period=2025-01-01%2F2025-01-31');
    expect(values()).toMatchObject({ period: { start: '2025-01-01', end: '2025-01-31' } });
    expect(screen.getByLabelText('Period')).toHaveValue('01/01/2025');
    expect(screen.getByLabelText('Period: End date')).toHaveValue('01/31/2025');
    await act(async () => typeDate(screen.getByLabelText('Period: End date'), '01/15/2025'));
    // The picker then asks to confirm the start date, as it does for a keyboard user.
    expect(screen.getByLabelText('Period')).toHaveFocus();
    await act(async () => fireEvent.keyDown(screen.getByLabelText('Period'), { key: 'Enter', keyCode: 13, which: 13 }));
    await waitFor(() => expect(bar.query().get('period')).toBe('2025-01-01/2025-01-15'));
  });
});

describe('date filter', () => {
  it('takes a typed MM/DD/YYYY day and keeps it as YYYY-MM-DD', async () => {
    const bar = renderBar();
    await act(async () => typeDate(screen.getByLabelText('Hired on'), '02/14/2025'));
    await waitFor(() => expect(bar.query().get('hiredOn')).toBe('2025-02-14'));
    expect(screen.getByLabelText('Hired on')).toHaveValue('02/14/2025');
  });
});
