import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES, type StoredFile } from '../../src/shared/files';
import { GATEWAY_MESSAGES } from '../../src/shared/messages';
import { databaseTargets } from './databases';
import { SAMPLE_GIF, SAMPLE_JPEG, SAMPLE_PDF, SAMPLE_PNG, SAMPLE_WEBP, SVG_BYTES, TEXT_BYTES, downloadFile, pngOfSize, uploadFile } from './sample-files';
import { ACME_ADMIN, COORDINATOR, GLOBEX_ADMIN, openTestGateway, type TestGateway } from './test-gateway';

const ACCEPTED_FORMATS_MESSAGE = 'This kind of file cannot be stored. Upload a JPEG, PNG, GIF, WebP or PDF file.';
const TOO_LARGE_MESSAGE = 'The file is larger than 10 MB. Upload a smaller file.';
const NOT_FOUND_MESSAGE = "This file does not exist in your company's file store.";

for (const target of databaseTargets) {
  // Without TEST_DATABASE_URL outside CI there is no PostgreSQL to run against; CI always sets it.
  describe.skipIf(target.unavailable !== undefined)(`file store on ${target.name}`, () => {
    let gateway: TestGateway;
    let coordinator: string;
    let globexAdmin: string;
    const rowCount = async () => Number((await gateway.database.query<{ count: number | string }>('select count(*) as count from files'))[0]?.count);

    beforeAll(async () => {
      gateway = await openTestGateway(target, { fileStore: { uploadsPerMinute: 1000 } });
      coordinator = (await gateway.session(COORDINATOR)).authToken;
      globexAdmin = (await gateway.session(GLOBEX_ADMIN)).authToken;
    });
    afterAll(async () => {
      await gateway?.close();
    });

    it('stores each accepted kind of file under the type its bytes show', async () => {
      const samples: [string, Uint8Array, StoredFile['contentType']][] = [
        ['badge.png', SAMPLE_PNG, 'image/png'],
        ['portrait.jpg', SAMPLE_JPEG, 'image/jpeg'],
        ['welcome.gif', SAMPLE_GIF, 'image/gif'],
        ['banner.webp', SAMPLE_WEBP, 'image/webp'],
        ['contract.pdf', SAMPLE_PDF, 'application/pdf'],
      ];
      for (const [name, bytes, contentType] of samples) {
        const response = await uploadFile(gateway.app, coordinator, [{ field: 'file', name, bytes }]);
        expect(response.statusCode, name).toBe(201);
        const stored = response.json<StoredFile>();
        expect(stored).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), name, contentType, size: bytes.byteLength, createdAt: expect.any(String) });
        expect(Number.isNaN(Date.parse(stored.createdAt))).toBe(false);

        const [row] = await gateway.database.query<{ company_id: string; uploaded_by: string; sha256: string; size: number }>(
          'select f.company_id, f.uploaded_by, f.sha256, f.size from files f where f.id = ?',
          [stored.id],
        );
        const [owner] = await gateway.database.query<{ id: string; company_id: string }>('select id, company_id from users where email = ?', [COORDINATOR]);
        expect(row).toMatchObject({ company_id: owner?.company_id, uploaded_by: owner?.id, sha256: createHash('sha256').update(bytes).digest('hex') });
        expect(Number(row?.size)).toBe(bytes.byteLength);
      }
    });

    it('trusts neither the name nor the declared type: PNG bytes called a GIF are stored as a PNG', async () => {
      const response = await uploadFile(gateway.app, coordinator, [{ field: 'file', name: 'animation.gif', bytes: SAMPLE_PNG, contentType: 'image/gif' }]);
      expect(response.statusCode).toBe(201);
      expect(response.json<StoredFile>().contentType).toBe('image/png');
    });

    it('refuses a .png that holds text, and an SVG, with 415 naming the accepted formats', async () => {
      const before = await rowCount();
      for (const [name, bytes] of [
        ['holiday.png', TEXT_BYTES],
        ['logo.svg', SVG_BYTES],
      ] as const) {
        const response = await uploadFile(gateway.app, coordinator, [{ field: 'file', name, bytes, contentType: 'image/png' }]);
        expect(response.statusCode, name).toBe(415);
        expect(response.json()).toEqual({ message: ACCEPTED_FORMATS_MESSAGE, code: 'UNSUPPORTED_FILE_TYPE' });
      }
      expect(await rowCount()).toBe(before);
    });

    it('keeps a file of exactly 10 MB and refuses one byte more with 413', async () => {
      const largest = await uploadFile(gateway.app, coordinator, [{ field: 'file', name: 'scan.png', bytes: pngOfSize(MAX_UPLOAD_BYTES) }]);
      expect(largest.statusCode).toBe(201);
      expect(largest.json<StoredFile>().size).toBe(MAX_UPLOAD_BYTES);

      const before = await rowCount();
      const tooLarge = await uploadFile(gateway.app, coordinator, [{ field: 'file', name: 'scan.png', bytes: pngOfSize(MAX_UPLOAD_BYTES + 1) }]);
      expect(tooLarge.statusCode).toBe(413);
      expect(tooLarge.json()).toEqual({ message: TOO_LARGE_MESSAGE, code: 'FILE_TOO_LARGE' });
      expect(await rowCount()).toBe(before);
    });

    it('refuses an empty file, a missing file, a second file and a body that is not multipart, saying what to send', async () => {
      const empty = await uploadFile(gateway.app, coordinator, [{ field: 'file', name: 'blank.png', bytes: new Uint8Array() }]);
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toMatchObject({ message: 'The file is empty. Choose a file with content.' });

      const wrongField = await uploadFile(gateway.app, coordinator, [{ field: 'document', name: 'badge.png', bytes: SAMPLE_PNG }]);
      expect(wrongField.statusCode).toBe(400);
      expect(wrongField.json()).toMatchObject({ message: 'No file was sent. Send one file in a form field named "file".' });

      const none = await uploadFile(gateway.app, coordinator, []);
      expect(none.statusCode).toBe(400);
      expect(none.json()).toMatchObject({ message: 'No file was sent. Send one file in a form field named "file".' });

      const two = await uploadFile(gateway.app, coordinator, [
        { field: 'file', name: 'one.png', bytes: SAMPLE_PNG },
        { field: 'file', name: 'two.png', bytes: SAMPLE_PNG },
      ]);
      expect(two.statusCode).toBe(400);
      expect(two.json()).toMatchObject({ message: 'Send one file per upload, in a form field named "file".' });

      for (const [contentType, payload] of [
        ['application/json', JSON.stringify({ file: 'iVBORw0KGgo=' })],
        ['application/octet-stream', Buffer.from(SAMPLE_PNG)],
      ] as const) {
        const response = await gateway.app.inject({
          method: 'POST',
          url: '/files',
          payload,
          headers: { product: 'ONBOARDING', 'content-type': contentType, authorization: `Bearer ${coordinator}` },
        });
        expect(response.statusCode, contentType).toBe(415);
        expect(response.json(), contentType).toMatchObject({ message: 'Send the file as multipart/form-data, in one form field named "file".' });
      }
    });

    it('keeps a name with accents and spaces as given, drops any folder part, and refuses control characters', async () => {
      const accented = await uploadFile(gateway.app, coordinator, [{ field: 'file', name: 'Résumé – Zoë Ōtani.pdf', bytes: SAMPLE_PDF }]);
      expect(accented.statusCode).toBe(201);
      expect(accented.json<StoredFile>().name).toBe('Résumé – Zoë Ōtani.pdf');

      const withFolders = await uploadFile(gateway.app, coordinator, [{ field: 'file', name: '../../etc/passport.png', bytes: SAMPLE_PNG }]);
      expect(withFolders.statusCode).toBe(201);
      expect(withFolders.json<StoredFile>().name).toBe('passport.png');

      const control = await uploadFile(gateway.app, coordinator, [{ field: 'file', name: 'bell\u0007.png', bytes: SAMPLE_PNG }]);
      expect(control.statusCode).toBe(400);
      expect(control.json()).toMatchObject({ message: 'The file name must be 1 to 255 characters long, without slashes or control characters.' });

      const tooLong = await uploadFile(gateway.app, coordinator, [{ field: 'file', name: `${'a'.repeat(252)}.png`, bytes: SAMPLE_PNG }]);
      expect(tooLong.statusCode).toBe(400);
    });

    it('takes the name from the name field over the file part, and checks it the same way', async () => {
      const named = await uploadFile(gateway.app, coordinator, [
        { field: 'name', value: 'Team photo (2026).png' },
        { field: 'file', name: 'blob', bytes: SAMPLE_PNG },
      ]);
      expect(named.statusCode).toBe(201);
      expect(named.json<StoredFile>().name).toBe('Team photo (2026).png');

      for (const value of ['reports/q1.png', '', 'x'.repeat(2000)]) {
        const refused = await uploadFile(gateway.app, coordinator, [
          { field: 'name', value },
          { field: 'file', name: 'q1.png', bytes: SAMPLE_PNG },
        ]);
        expect(refused.statusCode, value.slice(0, 20)).toBe(400);
        expect(refused.json(), value.slice(0, 20)).toMatchObject({
          message: 'The file name must be 1 to 255 characters long, without slashes or control characters.',
        });
      }
    });

    it('answers the same bytes with their type, nosniff, and a disposition that opens images and saves the rest', async () => {
      const pdf = (
        await uploadFile(gateway.app, coordinator, [
          { field: 'name', value: 'Offer letter "final".pdf' },
          { field: 'file', name: 'Offer letter "final".pdf', bytes: SAMPLE_PDF },
        ])
      ).json<StoredFile>();
      expect(pdf.name).toBe('Offer letter "final".pdf');
      const pdfAnswer = await downloadFile(gateway.app, coordinator, pdf.id);
      expect(pdfAnswer.statusCode).toBe(200);
      expect(pdfAnswer.rawPayload.equals(Buffer.from(SAMPLE_PDF))).toBe(true);
      expect(pdfAnswer.headers['content-type']).toBe('application/pdf');
      expect(pdfAnswer.headers['content-length']).toBe(String(SAMPLE_PDF.byteLength));
      expect(pdfAnswer.headers['x-content-type-options']).toBe('nosniff');
      expect(pdfAnswer.headers['content-disposition']).toBe(
        `attachment; filename="Offer letter _final_.pdf"; filename*=UTF-8''Offer%20letter%20%22final%22.pdf`,
      );

      const png = (await uploadFile(gateway.app, coordinator, [{ field: 'file', name: 'Zoë.png', bytes: SAMPLE_PNG }])).json<StoredFile>();
      const pngAnswer = await downloadFile(gateway.app, coordinator, png.id);
      expect(pngAnswer.statusCode).toBe(200);
      expect(pngAnswer.rawPayload.equals(Buffer.from(SAMPLE_PNG))).toBe(true);
      expect(pngAnswer.headers['content-type']).toBe('image/png');
      expect(pngAnswer.headers['x-content-type-options']).toBe('nosniff');
      expect(pngAnswer.headers['content-disposition']).toBe(`inline; filename="Zo_.png"; filename*=UTF-8''Zo%C3%AB.png`);
    });

    it("answers 404 for another company's file exactly as for an unknown or malformed id", async () => {
      const stored = (await uploadFile(gateway.app, coordinator, [{ field: 'file', name: 'payslip.pdf', bytes: SAMPLE_PDF }])).json<StoredFile>();
      const foreign = await downloadFile(gateway.app, globexAdmin, stored.id);
      const unknown = await downloadFile(gateway.app, coordinator, '00000000-0000-4000-8000-000000000000');
      const malformed = await downloadFile(gateway.app, coordinator, "1' or '1'='1");
      for (const response of [foreign, unknown, malformed]) {
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: NOT_FOUND_MESSAGE, code: 'FILE_NOT_FOUND' });
      }
      expect(foreign.body).not.toContain('payslip');
    });

    it('refuses uploads and downloads without a valid session with 401, and stores nothing', async () => {
      const stored = (await uploadFile(gateway.app, coordinator, [{ field: 'file', name: 'badge.png', bytes: SAMPLE_PNG }])).json<StoredFile>();
      const before = await rowCount();
      const sessionEnded = { message: GATEWAY_MESSAGES.sessionRequired, code: 'SESSION_ENDED' };
      for (const token of [undefined, 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl']) {
        const refusedUpload = await uploadFile(gateway.app, token, [{ field: 'file', name: 'badge.png', bytes: SAMPLE_PNG }]);
        expect(refusedUpload.statusCode).toBe(401);
        expect(refusedUpload.json()).toEqual(sessionEnded);
        const refusedDownload = await downloadFile(gateway.app, token, stored.id);
        expect(refusedDownload.statusCode).toBe(401);
        expect(refusedDownload.json()).toEqual(sessionEnded);
      }
      expect(await rowCount()).toBe(before);
    });

    it('stores an upload sent again with its Idempotency-Key once, answering every send alike', async () => {
      const before = await rowCount();
      const send = (bytes: Uint8Array) =>
        uploadFile(gateway.app, coordinator, [{ field: 'file', name: 'contract.pdf', bytes }], { 'idempotency-key': 'upload-once-1' });

      const first = await send(SAMPLE_PDF);
      expect(first.statusCode).toBe(201);
      const again = await Promise.all(Array.from({ length: 5 }, () => send(SAMPLE_PDF)));
      for (const answer of again) {
        expect(answer.statusCode).toBe(201);
        expect(answer.json()).toEqual(first.json());
        expect(answer.headers['idempotent-replayed']).toBe('true');
      }
      expect(await rowCount()).toBe(before + 1);

      const otherBytes = await send(SAMPLE_PNG);
      expect(otherBytes.statusCode).toBe(422);
      expect(otherBytes.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
      expect(await rowCount()).toBe(before + 1);
    });

    it('lists both routes in the API document', async () => {
      const response = await gateway.call({ method: 'GET', url: '/openapi.json', product: null });
      const document = response.json<{ paths: Record<string, Record<string, { operationId: string }>> }>();
      expect(document.paths['/files']?.post?.operationId).toBe('files.upload');
      expect(document.paths['/files/{id}']?.get?.operationId).toBe('files.download');
    });
  });

  describe.skipIf(target.unavailable !== undefined)(`file store limits and logs on ${target.name}`, () => {
    const lines: string[] = [];
    let gateway: TestGateway;

    beforeAll(async () => {
      gateway = await openTestGateway(target, {
        fileStore: { uploadsPerMinute: 2 },
        logger: 'trace',
        logStream: { write: (line) => void lines.push(line) },
      });
    });
    afterAll(async () => {
      await gateway?.close();
    });

    it('limits the uploads of each user per minute with 429 and Retry-After, other users unaffected', async () => {
      const coordinator = (await gateway.session(COORDINATOR)).authToken;
      const admin = (await gateway.session(ACME_ADMIN)).authToken;
      const send = (token: string) => uploadFile(gateway.app, token, [{ field: 'file', name: 'badge.png', bytes: SAMPLE_PNG }]);

      expect((await send(coordinator)).statusCode).toBe(201);
      expect((await send(coordinator)).statusCode).toBe(201);
      const limited = await send(coordinator);
      expect(limited.statusCode).toBe(429);
      const answer = limited.json<{ message: string; code: string; retryAfterSeconds: number }>();
      expect(answer.code).toBe('RATE_LIMITED');
      expect(answer.message).toBe(`Too many uploads in a short time. Try again in ${answer.retryAfterSeconds} second(s).`);
      expect(Number(limited.headers['retry-after'])).toBe(answer.retryAfterSeconds);
      expect(answer.retryAfterSeconds).toBeGreaterThan(0);

      expect((await send(admin)).statusCode).toBe(201);
    });

    it('logs the id and size of a stored file, never its name or its content', async () => {
      const admin = (await gateway.session(GLOBEX_ADMIN)).authToken;
      const name = 'Confidential-severance-agreement.pdf';
      const response = await uploadFile(gateway.app, admin, [{ field: 'file', name, bytes: SAMPLE_PDF }]);
      expect(response.statusCode).toBe(201);
      const stored = response.json<StoredFile>();
      await downloadFile(gateway.app, admin, stored.id);
      await uploadFile(gateway.app, admin, [{ field: 'file', name: 'Private-notes.png', bytes: TEXT_BYTES }]);

      const log = lines.join('');
      const storedLine = lines.find((line) => line.includes('file stored') && line.includes(stored.id));
      expect(JSON.parse(storedLine ?? '{}')).toMatchObject({ fileId: stored.id, size: SAMPLE_PDF.byteLength });
      for (const secret of [name, 'Confidential', 'Private-notes', 'MediaBox', 'meeting notes', admin]) {
        expect(log).not.toContain(secret);
      }
    });
  });
}
