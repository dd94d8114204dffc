import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompanyDetails, UserOption } from '../../src/shared/contract/settings';
import { createDatabaseFileStore } from '../../src/gateway/files/file-store';
import { databaseTargets } from './databases';
import { type HiresGateway, type Person, failure, openHiresGateway, addOperationsAndNewHire } from './new-hires-gateway';
import { SAMPLE_PDF, SAMPLE_PNG } from './sample-files';

const FORBIDDEN = 'You do not have access to this. Ask your company administrator.';

for (const target of databaseTargets) {
  describe.skipIf(target.unavailable !== undefined)(`company settings on ${target.name}`, () => {
    let gateway: HiresGateway;
    let operations: Person;
    let newHire: Person;

    const storeFile = async (companyId: string, uploadedBy: string, bytes: Uint8Array, contentType: 'image/png' | 'application/pdf') =>
      (await createDatabaseFileStore(gateway.db).save({ companyId, uploadedBy, name: 'logo', contentType, bytes: Buffer.from(bytes) })).id;
    const details = async (token?: string): Promise<CompanyDetails> => {
      const response = await gateway.request('GET', '/settings/company-details', { token });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ data: CompanyDetails }>().data;
    };
    const brand = (body: Record<string, unknown>, token?: string) =>
      gateway.request('PUT', '/settings/company-branding', { token, body: { brandColor: '#0f766e', logoFileId: null, website: null, ...body } });
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
      expect(answer).toEqual({ _id: gateway.companyId, name: 'Settingsco Ltd', products: ['ONBOARDING'], brandColor: '#1d4ed8', logo: null, website: null });
      expect(await details(newHire.token)).toEqual(answer);
      expect((await details(gateway.globex.token))._id).toBe(gateway.globex.companyId);
    });

    it('saves the branding with an image logo, inlined as a data: URL, and clears it again', async () => {
      const logo = await storeFile(gateway.companyId, gateway.admin.id, SAMPLE_PNG, 'image/png');
      const response = await brand({ brandColor: '#0F766E', logoFileId: logo, website: 'https://settingsco.example' });
      expect(response.statusCode, response.body).toBe(200);
      const expected = {
        brandColor: '#0f766e',
        logo: { fileId: logo, dataUrl: `data:image/png;base64,${Buffer.from(SAMPLE_PNG).toString('base64')}` },
        website: 'https://settingsco.example',
      };
      expect(response.json<{ data: CompanyDetails }>().data).toMatchObject(expected);
      expect(await details(newHire.token)).toMatchObject(expected);

      const cleared = await brand({ logoFileId: null });
      expect(cleared.json<{ data: CompanyDetails }>().data).toMatchObject({ logo: null, website: null });
    });

    it('refuses a logo that is no image, too large, unknown or another company’s, naming the field', async () => {
      const pdf = await storeFile(gateway.companyId, gateway.admin.id, SAMPLE_PDF, 'application/pdf');
      const big = new Uint8Array(512 * 1024 + 1);
      big.set(SAMPLE_PNG);
      const large = await storeFile(gateway.companyId, gateway.admin.id, big, 'image/png');
      const foreign = await storeFile(gateway.globex.companyId, gateway.globex.id, SAMPLE_PNG, 'image/png');
      const cases: [string, string][] = [
        [pdf, 'The logo must be an image (JPEG, PNG, GIF or WebP).'],
        [large, 'The logo must be at most 512 kB.'],
        [foreign, 'This file does not exist in your company. Upload the logo again.'],
        [randomUUID(), 'This file does not exist in your company. Upload the logo again.'],
        ['not-a-uuid', 'This file does not exist in your company. Upload the logo again.'],
      ];
      for (const [logoFileId, message] of cases) {
        const response = await brand({ logoFileId });
        expect(response.statusCode, logoFileId).toBe(400);
        expect(failure(response)).toMatchObject({ message, fieldErrors: { logoFileId: [message] } });
      }
      for (const body of [{ brandColor: 'teal' }, { website: 'http://settingsco.example' }]) {
        const response = await brand(body);
        expect(response.statusCode).toBe(400);
        expect(Object.keys(failure(response).fieldErrors ?? {})).toEqual(Object.keys(body));
      }
      expect((await details()).brandColor).not.toBe('teal');
    });

    it('lets only the settings managers change the branding', async () => {
      for (const token of [operations.token, newHire.token]) {
        const response = await brand({}, token);
        expect(response.statusCode).toBe(403);
        expect(failure(response).message).toBe(FORBIDDEN);
      }
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
