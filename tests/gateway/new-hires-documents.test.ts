import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HireDocument } from '../../src/shared/contract/new-hires';
import type { Hire } from '../../src/shared/contract/onboarding-schemas';
import { createDatabaseFileStore } from '../../src/gateway/files/file-store';
import { databaseTargets } from './databases';
import { type HiresGateway, type RequestOptions, failure, openHiresGateway, todayPlus } from './new-hires-gateway';
import { SAMPLE_PDF, SAMPLE_PNG } from './sample-files';

const HIRE_NOT_FOUND = 'This new hire does not exist in your company.';
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

for (const target of databaseTargets) {
  describe.skipIf(target.unavailable !== undefined)(`new hire documents and company isolation on ${target.name}`, () => {
    let gateway: HiresGateway;
    let hire: Hire;
    let globexHire: Hire;

    const storeFile = async (companyId: string, uploadedBy: string, name: string, bytes: Uint8Array, contentType: 'image/png' | 'application/pdf') =>
      (await createDatabaseFileStore(gateway.db).save({ companyId, uploadedBy, name, contentType, bytes: Buffer.from(bytes) })).id;
    const documentsOf = async (id: string, token?: string): Promise<HireDocument[]> => {
      const response = await gateway.request('GET', `/NewHire/get-hire-doc/${id}`, { token });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ data: HireDocument[] }>().data;
    };

    beforeAll(async () => {
      gateway = await openHiresGateway(target, 'docsco');
      hire = await gateway.createHire({ startDate: todayPlus(14) });
      globexHire = await gateway.createHire({ startDate: todayPlus(14) }, gateway.globex.token);
    });
    afterAll(async () => {
      await gateway?.close();
    });

    it('keeps an uploaded file with a hire, lists it by hire or account id, and deletes link and file together', async () => {
      const fileId = await storeFile(gateway.companyId, gateway.admin.id, 'offer-letter.pdf', SAMPLE_PDF, 'application/pdf');
      const added = await gateway.request('POST', `/NewHire/add-hire-doc/${hire._id}`, { body: { fileId, title: '  Offer letter ' } });
      expect(added.statusCode, added.body).toBe(200);
      const document = added.json<{ data: HireDocument }>().data;
      expect(document).toMatchObject({
        fileId,
        title: 'Offer letter',
        fileName: 'offer-letter.pdf',
        contentType: 'application/pdf',
        size: SAMPLE_PDF.byteLength,
        uploadedBy: { _id: gateway.admin.id, fullName: 'Ada Admin' },
      });
      expect(Number.isNaN(Date.parse(document.uploadedAt))).toBe(false);

      const second = await storeFile(gateway.companyId, gateway.admin.id, 'badge.png', SAMPLE_PNG, 'image/png');
      await gateway.request('POST', `/NewHire/add-hire-doc/${hire._id}`, { body: { fileId: second, title: 'Badge photo' } });
      expect((await documentsOf(hire._id)).map((item) => item.title).sort()).toEqual(['Badge photo', 'Offer letter']);

      const account = await gateway.addUser(gateway.companyId, {
        firstName: 'Dan',
        lastName: 'Docs',
        email: 'dan.docs@personal.example',
        role: 'NEW_HIRE',
        kind: 'new_hire',
      });
      await gateway.db.updateTable('new_hires').set({ user_id: account.id }).where('id', '=', hire._id).execute();
      expect(await documentsOf(account.id)).toHaveLength(2);

      const again = await gateway.request('POST', `/NewHire/add-hire-doc/${hire._id}`, { body: { fileId, title: 'Twice' } });
      expect(again.statusCode).toBe(409);
      expect(failure(again).code).toBe('FILE_ALREADY_KEPT');

      const removed = await gateway.request('DELETE', `/NewHire/remove-hire-doc/${document._id}`);
      expect(removed.statusCode).toBe(200);
      expect(removed.json()).toEqual({ message: 'Document removed.' });
      expect((await documentsOf(hire._id)).map((item) => item.title)).toEqual(['Badge photo']);
      expect(await gateway.database.query('select id from files where id = ?', [fileId])).toEqual([]);
      expect((await gateway.request('DELETE', `/NewHire/remove-hire-doc/${document._id}`)).statusCode).toBe(404);
    });

    it('refuses a missing title with 400', async () => {
      const fileId = await storeFile(gateway.companyId, gateway.admin.id, 'id.png', SAMPLE_PNG, 'image/png');
      const response = await gateway.request('POST', `/NewHire/add-hire-doc/${hire._id}`, { body: { fileId, title: '  ' } });
      expect(response.statusCode).toBe(400);
      expect(failure(response).fieldErrors?.title).toEqual(['Give the document a title.']);
    });

    it('answers 404 for files that are unknown or another company’s', async () => {
      const globexFile = await storeFile(gateway.globex.companyId, gateway.globex.id, 'globex.pdf', SAMPLE_PDF, 'application/pdf');
      for (const fileId of [UNKNOWN_ID, 'not-a-uuid', globexFile]) {
        const response = await gateway.request('POST', `/NewHire/add-hire-doc/${hire._id}`, { body: { fileId, title: 'Passport' } });
        expect(response.statusCode, fileId).toBe(404);
        expect(failure(response).message).toBe('This file does not exist in your company. Upload it again.');
      }
    });

    it('answers 404 on every hire route for an unknown id and for another company’s hire, changing nothing', async () => {
      const globexFile = await storeFile(gateway.globex.companyId, gateway.globex.id, 'contract.pdf', SAMPLE_PDF, 'application/pdf');
      const globexDocument = (
        await gateway.request('POST', `/NewHire/add-hire-doc/${globexHire._id}`, {
          token: gateway.globex.token,
          body: { fileId: globexFile, title: 'Contract' },
        })
      ).json<{ data: HireDocument }>().data;
      const fileId = await storeFile(gateway.companyId, gateway.admin.id, 'mine.pdf', SAMPLE_PDF, 'application/pdf');
      const body = {
        firstName: 'Taken',
        lastName: 'Over',
        personalEmail: 'taken@personal.example',
        jobTitle: 'Spy',
        employmentStatus: 'full_time',
        startDate: todayPlus(5),
        timezone: globexHire.timezone,
        version: 1,
      };
      const routes: [string, 'GET' | 'POST' | 'PUT' | 'DELETE', (id: string) => string, RequestOptions][] = [
        ['get', 'GET', (id) => `/NewHire/get-hire/${id}`, {}],
        ['update', 'PUT', (id) => `/NewHire/update-hire/${id}`, { body }],
        ['preview shift', 'GET', (id) => `/NewHire/start-date-shift/${id}`, { query: { startDate: todayPlus(9) } }],
        ['change status', 'PUT', (id) => `/NewHire/change-status/${id}`, { body: { version: 1, status: 'withdrawn' } }],
        ['changes', 'GET', (id) => `/NewHire/hire-changes/${id}`, {}],
        ['documents', 'GET', (id) => `/NewHire/get-hire-doc/${id}`, {}],
        ['add document', 'POST', (id) => `/NewHire/add-hire-doc/${id}`, { body: { fileId, title: 'Mine' } }],
        ['invite', 'POST', (id) => `/NewHire/invite-hire/${id}`, {}],
      ];
      for (const [name, method, url, options] of routes) {
        for (const id of [UNKNOWN_ID, 'not-a-uuid', globexHire._id, gateway.globex.id]) {
          const response = await gateway.request(method, url(id), options);
          expect(response.statusCode, `${name} ${id}: ${response.body}`).toBe(404);
          expect(failure(response)).toMatchObject({ message: HIRE_NOT_FOUND, code: 'NOT_FOUND' });
        }
      }
      for (const id of [UNKNOWN_ID, 'not-a-uuid', globexDocument._id]) {
        const response = await gateway.request('DELETE', `/NewHire/remove-hire-doc/${id}`);
        expect(response.statusCode).toBe(404);
        expect(failure(response).message).toBe('This document does not exist in your company.');
      }

      const [untouched] = await gateway.database.query<{ first_name: string; status: string; version: number; user_id: string | null }>(
        'select first_name, status, version, user_id from new_hires where id = ?',
        [globexHire._id],
      );
      expect(untouched).toMatchObject({ first_name: globexHire.firstName, status: 'preboarding', user_id: null });
      expect(Number(untouched?.version)).toBe(1);
      expect(await gateway.database.query('select id from hire_documents where id = ?', [globexDocument._id])).toHaveLength(1);
    });
  });
}
