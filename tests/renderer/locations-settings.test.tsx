import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LocationCalendar, LocationHoliday } from '@shared/contract/settings';
import { fakeApi, type FakeApiHandlers } from './support/fake-api';
import { createFakeBridge } from './support/fake-bridge';
import { signedIn } from './support/fixtures';
import { hiresCoordinator } from './support/onboarding-fixtures';
import { renderApp } from './support/render-app';
import { refusal } from './new-hire-info-support';
import '@renderer/app/routes/app-layout';
import '@renderer/app/routes/area-route';
import '@renderer/app/routes/settings-locations';

const YEAR = new Date().getFullYear();
const LONDON_PLACE = {
  _id: 'loc-london',
  name: 'London HQ',
  externalCode: null,
  address: '1 Old Street, London',
  timezone: '(UTC) Edinburgh, London',
  archived: false,
  version: 1,
  usage: { hires: 3, rules: 1 },
};
const LONDON = { _id: 'loc-london', label: 'London HQ', timezone: '(UTC) Edinburgh, London' };

const admin = (overrides: { permissions?: string[] } = {}) =>
  hiresCoordinator({
    permissions: ['onb.home.view', 'onb.new_hires.view', 'onb.settings.view', 'onb.settings.manage'],
    menuPermissions: { ONBOARDING: { menu: [], module: ['/home', '/settings'] } },
    ...overrides,
  });

function calendarOf(holidays: LocationHoliday[], imported: LocationCalendar['imported'] = null): LocationCalendar {
  return { location: LONDON, imported, year: YEAR, holidays };
}

const CHRISTMAS: LocationHoliday = { day: `${YEAR}-12-25`, name: 'Christmas Day', origin: 'imported', removed: false };
const BOXING_DAY: LocationHoliday = { day: `${YEAR}-12-26`, name: 'Boxing Day', origin: 'imported', removed: false };
const ENGLAND = { country: 'GB', region: 'ENG', name: 'England (United Kingdom)' };

function openLocations(handlers: FakeApiHandlers, user = admin()) {
  const bridge = createFakeBridge({ session: signedIn(user) });
  const calls = fakeApi(bridge, {
    'settings.workingDays': () => ({ ok: true, data: { message: 'OK', data: { workingDays: [1, 2, 3, 4, 5] } } }),
    'settings.locations': () => ({ ok: true, data: { message: 'OK', data: [LONDON] } }),
    'settings.places': () => ({ ok: true, data: { message: 'OK', data: [LONDON_PLACE] } }),
    'settings.holidayCountries': () => ({
      ok: true,
      data: {
        message: 'OK',
        data: [
          { code: 'FR', name: 'France', regions: [] },
          { code: 'GB', name: 'United Kingdom', regions: [{ code: 'ENG', name: 'England' }] },
        ],
      },
    }),
    ...handlers,
  });
  const app = renderApp('/settings/locations', bridge);
  const sent = (name: string) => calls.mock.calls.filter(([called]) => called === name).map(([, input]) => input);
  return { ...app, sent };
}

describe('locations and working days', { timeout: 45_000 }, () => {
  it('imports public holidays for a location and lists the year’s days off with their names', async () => {
    let imported = false;
    const app = openLocations({
      'settings.locationHolidays': () => ({
        ok: true,
        data: { message: 'OK', data: imported ? calendarOf([CHRISTMAS, BOXING_DAY], ENGLAND) : calendarOf([]) },
      }),
      'settings.importHolidays': () => {
        imported = true;
        return {
          ok: true,
          data: {
            message: '18 public holidays of England (United Kingdom) imported to London HQ.',
            data: { imported: 18, calendar: calendarOf([CHRISTMAS, BOXING_DAY], ENGLAND) },
          },
        };
      },
    });
    const card = (await screen.findByRole('heading', { name: 'London HQ' })).closest('.ant-card') as HTMLElement;
    expect(within(card).getByText('(UTC) Edinburgh, London')).toBeInTheDocument();
    expect(await within(card).findByText(`No days off in ${YEAR}.`)).toBeInTheDocument();
    expect(within(card).getByText('None imported yet')).toBeInTheDocument();

    await app.user.click(within(card).getByLabelText('Country'));
    await app.user.click(await screen.findByTitle('United Kingdom'));
    await app.user.click(within(card).getByLabelText('Region (optional)'));
    await app.user.click(await screen.findByTitle('England'));
    await app.user.click(within(card).getByRole('button', { name: 'Import public holidays' }));

    expect(await screen.findByText('18 public holidays of England (United Kingdom) imported to London HQ.')).toBeInTheDocument();
    expect(app.sent('settings.importHolidays')).toEqual([{ locationId: 'loc-london', country: 'GB', region: 'ENG', fromYear: YEAR, toYear: YEAR + 1 }]);
    expect(await within(card).findByText('Christmas Day')).toBeInTheDocument();
    expect(within(card).getByText('Boxing Day')).toBeInTheDocument();
    expect(within(card).getByText('England (United Kingdom)')).toBeInTheDocument();
  });

  it('lists the locations with address and time zone, and adds one with its address', async () => {
    const app = openLocations({
      'settings.locationHolidays': () => ({ ok: true, data: { message: 'OK', data: calendarOf([]) } }),
      'settings.addPlace': () => ({
        ok: true,
        data: {
          message: 'Location “Leeds” added.',
          data: { ...LONDON_PLACE, _id: 'loc-leeds', name: 'Leeds', address: '2 Park Row', usage: { hires: 0, rules: 0 } },
        },
      }),
    });
    const table = await screen.findByRole('table', { name: 'Locations' });
    const row = (await within(table).findByText('London HQ')).closest('tr') as HTMLElement;
    expect(within(row).getByText('1 Old Street, London')).toBeInTheDocument();
    expect(within(row).getByText('(UTC) Edinburgh, London')).toBeInTheDocument();

    await app.user.click(screen.getByRole('button', { name: 'Add location' }));
    // The page's ids are all one in these tests, so the dialog is found by its role alone.
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Add location');
    await app.user.type(within(dialog).getByLabelText('Name'), 'Leeds');
    await app.user.type(within(dialog).getByLabelText('Address'), '2 Park Row');
    await app.user.click(within(dialog).getByRole('button', { name: 'Add location' }));
    expect(await screen.findByText('Location “Leeds” added.')).toBeInTheDocument();
    expect(app.sent('settings.addPlace')).toEqual([{ kind: 'locations', name: 'Leeds', externalCode: null, address: '2 Park Row', timezone: null }]);
  });

  it('adds a day off, removes one, and shows a refusal at its field', async () => {
    const app = openLocations({
      'settings.locationHolidays': () => ({ ok: true, data: { message: 'OK', data: calendarOf([CHRISTMAS], ENGLAND) } }),
      'settings.removeDayOff': () => ({
        ok: true,
        data: { message: 'Christmas Day is no longer a day off at London HQ.', data: calendarOf([{ ...CHRISTMAS, removed: true }], ENGLAND) },
      }),
      'settings.addDayOff': () => ({
        ok: false,
        error: { status: 400, message: 'Some of the information sent is not valid.', fieldErrors: { name: ['Name the day off.'] } },
      }),
    });
    const card = (await screen.findByRole('heading', { name: 'London HQ' })).closest('.ant-card') as HTMLElement;
    await app.user.click(await within(card).findByRole('button', { name: 'Remove Christmas Day' }));
    expect(await screen.findByText('Christmas Day is no longer a day off at London HQ.')).toBeInTheDocument();
    expect(app.sent('settings.removeDayOff')).toEqual([{ locationId: 'loc-london', day: `${YEAR}-12-25` }]);

    const day = within(card).getByLabelText('Day off');
    await app.user.click(day);
    await app.user.type(day, `12/24/${YEAR}{Enter}`);
    await app.user.type(within(card).getByLabelText('Name'), 'Christmas Eve');
    await app.user.click(within(card).getByRole('button', { name: 'Add day off' }));
    expect(await within(card).findByText('Name the day off.')).toBeInTheDocument();
    expect(app.sent('settings.addDayOff')).toEqual([{ locationId: 'loc-london', day: `${YEAR}-12-24`, name: 'Christmas Eve' }]);
  });

  it('saves the working days, and refuses none before sending', async () => {
    const app = openLocations({
      'settings.locationHolidays': () => ({ ok: true, data: { message: 'OK', data: calendarOf([]) } }),
      'settings.updateWorkingDays': () => ({
        ok: true,
        data: { message: 'Working days saved: Monday, Tuesday, Wednesday, Thursday.', data: { workingDays: [1, 2, 3, 4] } },
      }),
    });
    const friday = await screen.findByRole('checkbox', { name: 'Friday' });
    expect(friday).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Saturday' })).not.toBeChecked();
    await app.user.click(friday);
    await app.user.click(screen.getByRole('button', { name: 'Save working days' }));
    expect(await screen.findByText('Working days saved: Monday, Tuesday, Wednesday, Thursday.')).toBeInTheDocument();
    expect(app.sent('settings.updateWorkingDays')).toEqual([{ workingDays: [1, 2, 3, 4] }]);

    for (const name of ['Monday', 'Tuesday', 'Wednesday', 'Thursday']) await app.user.click(screen.getByRole('checkbox', { name }));
    await app.user.click(screen.getByRole('button', { name: 'Save working days' }));
    expect(await screen.findByText('Choose at least one working day.')).toBeInTheDocument();
    expect(app.sent('settings.updateWorkingDays')).toHaveLength(1);
  });

  it('names the working days as a group, which says it is required only in ways a group may', async () => {
    openLocations({ 'settings.locationHolidays': () => ({ ok: true, data: { message: 'OK', data: calendarOf([]) } }) });
    const group = await screen.findByRole('group', { name: 'The company works on' });
    expect(within(group).getAllByRole('checkbox')).toHaveLength(7);
    // A group takes no aria-required (assistive technology ignores it there); its label marks it.
    expect(group).not.toHaveAttribute('aria-required');
  });

  it('shows everything but offers no change to those who may only look, and skeletons while loading', async () => {
    openLocations(
      {
        'settings.locationHolidays': () => new Promise(() => undefined),
      },
      admin({ permissions: ['onb.home.view', 'onb.new_hires.view', 'onb.settings.view'] }),
    );
    expect(await screen.findByText('You can look at these settings but not change them. Ask your company administrator for access.')).toBeInTheDocument();
    const card = (await screen.findByRole('heading', { name: 'London HQ' })).closest('.ant-card') as HTMLElement;
    expect(card.querySelector('.ant-skeleton')).not.toBeNull();
    expect(within(card).queryByRole('button', { name: 'Import public holidays' })).toBeNull();
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Friday' })).toBeDisabled());
  });

  it('says when the holidays could not be loaded, with a retry', async () => {
    openLocations({ 'settings.locationHolidays': () => refusal('The onboarding gateway did not answer.', 503) });
    expect(await screen.findByText('This location’s holidays could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
