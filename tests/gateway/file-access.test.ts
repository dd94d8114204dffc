import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Hire } from '../../src/shared/contract/onboarding-schemas';
import type { StoredFile } from '../../src/shared/files';
import { removeUnattachedUploads } from '../../src/gateway/files/unattached-upload-sweep';
import { buildGateway } from '../../src/gateway/server';
import { databaseTargets } from './databases';
import { type HiresGateway, type Person, failure, openHiresGateway } from './new-hires-gateway';
import { SAMPLE_PDF, SAMPLE_PNG, downloadFile, pngOfSides, pngOfSize, uploadFile } from './sample-files';
import { TEST_SECRET } from './test-gateway';

const NOT_FOUND = { message: "This file does not exist in your company's file store.", code: 'FILE_NOT_FOUND' };
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Who reads a stored file: whoever may see what it is attached to (a hire's documents: those who
 * may see the hire; the company's branding: every user of the company), and an upload attached to
 * nothing only its uploader. Everyone else gets the answer an unknown id gets.
 */
for (const target of databaseTargets) {
  describe.skipIf(target.unavailable !== undefined)(`who reads a stored file on ${target.name}`, () => {
    let gateway: HiresGateway;
    let coordinator: Person;
    let support: Person;
    let hireA: Hire;
    let hireB: Hire;
    let newHireA: Person;
    let newHireB: Person;

    const upload = async (person: Person, name = 'passport.pdf', bytes: Uint8Array = SAMPLE_PDF): Promise<StoredFile> => {
      const response = await uploadFile(gateway.app, person.token, [{ field: 'file', name, bytes }]);
      expect(response.statusCode, response.body).toBe(201);
      return response.json<StoredFile>();
    };
    const read = (person: Person, id: string) => downloadFile(gateway.app, person.token, id);
    const attachToHire = async (person: Person, hire: Hire, fileId: string) =>
      gateway.request('POST', `/NewHire/add-hire-doc/${hire._id}`, { token: person.token, body: { fileId, title: 'Document' } });
    /** Saves the branding with these assets, at its current version. */
    const brand = async (assets: Record<string, string>) => {
      const current = (await gateway.request('GET', '/settings/branded-assets')).json<{ data: { version: number } }>().data;
      const none = { logoLight: null, logoDark: null, icon: null, emailHeader: null, hero: null };
      return gateway.request('PUT', '/settings/branded-assets', {
        body: { version: current.version, brandColor: '#0f766e', website: null, assets: { ...none, ...assets } },
      });
    };
    const expectNotFound = (response: LightMyRequestResponse) => {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(NOT_FOUND);
    };
    const newHireAccount = async (hire: Hire, first: string) => {
      const person = await gateway.addUser(gateway.companyId, {
        firstName: first,
        lastName: 'Starter',
        email: `${first.toLowerCase()}@starter.example`,
        role: 'NEW_HIRE',
        kind: 'new_hire',
        signIn: true,
      });
      await gateway.db.updateTable('new_hires').set({ user_id: person.id }).where('id', '=', hire._id).execute();
      return person;
    };

    beforeAll(async () => {
      gateway = await openHiresGateway(target, 'fileco', { fileStore: { uploadsPerMinute: 1000 } });
      coordinator = await gateway.addUser(gateway.companyId, {
        firstName: 'Casey',
        lastName: 'Coord',
        email: 'casey@fileco.example',
        role: 'OPERATIONS',
        signIn: true,
      });
      support = await gateway.addUser(gateway.companyId, { firstName: 'Sam', lastName: 'Support', email: 'sam@fileco.example', role: 'SUPPORT', signIn: true });
      hireA = await gateway.createHire();
      hireB = await gateway.createHire();
      newHireA = await newHireAccount(hireA, 'Ana');
      newHireB = await newHireAccount(hireB, 'Ben');
    });
    afterAll(async () => {
      await gateway?.close();
    });

    it("lets a new hire read their own hire's documents, and neither another hire's nor a coordinator's unattached upload", async () => {
      const ofHireB = await upload(coordinator, 'contract-b.pdf');
      expect((await attachToHire(coordinator, hireB, ofHireB.id)).statusCode).toBe(200);
      const unattached = await upload(coordinator, 'draft.pdf');

      expect((await read(newHireB, ofHireB.id)).statusCode).toBe(200);
      expectNotFound(await read(newHireA, ofHireB.id));
      expectNotFound(await read(newHireA, unattached.id));
      expectNotFound(await read(newHireB, unattached.id));
      expectNotFound(await read(newHireA, UNKNOWN_ID));
    });

    it('lets only its uploader read an unattached upload; once kept with a hire, whoever may see the hire reads it', async () => {
      const file = await upload(gateway.admin, 'offer.pdf');
      expect((await read(gateway.admin, file.id)).statusCode).toBe(200);
      expectNotFound(await read(coordinator, file.id));
      expectNotFound(await read(support, file.id));

      expect((await attachToHire(gateway.admin, hireA, file.id)).statusCode).toBe(200);
      const answer = await read(coordinator, file.id);
      expect(answer.statusCode).toBe(200);
      expect(answer.rawPayload.equals(Buffer.from(SAMPLE_PDF))).toBe(true);
      expect((await read(support, file.id)).statusCode).toBe(200);
      expect((await read(newHireA, file.id)).statusCode).toBe(200);
      expectNotFound(await read(newHireB, file.id));
      expectNotFound(await read(gateway.globex, file.id));
    });

    it("lets every user of the company read the company's branded assets, cached for a year, and nobody else's but its uploader's an image that is not branded yet", async () => {
      const logo = await upload(gateway.admin, 'logo.png', pngOfSides(240, 64));
      const icon = await upload(gateway.admin, 'icon.png', pngOfSides(64, 64));
      expectNotFound(await read(newHireA, logo.id));
      expect((await read(gateway.admin, logo.id)).headers['cache-control']).toBe('private, no-store');

      const branded = await brand({ logoLight: logo.id, icon: icon.id });
      expect(branded.statusCode, branded.body).toBe(200);
      for (const person of [gateway.admin, coordinator, support, newHireA, newHireB]) {
        for (const file of [logo, icon]) {
          const answer = await read(person, file.id);
          expect(answer.statusCode, person.email).toBe(200);
          expect(answer.headers).toMatchObject({
            'content-type': 'image/png',
            'x-content-type-options': 'nosniff',
            'cache-control': 'private, max-age=31536000, immutable',
          });
        }
      }
      expectNotFound(await read(gateway.globex, logo.id));
      const documentAnswer = await read(gateway.admin, (await upload(gateway.admin, 'scan.png', SAMPLE_PNG)).id);
      expect(documentAnswer.headers['cache-control']).toBe('private, no-store');
    });

    it('does not let anyone keep a file they may not read: it answers as an unknown file', async () => {
      const othersUpload = await upload(coordinator, 'private.png', SAMPLE_PNG);
      const kept = await attachToHire(gateway.admin, hireA, othersUpload.id);
      expect(kept.statusCode).toBe(404);
      expect(failure(kept).message).toBe('This file does not exist in your company. Upload it again.');

      const asLogo = await brand({ logoDark: othersUpload.id });
      expect(asLogo.statusCode).toBe(400);
      expect(failure(asLogo).fieldErrors?.['assets.logoDark']).toEqual(['This image was not uploaded, or was removed; upload it again.']);
      expectNotFound(await read(gateway.admin, othersUpload.id));
    });

    it('refuses uploads and downloads of a user deactivated since their last request', async () => {
      const person = await gateway.addUser(gateway.companyId, {
        firstName: 'Dee',
        lastName: 'Active',
        email: 'dee@fileco.example',
        role: 'OPERATIONS',
        signIn: true,
      });
      const own = await upload(person, 'mine.png', SAMPLE_PNG);
      await gateway.db.updateTable('users').set({ is_active: false }).where('id', '=', person.id).execute();
      expect((await read(person, own.id)).statusCode).toBe(401);
      expect((await uploadFile(gateway.app, person.token, [{ field: 'file', name: 'more.png', bytes: SAMPLE_PNG }])).statusCode).toBe(401);
    });

    it('removes an upload left unattached for a day when a gateway process sweeps, and keeps attached and recent ones', async () => {
      const abandoned = await upload(coordinator, 'abandoned.pdf');
      const document = await upload(coordinator, 'kept.pdf');
      expect((await attachToHire(coordinator, hireA, document.id)).statusCode).toBe(200);
      const recent = await upload(coordinator, 'recent.pdf');
      const dayAndMinuteAgo = new Date(Date.now() - DAY_MS - 60_000).toISOString();
      const hourAgo = new Date(Date.now() - 60 * 60 * 1000).toISOString();
      await gateway.db.updateTable('files').set({ created_at: dayAndMinuteAgo }).where('id', 'in', [abandoned.id, document.id]).execute();
      await gateway.db.updateTable('files').set({ created_at: hourAgo }).where('id', '=', recent.id).execute();

      // Every process sweeps as it starts (and hourly after); on PostgreSQL several may sweep at once.
      const processes = await Promise.all(
        Array.from({ length: target.name === 'postgres' ? 3 : 1 }, () =>
          buildGateway({ database: gateway.database.config, jwtSecret: TEST_SECRET, seedDemo: false }),
        ),
      );
      await Promise.all(processes.map((process) => process.close()));

      const left = await gateway.database.query<{ id: string }>('select id from files where id in (?, ?, ?)', [abandoned.id, document.id, recent.id]);
      expect(left.map((row) => row.id).sort()).toEqual([document.id, recent.id].sort());
      expect((await read(coordinator, document.id)).statusCode).toBe(200);
      expectNotFound(await read(coordinator, abandoned.id));
    });

    // PostgreSQL only: SQLite has one writer at a time, so no attaching transaction can be open while the sweep runs.
    it.skipIf(target.name !== 'postgres')('keeps an old upload that another process is attaching while the sweep runs', async () => {
      const file = await upload(coordinator, 'late.pdf');
      await gateway.db
        .updateTable('files')
        .set({ created_at: new Date(Date.now() - 2 * DAY_MS).toISOString() })
        .where('id', '=', file.id)
        .execute();
      const { url, schema } = gateway.database.config as { url: string; schema: string };
      const attaching = new pg.Client({ connectionString: url, options: `-c search_path=${schema}` });
      await attaching.connect();
      try {
        // What keeping a document does: hold the file's row, then add the row that names it.
        await attaching.query('begin');
        await attaching.query('select id from files where id = $1 for key share', [file.id]);
        await attaching.query(
          'insert into hire_documents (id, company_id, hire_id, file_id, title, uploaded_by, created_at) values ($1, $2, $3, $4, $5, $6, $7)',
          [randomUUID(), gateway.companyId, hireA._id, file.id, 'Late', coordinator.id, new Date().toISOString()],
        );
        await removeUnattachedUploads(gateway.db);
        await attaching.query('commit');
      } finally {
        await attaching.end();
      }
      expect((await read(coordinator, file.id)).statusCode).toBe(200);
    });
  });

  describe.skipIf(target.unavailable !== undefined)(`upload quota on ${target.name}`, () => {
    const QUOTA = 3 * 1024;
    const QUOTA_MESSAGE = (inUse: string) =>
      `This file does not fit: your uploads not yet attached to anything may hold 3 kB, and ${inUse} is in use. Attach them where they belong; an upload left unattached is removed a day after it was made.`;
    let gateway: HiresGateway;

    const send = (person: Person, size = 1024) => uploadFile(gateway.app, person.token, [{ field: 'file', name: 'scan.png', bytes: pngOfSize(size) }]);
    const storedBytes = async (person: Person) =>
      Number(
        (await gateway.database.query<{ total: number | string | null }>('select sum(size) as total from files where uploaded_by = ?', [person.id]))[0]
          ?.total ?? 0,
      );
    let userNumber = 0;
    const uploader = () => {
      userNumber += 1;
      return gateway.addUser(gateway.companyId, {
        firstName: 'Una',
        lastName: `Uploader${userNumber}`,
        email: `una${userNumber}@quotaco.example`,
        role: 'OPERATIONS',
        signIn: true,
      });
    };

    beforeAll(async () => {
      gateway = await openHiresGateway(target, 'quotaco', { fileStore: { uploadsPerMinute: 1000, unattachedBytesPerUser: QUOTA } });
    });
    afterAll(async () => {
      await gateway?.close();
    });

    it('refuses the upload that would take the user past their quota with 413, storing nothing; others are unaffected', async () => {
      const person = await uploader();
      expect((await send(person)).statusCode).toBe(201);
      expect((await send(person)).statusCode).toBe(201);
      const refused = await send(person, 1025);
      expect(refused.statusCode).toBe(413);
      expect(refused.json()).toEqual({ message: QUOTA_MESSAGE('2 kB'), code: 'UPLOAD_QUOTA_EXCEEDED' });
      expect(await storedBytes(person)).toBe(2048);
      expect((await send(person, 1024)).statusCode).toBe(201);
      expect((await send(await uploader(), QUOTA)).statusCode).toBe(201);
    });

    it('counts only what is not attached yet: keeping an upload with a hire makes room', async () => {
      const person = await uploader();
      const first = (await send(person, QUOTA)).json<StoredFile>();
      expect((await send(person)).statusCode).toBe(413);
      const hire = await gateway.createHire();
      const kept = await gateway.request('POST', `/NewHire/add-hire-doc/${hire._id}`, { token: person.token, body: { fileId: first.id, title: 'Scan' } });
      expect(kept.statusCode, kept.body).toBe(200);
      expect((await send(person)).statusCode).toBe(201);
    });

    it('holds under concurrent uploads: of ten sent at once, exactly the three that fit are stored', async () => {
      const person = await uploader();
      const answers = await Promise.all(Array.from({ length: 10 }, () => send(person)));
      expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(3);
      expect(answers.filter((answer) => answer.statusCode === 413)).toHaveLength(7);
      expect(await storedBytes(person)).toBe(QUOTA);
    });
  });
}
