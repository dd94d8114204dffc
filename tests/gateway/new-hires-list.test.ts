import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HireSummary } from '../../src/shared/contract/onboarding-schemas';
import { HIRE_STATUSES, type HireStatus } from '../../src/shared/onboarding';
import { databaseTargets } from './databases';
import { DEFAULT_TIMEZONE, type HiresGateway, type Person, type RequestOptions, failure, openHiresGateway } from './new-hires-gateway';

interface ListAnswer {
  items: HireSummary[];
  total: number;
  counts: Record<HireStatus, number>;
}

interface Seeded {
  id: string;
  firstName: string;
  lastName: string;
  jobTitle: string;
  department: string | null;
  location: string | null;
  startDate: string;
  status: HireStatus;
  createdAt: string;
}

for (const target of databaseTargets) {
  describe.skipIf(target.unavailable !== undefined)(`new hires list on ${target.name}`, () => {
    let gateway: HiresGateway;
    let manager: Person;
    let otherManager: Person;
    const departments: Record<string, string> = {};
    const locations: Record<string, string> = {};
    const seeded: Seeded[] = [];

    const list = async (query: RequestOptions['query'] = {}): Promise<ListAnswer> => {
      const response = await gateway.request('GET', '/NewHire/list-preview-experience', { query });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ data: ListAnswer }>().data;
    };
    const names = (answer: ListAnswer) => answer.items.map((item) => item.fullName);
    const zeroCounts = (): Record<HireStatus, number> => Object.fromEntries(HIRE_STATUSES.map((status) => [status, 0])) as Record<HireStatus, number>;

    beforeAll(async () => {
      gateway = await openHiresGateway(target, 'listco');
      manager = await gateway.addUser(gateway.companyId, { firstName: 'Mia', lastName: 'Manager', email: 'mia@listco.example' });
      otherManager = await gateway.addUser(gateway.companyId, { firstName: 'Max', lastName: 'Manager', email: 'max@listco.example' });
      for (const name of ['Engineering', 'Finance', 'Sales']) departments[name] = await gateway.addDepartment(gateway.companyId, name);
      for (const name of ['Berlin', 'Austin']) locations[name] = await gateway.addLocation(gateway.companyId, name);

      const rows: Omit<Seeded, 'id' | 'createdAt'>[] = [
        {
          firstName: 'José',
          lastName: 'Peña',
          jobTitle: 'Engineer',
          department: 'Engineering',
          location: 'Berlin',
          startDate: '2031-05-04',
          status: 'preboarding',
        },
        { firstName: 'Anna', lastName: 'Berg', jobTitle: 'Analyst', department: 'Finance', location: 'Austin', startDate: '2031-05-01', status: 'pending' },
        { firstName: 'Chen', lastName: 'Wei', jobTitle: 'Designer', department: null, location: 'Berlin', startDate: '2031-05-01', status: 'preboarding' },
        { firstName: 'Dara', lastName: 'Okafor', jobTitle: 'Engineer', department: 'Engineering', location: null, startDate: '2031-06-15', status: 'pending' },
        {
          firstName: 'Eli',
          lastName: 'Müller',
          jobTitle: 'Recruiter',
          department: 'Sales',
          location: 'Austin',
          startDate: '2031-04-20',
          status: 'preboarding',
        },
        {
          firstName: 'Fay',
          lastName: 'Zhang',
          jobTitle: 'Accountant',
          department: 'Finance',
          location: 'Berlin',
          startDate: '2031-07-01',
          status: 'preboarding',
        },
      ];
      for (const [index, row] of rows.entries()) {
        const hire = await gateway.createHire({
          firstName: row.firstName,
          lastName: row.lastName,
          personalEmail: `${row.firstName.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '')}.listed@personal.example`,
          jobTitle: row.jobTitle,
          departmentId: row.department === null ? null : departments[row.department],
          locationId: row.location === null ? null : locations[row.location],
          managerId: index % 2 === 0 ? manager.id : otherManager.id,
          startDate: row.startDate,
          timezone: DEFAULT_TIMEZONE,
          status: row.status === 'pending' ? 'pending' : 'preboarding',
        });
        seeded.push({ ...row, id: hire._id, createdAt: hire.createdAt });
      }
      // A withdrawn one, through the status call.
      const withdrawn = seeded[5]!;
      const response = await gateway.request('PUT', `/NewHire/change-status/${withdrawn.id}`, { body: { version: 1, status: 'withdrawn' } });
      expect(response.statusCode).toBe(200);
      withdrawn.status = 'withdrawn';
    });
    afterAll(async () => {
      await gateway?.close();
    });

    it('answers the first page by start date with totals, counts by status and the people and places named', async () => {
      const answer = await list();
      expect(answer.total).toBe(6);
      expect(answer.counts).toEqual({ ...zeroCounts(), pending: 2, preboarding: 3, withdrawn: 1 });
      expect(answer.items).toHaveLength(6);
      const first = answer.items[0]!;
      expect(first).toMatchObject({
        fullName: 'Eli Müller',
        startDate: '2031-04-20',
        department: { _id: departments.Sales, label: 'Sales' },
        location: { _id: locations.Austin, label: 'Austin' },
        manager: { _id: manager.id, fullName: 'Mia Manager', email: 'mia@listco.example' },
        status: 'preboarding',
        taskProgress: { done: 0, total: 0 },
      });
      expect(answer.items.find((item) => item.fullName === 'Dara Okafor')?.location).toBeNull();
    });

    it('sorts by every column both ways, ties broken by id', async () => {
      const byId = (a: Seeded, b: Seeded) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
      // By the place's name, then status and start date; hires without the place come last going up.
      const place = (a: string | null, b: string | null) => (a === null ? 1 : 0) - (b === null ? 1 : 0) || (a ?? '').localeCompare(b ?? '');
      const expectations: Record<string, (a: Seeded, b: Seeded) => number> = {
        fullName: (a, b) =>
          `${a.firstName} ${a.lastName}`
            .normalize('NFD')
            .replace(/\p{M}/gu, '')
            .toLowerCase()
            .localeCompare(`${b.firstName} ${b.lastName}`.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()),
        startDate: (a, b) => a.startDate.localeCompare(b.startDate),
        status: (a, b) => a.status.localeCompare(b.status) || a.startDate.localeCompare(b.startDate),
        jobTitle: (a, b) => a.jobTitle.localeCompare(b.jobTitle),
        createdAt: (a, b) => a.createdAt.localeCompare(b.createdAt),
        department: (a, b) => place(a.department, b.department) || a.status.localeCompare(b.status) || a.startDate.localeCompare(b.startDate),
        location: (a, b) => place(a.location, b.location) || a.status.localeCompare(b.status) || a.startDate.localeCompare(b.startDate),
      };
      for (const [sortBy, compare] of Object.entries(expectations)) {
        const ascending = [...seeded].sort((a, b) => compare(a, b) || byId(a, b)).map((hire) => hire.id);
        expect(
          (await list({ sortBy, sortOrder: 'asc' })).items.map((item) => item._id),
          `${sortBy} asc`,
        ).toEqual(ascending);
        expect(
          (await list({ sortBy, sortOrder: 'desc' })).items.map((item) => item._id),
          `${sortBy} desc`,
        ).toEqual([...ascending].reverse());
      }
    });

    it('pages with offset and limit, keeping the total', async () => {
      const all = (await list({ sortBy: 'startDate' })).items.map((item) => item._id);
      const pages = [];
      for (let offset = 0; offset < 6; offset += 4) {
        const page = await list({ sortBy: 'startDate', offset, limit: 4 });
        expect(page.total).toBe(6);
        pages.push(...page.items.map((item) => item._id));
      }
      expect(pages).toEqual(all);
      expect((await list({ offset: 10 })).items).toEqual([]);
    });

    it('pages across the hires with and without a department or location, both ways', async () => {
      for (const sortBy of ['department', 'location']) {
        for (const sortOrder of ['asc', 'desc']) {
          const all = (await list({ sortBy, sortOrder })).items.map((item) => item._id);
          for (const limit of [1, 2, 4]) {
            const pages: string[] = [];
            for (let offset = 0; offset < 6; offset += limit) {
              pages.push(...(await list({ sortBy, sortOrder, offset, limit })).items.map((item) => item._id));
            }
            expect(pages, `${sortBy} ${sortOrder} by ${limit}`).toEqual(all);
          }
          expect((await list({ sortBy, sortOrder, status: 'pending', offset: 1, limit: 1 })).items).toHaveLength(1);
        }
      }
    });

    it('filters by status, department, location, manager and start-date range; counts ignore only the status filter', async () => {
      const preboarding = await list({ status: 'preboarding' });
      expect(names(preboarding).sort()).toEqual(['Chen Wei', 'Eli Müller', 'José Peña']);
      expect(preboarding.total).toBe(3);
      expect(preboarding.counts).toEqual({ ...zeroCounts(), pending: 2, preboarding: 3, withdrawn: 1 });

      const two = await list({ status: ['pending', 'withdrawn'] });
      expect(names(two).sort()).toEqual(['Anna Berg', 'Dara Okafor', 'Fay Zhang']);

      const finance = await list({ departmentId: departments.Finance });
      expect(names(finance).sort()).toEqual(['Anna Berg', 'Fay Zhang']);
      expect(finance.counts).toEqual({ ...zeroCounts(), pending: 1, withdrawn: 1 });

      const financeOrSales = await list({ departmentId: [departments.Finance!, departments.Sales!], status: 'preboarding' });
      expect(names(financeOrSales)).toEqual(['Eli Müller']);
      expect(financeOrSales.total).toBe(1);
      expect(financeOrSales.counts).toEqual({ ...zeroCounts(), pending: 1, preboarding: 1, withdrawn: 1 });

      expect(names(await list({ locationId: locations.Berlin })).sort()).toEqual(['Chen Wei', 'Fay Zhang', 'José Peña']);
      expect(names(await list({ managerId: otherManager.id })).sort()).toEqual(['Anna Berg', 'Dara Okafor', 'Fay Zhang']);

      const range = await list({ startFrom: '2031-05-01', startTo: '2031-05-04' });
      expect(names(range).sort()).toEqual(['Anna Berg', 'Chen Wei', 'José Peña']);
      expect(range.counts).toEqual({ ...zeroCounts(), pending: 1, preboarding: 2 });

      expect(names(await list({ startFrom: '2031-06-01' })).sort()).toEqual(['Dara Okafor', 'Fay Zhang']);
      expect(names(await list({ startTo: '2031-04-30' }))).toEqual(['Eli Müller']);
    });

    it('counts a hire under its new start date and status once they change', async () => {
      const hire = await gateway.createHire({ firstName: 'Moving', lastName: 'Date', startDate: '2032-01-10', status: 'pending' });
      const inJanuary = () => list({ startFrom: '2032-01-01', startTo: '2032-01-31' });
      const inFebruary = () => list({ startFrom: '2032-02-01', startTo: '2032-02-28' });
      expect((await inJanuary()).counts).toEqual({ ...zeroCounts(), pending: 1 });

      const moved = await gateway.request('PUT', `/NewHire/update-hire/${hire._id}`, {
        body: {
          firstName: 'Moving',
          lastName: 'Date',
          personalEmail: hire.personalEmail,
          jobTitle: hire.jobTitle,
          employmentStatus: hire.employmentStatus,
          startDate: '2032-02-14',
          timezone: hire.timezone,
          version: 1,
        },
      });
      expect(moved.statusCode, moved.body).toBe(200);
      expect((await gateway.request('PUT', `/NewHire/change-status/${hire._id}`, { body: { version: 2, status: 'preboarding' } })).statusCode).toBe(200);
      expect((await inJanuary()).counts).toEqual(zeroCounts());
      expect(await inFebruary()).toMatchObject({ total: 1, counts: { ...zeroCounts(), preboarding: 1 } });

      await gateway.request('PUT', `/NewHire/change-status/${hire._id}`, { body: { version: 3, status: 'withdrawn' } });
      expect((await list()).counts).toEqual({ ...zeroCounts(), pending: 2, preboarding: 3, withdrawn: 2 });
      // Leaves the seeded six as they were for the other tests.
      await gateway.db.deleteFrom('new_hires').where('id', '=', hire._id).execute();
      expect((await list()).counts).toEqual({ ...zeroCounts(), pending: 2, preboarding: 3, withdrawn: 1 });
    });

    it('finds nothing for ids that are not the company’s', async () => {
      const globexDepartment = await gateway.addDepartment(gateway.globex.companyId, 'Finance');
      for (const id of [globexDepartment, 'not-a-uuid']) {
        const answer = await list({ departmentId: id });
        expect(answer).toEqual({ items: [], total: 0, counts: zeroCounts() });
      }
    });

    it('searches names and personal email, ignoring case and accents, word by word', async () => {
      expect(names(await list({ search: 'jose' }))).toEqual(['José Peña']);
      expect(names(await list({ search: 'PEÑA' }))).toEqual(['José Peña']);
      expect(names(await list({ search: 'pena jo' }))).toEqual(['José Peña']);
      expect(names(await list({ search: 'muller' }))).toEqual(['Eli Müller']);
      expect(names(await list({ search: 'fay.listed@' }))).toEqual(['Fay Zhang']);
      expect(names(await list({ search: '%' }))).toEqual([]);
      expect(names(await list({ search: 'nobody-by-this-name' }))).toEqual([]);
      const counted = await list({ search: 'listed', status: 'pending' });
      expect(counted.total).toBe(2);
      expect(counted.counts).toEqual({ ...zeroCounts(), pending: 2, preboarding: 3, withdrawn: 1 });
    });

    it('answers the task progress of each hire on the page', async () => {
      const hire = seeded[0]!;
      await gateway.addTask({ _id: hire.id }, { dueDate: '2031-05-01', status: 'done' });
      await gateway.addTask({ _id: hire.id }, { dueDate: '2031-05-02', status: 'todo' });
      await gateway.addTask({ _id: hire.id }, { dueDate: '2031-05-03', status: 'blocked' });
      const answer = await list({ search: 'jose' });
      expect(answer.items[0]?.taskProgress).toEqual({ done: 1, total: 3 });
      expect((await list({ search: 'anna' })).items[0]?.taskProgress).toEqual({ done: 0, total: 0 });
    });

    it('refuses a reversed date range, an unknown sort and a page too large with 400', async () => {
      for (const query of [
        { startFrom: '2031-05-02', startTo: '2031-05-01' },
        { sortBy: 'salary' },
        { limit: 101 },
        { status: 'hired' },
        { startFrom: '2031-13-01' },
      ]) {
        const response = await gateway.request('GET', '/NewHire/list-preview-experience', { query });
        expect(response.statusCode, JSON.stringify(query)).toBe(400);
        expect(failure(response).message).not.toBe('');
      }
    });

    it('lists only the caller’s company', async () => {
      await gateway.createHire({ firstName: 'Globex', lastName: 'Person' }, gateway.globex.token);
      const mine = await list({ search: 'globex' });
      expect(mine.total).toBe(0);
      const response = await gateway.request('GET', '/NewHire/list-preview-experience', { token: gateway.globex.token, query: { search: 'listed' } });
      expect(response.json<{ data: ListAnswer }>().data.total).toBe(0);
    });
  });
}
