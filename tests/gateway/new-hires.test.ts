import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HireChange } from '../../src/shared/contract/new-hires';
import type { Hire } from '../../src/shared/contract/onboarding-schemas';
import { databaseTargets } from './databases';
import { DEFAULT_TIMEZONE, type HiresGateway, type Person, editableFields, failure, openHiresGateway, todayPlus } from './new-hires-gateway';

const NOT_FOUND = 'This new hire does not exist in your company.';
const FORBIDDEN = 'You do not have access to this. Ask your company administrator.';

for (const target of databaseTargets) {
  describe.skipIf(target.unavailable !== undefined)(`new hires: create, read, update on ${target.name}`, () => {
    let gateway: HiresGateway;
    let engineering: string;
    let sales: string;
    let london: string;
    let manager: Person;
    let buddy: Person;
    let support: Person;
    // The company's custom fields, by the names the tests use.
    let shirtSize: string;
    let remote: string;
    let laptop: string;

    const changesOf = async (hireId: string, token?: string): Promise<HireChange[]> => {
      const response = await gateway.request('GET', `/NewHire/hire-changes/${hireId}`, { token, query: { limit: 100 } });
      expect(response.statusCode).toBe(200);
      return response.json<{ data: { items: HireChange[] } }>().data.items;
    };
    const update = (hire: Hire, changes: Record<string, unknown>, token?: string) =>
      gateway.request('PUT', `/NewHire/update-hire/${hire._id}`, {
        token,
        body: { ...editableFields(hire), ...changes },
      });

    beforeAll(async () => {
      gateway = await openHiresGateway(target, 'crudco');
      engineering = await gateway.addDepartment(gateway.companyId, 'Engineering');
      sales = await gateway.addDepartment(gateway.companyId, 'Sales');
      london = await gateway.addLocation(gateway.companyId, 'London office', DEFAULT_TIMEZONE);
      manager = await gateway.addUser(gateway.companyId, { firstName: 'Mona', lastName: 'Manager', email: 'mona@crudco.example' });
      buddy = await gateway.addUser(gateway.companyId, { firstName: 'Ben', lastName: 'Buddy', email: 'ben@crudco.example' });
      support = await gateway.addUser(gateway.companyId, { firstName: 'Sam', lastName: 'Support', email: 'sam@crudco.example', role: 'SUPPORT', signIn: true });
      const addField = async (body: Record<string, unknown>) => {
        const response = await gateway.request('POST', '/settings/fields', { body: { section: 'Other', filledBy: 'coordinator', ...body } });
        expect(response.statusCode, response.body).toBe(200);
        return response.json<{ data: { _id: string } }>().data._id;
      };
      shirtSize = await addField({ label: 'Shirt size', type: 'single_select', options: [{ label: 'M' }, { label: 'L' }] });
      remote = await addField({ label: 'Remote', type: 'yes_no' });
      laptop = await addField({ label: 'Laptop', type: 'short_text' });
    });
    afterAll(async () => {
      await gateway?.close();
    });

    it('creates a hire with every field, approved by default, and records one "created" change', async () => {
      const startDate = todayPlus(20);
      const hire = await gateway.createHire({
        firstName: '  Zoë ',
        lastName: 'Okafor',
        preferredName: 'Zo',
        personalEmail: 'Zoe.Okafor@Personal.example',
        workEmail: 'zoe@crudco.example',
        phone: '+447700900123',
        jobTitle: 'Data Analyst',
        departmentId: engineering,
        locationId: london,
        employmentStatus: 'part_time',
        startDate,
        timezone: DEFAULT_TIMEZONE,
        managerId: manager.id,
        coordinatorId: gateway.admin.id,
        buddyId: buddy.id,
        customFields: { [shirtSize]: 'm', [remote]: true },
      });
      expect(hire).toMatchObject({
        firstName: 'Zoë',
        lastName: 'Okafor',
        preferredName: 'Zo',
        fullName: 'Zoë Okafor',
        personalEmail: 'zoe.okafor@personal.example',
        workEmail: 'zoe@crudco.example',
        phone: '+447700900123',
        jobTitle: 'Data Analyst',
        department: { _id: engineering, label: 'Engineering' },
        location: { _id: london, label: 'London office' },
        employmentStatus: 'part_time',
        startDate,
        timezone: DEFAULT_TIMEZONE,
        manager: { _id: manager.id, fullName: 'Mona Manager', email: 'mona@crudco.example' },
        coordinator: { _id: gateway.admin.id, fullName: 'Ada Admin' },
        buddy: { _id: buddy.id, fullName: 'Ben Buddy' },
        status: 'preboarding',
        userId: null,
        customFields: { [shirtSize]: 'm', [remote]: true },
        welcomeMessage: '',
        firstDay: { arrivalTime: null, address: null, instructions: null },
        createdBy: { _id: gateway.admin.id },
        updatedBy: { _id: gateway.admin.id },
        taskProgress: { done: 0, total: 0 },
        version: 1,
        allowedMoves: ['withdrawn'],
      });
      const [stored] = await gateway.database.query<{ search_text: string; sort_name: string }>('select search_text, sort_name from new_hires where id = ?', [
        hire._id,
      ]);
      expect(stored).toEqual({ search_text: 'zoe okafor zo zoe.okafor@personal.example', sort_name: 'zoe okafor' });

      const changes = await changesOf(hire._id);
      expect(changes).toEqual([
        expect.objectContaining({
          field: 'created',
          label: 'New hire added',
          oldValue: null,
          newValue: 'Preboarding',
          changedBy: expect.objectContaining({ _id: gateway.admin.id }),
        }),
      ]);
    });

    it('creates a pending hire when asked, and reads it back by id', async () => {
      const hire = await gateway.createHire({ status: 'pending' });
      expect(hire.status).toBe('pending');
      expect(hire.allowedMoves).toEqual(['preboarding', 'withdrawn']);
      const response = await gateway.request('GET', `/NewHire/get-hire/${hire._id}`);
      expect(response.statusCode).toBe(200);
      expect(response.json<{ data: Hire }>().data).toEqual(hire);
    });

    it('records each changed field as people read it, and bumps the version', async () => {
      const hire = await gateway.createHire({ departmentId: engineering, managerId: manager.id, startDate: '2031-03-10', customFields: { [shirtSize]: 'm' } });
      const response = await update(hire, {
        lastName: 'Renamed',
        departmentId: sales,
        locationId: london,
        managerId: buddy.id,
        buddyId: manager.id,
        employmentStatus: 'contractor',
        startDate: '2031-03-17',
        phone: '+447700900999',
        customFields: { [shirtSize]: 'l', [laptop]: 'Mac' },
      });
      expect(response.statusCode).toBe(200);
      const { hire: saved, shiftedTasks } = response.json<{ data: { hire: Hire; shiftedTasks: number } }>().data;
      expect(shiftedTasks).toBe(0);
      expect(saved).toMatchObject({ lastName: 'Renamed', department: { label: 'Sales' }, startDate: '2031-03-17', version: 2, employmentStatus: 'contractor' });

      const changes = await changesOf(hire._id);
      const byField = Object.fromEntries(changes.map((change) => [change.field, change]));
      expect(Object.keys(byField).sort()).toEqual(
        [
          'buddy',
          'created',
          `customFields.${laptop}`,
          `customFields.${shirtSize}`,
          'department',
          'employmentStatus',
          'lastName',
          'location',
          'manager',
          'phone',
          'startDate',
        ].sort(),
      );
      expect(byField.lastName).toMatchObject({ label: 'Last name', oldValue: hire.lastName, newValue: 'Renamed' });
      expect(byField.department).toMatchObject({ label: 'Department', oldValue: 'Engineering', newValue: 'Sales' });
      expect(byField.location).toMatchObject({ oldValue: null, newValue: 'London office' });
      expect(byField.manager).toMatchObject({ label: 'Manager', oldValue: 'Mona Manager', newValue: 'Ben Buddy' });
      expect(byField.buddy).toMatchObject({ oldValue: null, newValue: 'Mona Manager' });
      expect(byField.employmentStatus).toMatchObject({ oldValue: 'Full time', newValue: 'Contractor' });
      expect(byField.startDate).toMatchObject({ label: 'Start date', oldValue: '03/10/2031', newValue: '03/17/2031' });
      expect(byField[`customFields.${shirtSize}`]).toMatchObject({ label: 'Shirt size', oldValue: 'M', newValue: 'L' });
      expect(byField[`customFields.${laptop}`]).toMatchObject({ label: 'Laptop', oldValue: null, newValue: 'Mac' });
      expect(byField.phone?.changedBy).toMatchObject({ _id: gateway.admin.id, fullName: 'Ada Admin' });
      // Newest first: the created row is the oldest.
      expect(changes.at(-1)?.field).toBe('created');
    });

    it('saves nothing and records nothing when no field changed', async () => {
      const hire = await gateway.createHire();
      const response = await update(hire, {});
      expect(response.statusCode).toBe(200);
      expect(response.json<{ data: { hire: Hire } }>().data.hire.version).toBe(1);
      expect(await changesOf(hire._id)).toHaveLength(1);
    });

    it('keeps the search text in step with the names and email', async () => {
      const hire = await gateway.createHire({ firstName: 'Renée', lastName: 'Dubois' });
      const saved = (await update(hire, { firstName: 'Ingrid', personalEmail: 'ingrid.d@personal.example' })).json<{ data: { hire: Hire } }>().data.hire;
      expect(saved.fullName).toBe('Ingrid Dubois');
      const search = async (text: string) =>
        (await gateway.request('GET', '/NewHire/list-preview-experience', { query: { search: text } }))
          .json<{ data: { items: Hire[] } }>()
          .data.items.map((item) => item._id);
      expect(await search('ingrid')).toEqual([hire._id]);
      expect(await search('ingrid.d@personal')).toEqual([hire._id]);
      expect(await search('renee')).toEqual([]);
    });

    it('answers 409 with the current version when the version sent is stale', async () => {
      const hire = await gateway.createHire();
      expect((await update(hire, { jobTitle: 'Lead Engineer' })).statusCode).toBe(200);
      const stale = await update(hire, { jobTitle: 'Principal Engineer' });
      expect(stale.statusCode).toBe(409);
      expect(failure(stale)).toMatchObject({ code: 'STALE_VERSION', currentVersion: 2 });
      expect(failure(stale).message).toMatch(/changed this new hire/);
    });

    it('refuses bad bodies with 400 and a message per field', async () => {
      const missing = await gateway.request('POST', '/NewHire/create-hire', { body: { firstName: 'No', personalEmail: 'not-an-email' } });
      expect(missing.statusCode).toBe(400);
      expect(Object.keys(failure(missing).fieldErrors ?? {})).toEqual(
        expect.arrayContaining(['lastName', 'personalEmail', 'jobTitle', 'startDate', 'timezone']),
      );

      const base = {
        firstName: 'A',
        lastName: 'B',
        personalEmail: 'ab@personal.example',
        jobTitle: 'C',
        employmentStatus: 'full_time',
        startDate: todayPlus(3),
        timezone: DEFAULT_TIMEZONE,
      };
      for (const [field, value] of [
        ['startDate', '2031-02-30'],
        ['timezone', 'Mars/Olympus'],
        ['phone', '0770'],
        ['employmentStatus', 'volunteer'],
        ['status', 'completed'],
      ] as const) {
        const response = await gateway.request('POST', '/NewHire/create-hire', { body: { ...base, [field]: value } });
        expect(response.statusCode, field).toBe(400);
        expect(Object.keys(failure(response).fieldErrors ?? {}), field).toContain(field);
      }
    });

    it('refuses references outside the company or to people who cannot take the role, naming the field', async () => {
      const globexDepartment = await gateway.addDepartment(gateway.globex.companyId, 'Globex Engineering');
      const inactive = await gateway.addUser(gateway.companyId, { firstName: 'Ina', lastName: 'Active', email: 'ina@crudco.example', active: false });
      const newHireAccount = await gateway.addUser(gateway.companyId, {
        firstName: 'Nia',
        lastName: 'Newhire',
        email: 'nia@crudco.example',
        role: 'NEW_HIRE',
        kind: 'new_hire',
      });
      const cases: [string, string][] = [
        ['departmentId', globexDepartment],
        ['departmentId', 'not-a-uuid'],
        ['locationId', engineering],
        ['managerId', gateway.globex.id],
        ['coordinatorId', inactive.id],
        ['buddyId', newHireAccount.id],
        ['managerId', '00000000-0000-4000-8000-000000000000'],
      ];
      for (const [field, value] of cases) {
        const response = await gateway.request('POST', '/NewHire/create-hire', {
          body: {
            firstName: 'A',
            lastName: 'B',
            personalEmail: 'ab@personal.example',
            jobTitle: 'C',
            employmentStatus: 'full_time',
            startDate: todayPlus(3),
            timezone: DEFAULT_TIMEZONE,
            [field]: value,
          },
        });
        expect(response.statusCode, `${field}=${value}`).toBe(400);
        expect(Object.keys(failure(response).fieldErrors ?? {}), field).toEqual([field]);
      }
      const hire = await gateway.createHire();
      const refused = await update(hire, { managerId: inactive.id, departmentId: globexDepartment });
      expect(refused.statusCode).toBe(400);
      expect(Object.keys(failure(refused).fieldErrors ?? {}).sort()).toEqual(['departmentId', 'managerId']);
    });

    it('lets a person who was deactivated stay on a hire while other fields change', async () => {
      const leaving = await gateway.addUser(gateway.companyId, { firstName: 'Lee', lastName: 'Leaving', email: 'lee@crudco.example' });
      const hire = await gateway.createHire({ managerId: leaving.id });
      await gateway.db.updateTable('users').set({ is_active: false }).where('id', '=', leaving.id).execute();
      const response = await update(hire, { jobTitle: 'Staff Engineer' });
      expect(response.statusCode).toBe(200);
    });

    it('lets a role with the view right read but not write (403), and a new hire read only their own hire', async () => {
      const hire = await gateway.createHire();
      const other = await gateway.createHire();
      expect((await gateway.request('GET', '/NewHire/list-preview-experience', { token: support.token })).statusCode).toBe(200);
      expect((await gateway.request('GET', `/NewHire/get-hire/${hire._id}`, { token: support.token })).statusCode).toBe(200);
      expect((await gateway.request('GET', `/NewHire/hire-changes/${hire._id}`, { token: support.token })).statusCode).toBe(200);
      const readByStaff = (await gateway.request('GET', `/NewHire/get-hire/${hire._id}`, { token: support.token })).json<{ data: Hire }>().data;
      expect(readByStaff.allowedMoves).toEqual([]);

      const writes = [
        gateway.request('POST', '/NewHire/create-hire', {
          token: support.token,
          body: {
            firstName: 'A',
            lastName: 'B',
            personalEmail: 'x@personal.example',
            jobTitle: 'C',
            employmentStatus: 'full_time',
            startDate: todayPlus(3),
            timezone: DEFAULT_TIMEZONE,
          },
        }),
        update(hire, { jobTitle: 'Nope' }, support.token),
        gateway.request('PUT', `/NewHire/change-status/${hire._id}`, { token: support.token, body: { version: 1, status: 'withdrawn' } }),
        gateway.request('POST', `/NewHire/invite-hire/${hire._id}`, { token: support.token }),
        gateway.request('POST', `/NewHire/add-hire-doc/${hire._id}`, { token: support.token, body: { fileId: hire._id, title: 'Contract' } }),
        gateway.request('DELETE', `/NewHire/remove-hire-doc/${hire._id}`, { token: support.token }),
      ];
      for (const response of await Promise.all(writes)) {
        expect(response.statusCode).toBe(403);
        expect(failure(response)).toMatchObject({ message: FORBIDDEN, code: 'FORBIDDEN' });
      }

      const account = await gateway.addUser(gateway.companyId, {
        firstName: 'Nora',
        lastName: 'Newhire',
        email: 'nora.newhire@personal.example',
        role: 'NEW_HIRE',
        kind: 'new_hire',
        signIn: true,
      });
      await gateway.db.updateTable('new_hires').set({ user_id: account.id }).where('id', '=', hire._id).execute();
      const own = await gateway.request('GET', `/NewHire/get-hire/${account.id}`, { token: account.token });
      expect(own.statusCode).toBe(200);
      expect(own.json<{ data: Hire }>().data).toMatchObject({ _id: hire._id, userId: account.id, allowedMoves: [] });
      expect((await gateway.request('GET', `/NewHire/get-hire/${hire._id}`, { token: account.token })).statusCode).toBe(200);
      expect((await gateway.request('GET', `/NewHire/get-hire-doc/${account.id}`, { token: account.token })).statusCode).toBe(200);
      for (const response of await Promise.all([
        gateway.request('GET', `/NewHire/get-hire/${other._id}`, { token: account.token }),
        gateway.request('GET', `/NewHire/get-hire-doc/${other._id}`, { token: account.token }),
        gateway.request('GET', '/NewHire/list-preview-experience', { token: account.token }),
        gateway.request('GET', `/NewHire/hire-changes/${hire._id}`, { token: account.token }),
        gateway.request('GET', `/NewHire/start-date-shift/${hire._id}`, { token: account.token, query: { startDate: todayPlus(4) } }),
      ])) {
        expect(response.statusCode).toBe(403);
      }
      // Staff read a hire by the id of its account too (spec: get-hire/{hiresId or userId}).
      const byAccount = await gateway.request('GET', `/NewHire/get-hire/${account.id}`);
      expect(byAccount.json<{ data: Hire }>().data._id).toBe(hire._id);
    });

    it('answers 404 for an unknown id and for another company’s hire', async () => {
      const globexHire = await gateway.createHire({}, gateway.globex.token);
      for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', globexHire._id]) {
        const response = await gateway.request('GET', `/NewHire/get-hire/${id}`);
        expect(response.statusCode, id).toBe(404);
        expect(failure(response)).toMatchObject({ message: NOT_FOUND, code: 'NOT_FOUND' });
      }
    });
  });
}
