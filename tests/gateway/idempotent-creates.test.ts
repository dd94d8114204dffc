import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabaseFileStore } from '../../src/gateway/files/file-store';
import { databaseTargets } from './databases';
import { type HiresGateway, type Person, openHiresGateway, todayPlus } from './new-hires-gateway';
import { SAMPLE_PDF } from './sample-files';
import { addHireRow } from './tasks-test-support';

/** A create of the contract as a test sends it: a body told apart by `tag` (made first), where it goes, and how many records that tag made. */
interface Create {
  name: string;
  url(tag: string): string;
  body(tag: string): Promise<Record<string, unknown>>;
  made(tag: string): Promise<number>;
}

/** Creates sent with an Idempotency-Key: a retry of one whose answer was lost makes nothing twice. */
for (const target of databaseTargets) {
  describe.skipIf(target.unavailable !== undefined)(`creates with an idempotency key on ${target.name}`, () => {
    let gateway: HiresGateway;
    let coordinator: Person;
    let hireId: string;

    const send = (url: string, body: unknown, key: string) =>
      gateway.app.inject({
        method: 'POST',
        url,
        payload: body as object,
        headers: { product: 'ONBOARDING', authorization: `Bearer ${coordinator.token}`, 'idempotency-key': key },
      });
    const recordsOf = async (table: 'new_hires' | 'hire_tasks' | 'hire_documents', column: 'last_name' | 'title', value: string) => {
      const [row] = await gateway.database.query<{ made: number | string }>(`select count(*) as made from ${table} where company_id = ? and ${column} = ?`, [
        gateway.companyId,
        value,
      ]);
      return Number(row?.made);
    };

    const creates: Create[] = [
      {
        name: 'a hire (NewHire/create-hire)',
        url: () => '/NewHire/create-hire',
        body: async (tag) => ({
          firstName: 'Kim',
          lastName: tag,
          personalEmail: `${tag.toLowerCase()}@personal.example`,
          jobTitle: 'Engineer',
          employmentStatus: 'full_time',
          startDate: todayPlus(30),
          timezone: '(UTC) Edinburgh, London',
        }),
        made: (tag) => recordsOf('new_hires', 'last_name', tag),
      },
      {
        name: 'a task (NewHire/create-task)',
        url: () => `/NewHire/create-task/${hireId}`,
        body: async (tag) => ({ title: tag, taskCategory: 'logistics', assigneeRole: 'coordinator', dueDate: todayPlus(20) }),
        made: (tag) => recordsOf('hire_tasks', 'title', tag),
      },
      {
        name: 'a plan and its tasks (NewHire/new-hire-assign-plan)',
        url: () => '/NewHire/new-hire-assign-plan',
        body: async (tag) => ({
          hireId,
          name: tag,
          tasks: [{ title: `${tag} laptop`, taskCategory: 'logistics', assigneeRole: 'coordinator', dueOffsetDays: -3 }],
        }),
        // Each plan stores its one task: a second plan would store it again.
        made: (tag) => recordsOf('hire_tasks', 'title', `${tag} laptop`),
      },
      {
        name: 'a hire document (NewHire/add-hire-doc)',
        url: () => `/NewHire/add-hire-doc/${hireId}`,
        body: async (tag) => {
          const file = await createDatabaseFileStore(gateway.db).save({
            companyId: gateway.companyId,
            uploadedBy: coordinator.id,
            name: `${tag}.pdf`,
            contentType: 'application/pdf',
            bytes: Buffer.from(SAMPLE_PDF),
          });
          return { fileId: file.id, title: tag };
        },
        made: (tag) => recordsOf('hire_documents', 'title', tag),
      },
      {
        name: "a hire's account and invitation (NewHire/invite-hire)",
        url: (tag) => `/NewHire/invite-hire/${invitedHires.get(tag)}`,
        body: async (tag) => {
          invitedHires.set(
            tag,
            await addHireRow(gateway, {
              companyId: gateway.companyId,
              firstName: 'Ivy',
              lastName: tag,
              startDate: todayPlus(30),
              coordinatorId: coordinator.id,
            }),
          );
          return {};
        },
        // Asked again, an invitation mails a newer password: each send that ran left a mail.
        made: async (tag) => {
          const [row] = await gateway.database.query<{ made: number | string }>(
            "select count(*) as made from mail_outbox m join new_hires h on h.personal_email = m.to_address where h.company_id = ? and h.last_name = ? and m.kind = 'new-hire-invite'",
            [gateway.companyId, tag],
          );
          return Number(row?.made);
        },
      },
    ];
    const invitedHires = new Map<string, string>();
    let tagNumber = 0;
    const newTag = () => {
      tagNumber += 1;
      return `Keyed${tagNumber}`;
    };

    beforeAll(async () => {
      gateway = await openHiresGateway(target, 'createco');
      coordinator = await gateway.addUser(gateway.companyId, {
        firstName: 'Cora',
        lastName: 'Coordinator',
        email: 'cora@createco.example',
        role: 'OPERATIONS',
        signIn: true,
      });
      hireId = await addHireRow(gateway, {
        companyId: gateway.companyId,
        firstName: 'Alice',
        lastName: 'Archer',
        startDate: todayPlus(30),
        coordinatorId: coordinator.id,
      });
    });
    afterAll(async () => {
      await gateway?.close();
    });

    for (const create of creates) {
      describe(create.name, () => {
        it('is made once however often it is sent with one key, and every send answers as the first', async () => {
          const tag = newTag();
          const body = await create.body(tag);
          const key = randomUUID();
          const first = await send(create.url(tag), body, key);
          expect(first.statusCode, first.body).toBe(200);
          for (let attempt = 0; attempt < 2; attempt += 1) {
            const again = await send(create.url(tag), body, key);
            expect(again.statusCode, again.body).toBe(200);
            expect(again.headers['idempotent-replayed']).toBe('true');
            expect(again.json()).toEqual(first.json());
          }
          expect(await create.made(tag)).toBe(1);
        });

        it('is made once when ten sends with one key arrive at the same moment, and all ten answer alike', async () => {
          const tag = newTag();
          const body = await create.body(tag);
          const key = randomUUID();
          const answers = await Promise.all(Array.from({ length: 10 }, () => send(create.url(tag), body, key)));
          for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
          expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
          expect(await create.made(tag)).toBe(1);
        });

        it('refuses the key sent again with another body, making nothing more', async () => {
          const tag = newTag();
          const key = randomUUID();
          const body = await create.body(tag);
          expect((await send(create.url(tag), body, key)).statusCode).toBe(200);
          const otherTag = newTag();
          const otherBody = await create.body(otherTag);
          const other = await send(create.url(otherTag), otherBody, key);
          expect(other.statusCode).toBe(422);
          expect(other.json()).toEqual({
            message: 'This Idempotency-Key was already used for a different change. Send the change with a new key.',
            code: 'IDEMPOTENCY_KEY_REUSED',
          });
          expect([await create.made(tag), await create.made(otherTag)]).toEqual([1, 0]);
        });
      });
    }

    it('keeps no record of a create whose answer could not be kept, so that its retry makes it once', async () => {
      const hires = creates[0] as Create;
      const tag = newTag();
      const body = await hires.body(tag);
      const key = randomUUID();
      // Keeping the answer fails as a crash between the change and its answer would leave it.
      const cutOff =
        target.name === 'sqlite'
          ? [sql`create trigger cut_off before update of answer on idempotency_keys begin select raise(abort, 'cut off'); end`]
          : [
              sql`create function cut_off() returns trigger language plpgsql as $$ begin raise exception 'cut off'; end $$`,
              sql`create trigger cut_off before update of answer on idempotency_keys for each row execute function cut_off()`,
            ];
      for (const statement of cutOff) await statement.execute(gateway.db);
      try {
        const lost = await send(hires.url(tag), body, key);
        expect(lost.statusCode).toBe(500);
        expect(await hires.made(tag)).toBe(0);
      } finally {
        await sql`drop trigger cut_off${target.name === 'postgres' ? sql` on idempotency_keys` : sql``}`.execute(gateway.db);
      }
      const retried = await send(hires.url(tag), body, key);
      expect(retried.statusCode, retried.body).toBe(200);
      expect(retried.headers['idempotent-replayed']).toBeUndefined();
      expect(await hires.made(tag)).toBe(1);
    });

    it('answers a retry of a refused create with the same refusal', async () => {
      const withdrawn = await addHireRow(gateway, {
        companyId: gateway.companyId,
        firstName: 'Wes',
        lastName: 'Withdrawn',
        startDate: todayPlus(30),
        status: 'withdrawn',
      });
      const key = randomUUID();
      const body = { title: 'After withdrawal', taskCategory: 'logistics', assigneeRole: 'coordinator', dueDate: todayPlus(20) };
      const refused = await send(`/NewHire/create-task/${withdrawn}`, body, key);
      expect(refused.statusCode).toBe(409);
      const again = await send(`/NewHire/create-task/${withdrawn}`, body, key);
      expect(again.statusCode).toBe(409);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.json()).toEqual(refused.json());
    });
  });
}
