import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StartDateShift } from '../../src/shared/contract/new-hires';
import type { Hire } from '../../src/shared/contract/onboarding-schemas';
import type { HolidayCountry, LocationCalendar } from '../../src/shared/contract/settings';
import { databaseTargets } from './databases';
import { DEFAULT_TIMEZONE, type HiresGateway, type Person, editableFields, failure, openHiresGateway, addOperationsAndNewHire } from './new-hires-gateway';

const FORBIDDEN = 'You do not have access to this. Ask your company administrator.';

/** A plan line as assign-plan takes it: a coordinator's task due `dueOffsetDays` after the start. */
const line = (title: string, dueOffsetDays: number, dueOffsetUnit?: 'calendarDays' | 'workingDays') => ({
  title,
  taskCategory: 'logistics',
  assigneeRole: 'coordinator',
  assigneeUserId: null,
  dueOffsetDays,
  ...(dueOffsetUnit === undefined ? {} : { dueOffsetUnit }),
});

for (const target of databaseTargets) {
  describe.skipIf(target.unavailable !== undefined)(`working days and holidays on ${target.name}`, () => {
    let gateway: HiresGateway;
    let operations: Person;
    let newHire: Person;
    let london: string;
    let globexSite: string;

    const holidaysOf = (locationId: string) => `/settings/locations/${locationId}/holidays`;
    const importHolidays = (locationId: string, body: Record<string, unknown>, token?: string) =>
      gateway.request('POST', `${holidaysOf(locationId)}/import`, { token, body: { country: 'GB', region: 'ENG', fromYear: 2031, toYear: 2031, ...body } });
    const calendar = async (locationId: string, year: number, token?: string): Promise<LocationCalendar> => {
      const response = await gateway.request('GET', holidaysOf(locationId), { token, query: { year } });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ data: LocationCalendar }>().data;
    };
    const daysOff = async (locationId: string, year: number) =>
      (await calendar(locationId, year)).holidays.filter((day) => !day.removed).map((day) => `${day.day} ${day.name}`);
    const assignPlan = async (hire: Hire, tasks: ReturnType<typeof line>[]) => {
      const response = await gateway.request('POST', '/NewHire/new-hire-assign-plan', {
        body: { hireId: hire._id, planTemplateId: null, name: 'December plan', tasks },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ data: { tasks: { title: string; dueDate: string }[] } }>().data.tasks.map((task) => [task.title, task.dueDate]);
    };
    const storedDueDates = async (hire: Hire) =>
      Object.fromEntries(
        (await gateway.db.selectFrom('hire_tasks').select(['title', 'due_date']).where('hire_id', '=', hire._id).execute()).map((task) => [
          task.title,
          task.due_date,
        ]),
      );

    beforeAll(async () => {
      gateway = await openHiresGateway(target, 'calendarco');
      ({ operations, newHire } = await addOperationsAndNewHire(gateway, 'calendarco.example'));
      london = await gateway.addLocation(gateway.companyId, 'London office', DEFAULT_TIMEZONE);
      globexSite = await gateway.addLocation(gateway.globex.companyId, 'Globex site');
    });
    afterAll(async () => {
      await gateway?.close();
    });

    it('keeps the company’s working days, Monday to Friday until changed, and refuses none at the field', async () => {
      const read = async (token?: string) =>
        (await gateway.request('GET', '/settings/working-days', { token })).json<{ data: { workingDays: number[] } }>().data;
      expect(await read()).toEqual({ workingDays: [1, 2, 3, 4, 5] });

      const saved = await gateway.request('PUT', '/settings/working-days', { body: { workingDays: [6, 1, 2, 3, 4, 4] } });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json()).toEqual({ message: 'Working days saved: Monday, Tuesday, Wednesday, Thursday, Saturday.', data: { workingDays: [1, 2, 3, 4, 6] } });
      expect(await read(operations.token)).toEqual({ workingDays: [1, 2, 3, 4, 6] });
      // Another company's days are its own.
      expect(await read(gateway.globex.token)).toEqual({ workingDays: [1, 2, 3, 4, 5] });

      const none = await gateway.request('PUT', '/settings/working-days', { body: { workingDays: [] } });
      expect(none.statusCode).toBe(400);
      expect(failure(none).fieldErrors).toEqual({ workingDays: ['Choose at least one working day.'] });
      const eighth = await gateway.request('PUT', '/settings/working-days', { body: { workingDays: [1, 8] } });
      expect(eighth.statusCode).toBe(400);
      expect(failure(eighth).fieldErrors?.['workingDays.1']).toBeDefined();

      const refused = await gateway.request('PUT', '/settings/working-days', { token: operations.token, body: { workingDays: [1] } });
      expect([refused.statusCode, failure(refused).message]).toEqual([403, FORBIDDEN]);
      expect((await gateway.request('GET', '/settings/working-days', { token: newHire.token })).statusCode).toBe(403);

      await gateway.request('PUT', '/settings/working-days', { body: { workingDays: [1, 2, 3, 4, 5] } });
    });

    it('lists the countries and regions a location may import from', async () => {
      const response = await gateway.request('GET', '/settings/holiday-countries', { token: operations.token });
      expect(response.statusCode).toBe(200);
      const countries = response.json<{ data: HolidayCountry[] }>().data;
      const britain = countries.find((country) => country.code === 'GB');
      expect(britain?.name).toBe('United Kingdom');
      expect(britain?.regions).toContainEqual({ code: 'ENG', name: 'England' });
      expect(countries.length).toBeGreaterThan(100);
    });

    it('imports a region’s public holidays as rows, and importing again changes nothing', async () => {
      const first = await importHolidays(london, { toYear: 2032 });
      expect(first.statusCode, first.body).toBe(200);
      const answer = first.json<{ message: string; data: { imported: number; calendar: LocationCalendar } }>();
      expect(answer.message).toBe('18 public holidays of England (United Kingdom) imported to London office for 2031–2032.');
      expect(answer.data.calendar.imported).toEqual({ country: 'GB', region: 'ENG', name: 'England (United Kingdom)' });
      expect(await daysOff(london, 2031)).toEqual([
        "2031-01-01 New Year's Day",
        '2031-04-11 Good Friday',
        '2031-04-14 Easter Monday',
        '2031-05-05 Early May bank holiday',
        '2031-05-26 Spring bank holiday',
        '2031-08-25 Summer bank holiday',
        '2031-12-25 Christmas Day',
        '2031-12-26 Boxing Day',
      ]);

      const again = await importHolidays(london, { toYear: 2032 });
      expect(again.json<{ message: string; data: { imported: number } }>()).toMatchObject({
        message: 'London office already has every public holiday of England (United Kingdom) for 2031–2032.',
        data: { imported: 0 },
      });
      expect(await daysOff(london, 2032)).toHaveLength(10);
    });

    it('adds the company’s own day off, takes an imported one off for good, and puts it back', async () => {
      const added = await gateway.request('POST', holidaysOf(london), { body: { day: '2031-12-24', name: 'Christmas Eve' } });
      expect(added.statusCode, added.body).toBe(200);
      expect(added.json<{ message: string }>().message).toBe('12/24/2031 (Christmas Eve) is a day off at London office.');
      const removed = await gateway.request('DELETE', `${holidaysOf(london)}/2031-12-26`);
      expect(removed.statusCode, removed.body).toBe(200);
      const year = await calendar(london, 2031);
      expect(year.holidays.filter((day) => day.day >= '2031-12-24')).toEqual([
        { day: '2031-12-24', name: 'Christmas Eve', origin: 'company', removed: false },
        { day: '2031-12-25', name: 'Christmas Day', origin: 'imported', removed: false },
        { day: '2031-12-26', name: 'Boxing Day', origin: 'imported', removed: true },
      ]);

      // Importing again leaves the removed day removed and the company's own day as it is.
      await importHolidays(london, {});
      expect((await calendar(london, 2031)).holidays.filter((day) => day.day >= '2031-12-24')).toEqual(year.holidays.filter((day) => day.day >= '2031-12-24'));

      await gateway.request('DELETE', `${holidaysOf(london)}/2031-12-24`);
      await gateway.request('POST', holidaysOf(london), { body: { day: '2031-12-26', name: 'Boxing Day' } });
      expect(await daysOff(london, 2031)).toContain('2031-12-26 Boxing Day');
      expect(await daysOff(london, 2031)).not.toContain('2031-12-24 Christmas Eve');

      const missing = await gateway.request('DELETE', `${holidaysOf(london)}/2031-12-24`);
      expect([missing.statusCode, failure(missing).fieldErrors]).toEqual([400, { day: ['This day is not on the location’s calendar.'] }]);
    });

    it('refuses an unknown country or region, reversed or too many years and a nameless day, at their fields', async () => {
      const fieldErrorsOf = async (response: Promise<Awaited<ReturnType<HiresGateway['request']>>>) => {
        const answer = await response;
        expect(answer.statusCode, answer.body).toBe(400);
        return failure(answer).fieldErrors;
      };
      expect(await fieldErrorsOf(importHolidays(london, { country: 'XX' }))).toEqual({ country: ['Choose a country from the list.'] });
      expect(await fieldErrorsOf(importHolidays(london, { region: 'XX' }))).toEqual({ region: ['Choose a region of that country from the list.'] });
      expect(await fieldErrorsOf(importHolidays(london, { fromYear: 2032, toYear: 2031 }))).toEqual({ toYear: ['The last year cannot be before the first.'] });
      expect(await fieldErrorsOf(importHolidays(london, { fromYear: 2031, toYear: 2045 }))).toEqual({ toYear: ['Import at most 10 years at once.'] });
      expect(await fieldErrorsOf(importHolidays(london, { fromYear: 1066 }))).toEqual({ fromYear: ['From year must be a year from 2000 to 2100.'] });
      expect(await fieldErrorsOf(gateway.request('POST', holidaysOf(london), { body: { day: '2031-12-24', name: ' ' } }))).toEqual({
        name: ['Name the day off.'],
      });
      expect(await daysOff(london, 2031)).toHaveLength(8);
    });

    it('keeps each company to its own locations, and lets only those who manage settings change them', async () => {
      for (const response of await Promise.all([
        gateway.request('GET', holidaysOf(globexSite), { query: { year: 2031 } }),
        importHolidays(globexSite, {}),
        gateway.request('POST', holidaysOf(globexSite), { body: { day: '2031-12-24', name: 'Christmas Eve' } }),
        gateway.request('DELETE', `${holidaysOf(globexSite)}/2031-12-25`),
        gateway.request('GET', holidaysOf(london), { token: gateway.globex.token, query: { year: 2031 } }),
      ])) {
        expect([response.statusCode, failure(response).message]).toEqual([404, 'This location does not exist in your company.']);
      }
      expect(await gateway.db.selectFrom('location_holidays').select('day').where('location_id', '=', globexSite).execute()).toEqual([]);

      expect((await calendar(london, 2031, operations.token)).holidays.length).toBeGreaterThan(0);
      for (const response of await Promise.all([
        importHolidays(london, {}, operations.token),
        gateway.request('POST', holidaysOf(london), { token: operations.token, body: { day: '2031-12-24', name: 'Christmas Eve' } }),
        gateway.request('DELETE', `${holidaysOf(london)}/2031-12-25`, { token: operations.token }),
      ])) {
        expect([response.statusCode, failure(response).message]).toEqual([403, FORBIDDEN]);
      }
      expect((await gateway.request('GET', holidaysOf(london), { token: newHire.token, query: { year: 2031 } })).statusCode).toBe(403);
    });

    it('counts due rules in working days over weekends and holidays, before and after the start', async () => {
      // Monday 22 December 2031: Christmas Thursday 25, Boxing Day Friday 26.
      const hire = await gateway.createHire({ startDate: '2031-12-22', locationId: london });
      expect(
        await assignPlan(hire, [
          line('Two working days on', 2, 'workingDays'),
          line('Four working days on', 4, 'workingDays'),
          line('One working day before', -1, 'workingDays'),
          line('On the start', 0, 'workingDays'),
          line('Christmas, by the calendar', 3),
          line('A Sunday before the start', -1),
        ]),
      ).toEqual([
        ['A Sunday before the start', '2031-12-19'],
        ['One working day before', '2031-12-19'],
        ['On the start', '2031-12-22'],
        ['Two working days on', '2031-12-24'],
        ['Christmas, by the calendar', '2031-12-29'],
        ['Four working days on', '2031-12-30'],
      ]);
    });

    it('moves tasks off weekends and holidays when the start date shifts, saying which day they left', async () => {
      const hire = await gateway.createHire({ startDate: '2031-12-11', locationId: london });
      await assignPlan(hire, [line('Team lunch', 7), line('Order a laptop', -5), line('Meet the team', 2, 'workingDays')]);
      expect(await storedDueDates(hire)).toMatchObject({ 'Team lunch': '2031-12-18', 'Order a laptop': '2031-12-05', 'Meet the team': '2031-12-15' });
      await gateway.addTask(hire, { dueDate: '2031-12-19', title: 'Added by hand' });

      const preview = await gateway.request('GET', `/NewHire/start-date-shift/${hire._id}`, { query: { startDate: '2031-12-18' } });
      expect(preview.statusCode, preview.body).toBe(200);
      const shift = preview.json<{ data: StartDateShift }>().data;
      expect(shift.tasks.map(({ title, from, to, movedOff }) => ({ title, from, to, movedOff }))).toEqual([
        { title: 'Order a laptop', from: '2031-12-05', to: '2031-12-12', movedOff: { date: '2031-12-13', holiday: null } },
        { title: 'Meet the team', from: '2031-12-15', to: '2031-12-22', movedOff: null },
        { title: 'Team lunch', from: '2031-12-18', to: '2031-12-29', movedOff: { date: '2031-12-25', holiday: 'Christmas Day' } },
        { title: 'Added by hand', from: '2031-12-19', to: '2031-12-29', movedOff: { date: '2031-12-26', holiday: 'Boxing Day' } },
      ]);

      const saved = await gateway.request('PUT', `/NewHire/update-hire/${hire._id}`, { body: { ...editableFields(hire), startDate: '2031-12-18' } });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(await storedDueDates(hire)).toEqual({
        'Order a laptop': '2031-12-12',
        'Meet the team': '2031-12-22',
        'Team lunch': '2031-12-29',
        'Added by hand': '2031-12-29',
      });
    });

    it('gives a hire without a location the company’s working days and no holidays', async () => {
      const hire = await gateway.createHire({ startDate: '2031-12-11' });
      await assignPlan(hire, [line('Team lunch', 7), line('Saturday', 2)]);
      const preview = await gateway.request('GET', `/NewHire/start-date-shift/${hire._id}`, { query: { startDate: '2031-12-18' } });
      expect(preview.json<{ data: StartDateShift }>().data.tasks.map(({ title, to, movedOff }) => ({ title, to, movedOff }))).toEqual([
        { title: 'Saturday', to: '2031-12-22', movedOff: { date: '2031-12-20', holiday: null } },
        { title: 'Team lunch', to: '2031-12-25', movedOff: null },
      ]);
    });
  });
}
