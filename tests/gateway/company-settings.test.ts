import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompanyDetails, UserOption } from '../../src/shared/contract/settings';
import { databaseTargets } from './databases';
import { type HiresGateway, type Person, openHiresGateway, addOperationsAndNewHire } from './new-hires-gateway';

for (const target of databaseTargets) {
  describe.skipIf(target.unavailable !== undefined)(`company settings on ${target.name}`, () => {
    let gateway: HiresGateway;
    let operations: Person;
    let newHire: Person;

    const details = async (token?: string): Promise<CompanyDetails> => {
      const response = await gateway.request('GET', '/settings/company-details', { token });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ data: CompanyDetails }>().data;
    };
    const dropdown = async (query: Record<string, string | number> = {}, token?: string) => {
      const response = await gateway.request('GET', '/super-admin/system-admin/dropdown-get-all-users', { token, query });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ data: UserOption[]; total: number }>();
    };

    beforeAll(async () => {
      gateway = await openHiresGateway(target, 'settingsco');
      ({ operations, newHire } = await addOperationsAndNewHire(gateway, 'settingsco.example'));
      await gateway.addUser(gateway.companyId, { firstName: 'Ivy', lastName: 'Inactive', email: 'ivy@settingsco.example', active: false });
      await gateway.addUser(gateway.companyId, { firstName: 'bea', lastName: 'Brown', email: 'bea.brown@settingsco.example', role: 'SUPPORT' });
      await gateway.addUser(gateway.companyId, { firstName: 'Carl', lastName: 'Zimmer', email: 'carl@settingsco.example', role: 'ADMIN' });
    });
    afterAll(async () => {
      await gateway?.close();
    });

    it('answers the company’s details to any signed-in user, new hires included', async () => {
      const answer = await details();
      expect(answer).toEqual({
        _id: gateway.companyId,
        name: 'Settingsco Ltd',
        products: ['ONBOARDING'],
        brandColor: '#1d4ed8',
        logo: null,
        assets: { logoDark: null, icon: null, hero: null, emailHeader: null },
        website: null,
      });
      expect(await details(newHire.token)).toEqual(answer);
      expect((await details(gateway.globex.token))._id).toBe(gateway.globex.companyId);
    });

    it('lists the company’s own departments and locations by name', async () => {
      await gateway.addDepartment(gateway.companyId, 'Sales');
      const engineering = await gateway.addDepartment(gateway.companyId, 'Engineering');
      await gateway.addDepartment(gateway.globex.companyId, 'Globex Legal');
      await gateway.addLocation(gateway.companyId, 'Remote');
      const berlin = await gateway.addLocation(gateway.companyId, 'Berlin', '(UTC+01:00) Amsterdam, Berlin, Bern, Rome, Stockholm, Vienna');
      await gateway.addLocation(gateway.globex.companyId, 'Globex Tower');

      const departments = await gateway.request('GET', '/settings/departments', { token: operations.token });
      expect(departments.json<{ data: unknown[] }>().data).toEqual([
        { _id: engineering, label: 'Engineering', archived: false },
        { _id: expect.any(String), label: 'Sales', archived: false },
      ]);
      const locations = await gateway.request('GET', '/settings/locations');
      expect(locations.json<{ data: unknown[] }>().data).toEqual([
        { _id: berlin, label: 'Berlin', timezone: '(UTC+01:00) Amsterdam, Berlin, Bern, Rome, Stockholm, Vienna', archived: false },
        { _id: expect.any(String), label: 'Remote', timezone: null, archived: false },
      ]);
      for (const url of ['/settings/departments', '/settings/locations', '/super-admin/system-admin/dropdown-get-all-users']) {
        expect((await gateway.request('GET', url, { token: newHire.token })).statusCode, url).toBe(403);
      }
    });

    it('offers the company’s active staff by name, searched in names and email, ten at a time', async () => {
      const all = await dropdown();
      expect(all.total).toBe(4);
      expect(all.data.map((option) => option.fullName)).toEqual(['Ada Admin', 'bea Brown', 'Carl Zimmer', 'Olga Ops']);
      expect(all.data[3]).toEqual({ _id: operations.id, fullName: 'Olga Ops', email: 'olga@settingsco.example', role: 'OPERATIONS' });

      expect((await dropdown({ search: 'ZIMMER' })).data.map((option) => option.fullName)).toEqual(['Carl Zimmer']);
      expect((await dropdown({ search: 'bea.brown@' })).data.map((option) => option.fullName)).toEqual(['bea Brown']);
      expect((await dropdown({ search: 'olga ops' })).data.map((option) => option.fullName)).toEqual(['Olga Ops']);
      expect((await dropdown({ search: 'ivy' })).total).toBe(0);
      expect((await dropdown({ search: 'nico' })).total).toBe(0);
      expect((await dropdown({ search: 'gale' })).total).toBe(0);

      const page = await dropdown({ offset: 1, limit: 2 });
      expect(page.total).toBe(4);
      expect(page.data.map((option) => option.fullName)).toEqual(['bea Brown', 'Carl Zimmer']);

      const tooMany = await gateway.request('GET', '/super-admin/system-admin/dropdown-get-all-users', { query: { limit: 51 } });
      expect(tooMany.statusCode).toBe(400);
    });
  });
}
