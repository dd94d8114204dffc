import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway } from '../../src/gateway/server';
import { type DatabaseTarget, type TestDatabase, databaseTargets } from './databases';
import { mailValue, openLifecycleGateway, type LifecycleGateway } from './lifecycle-gateway';
import { ACME_ADMIN, COORDINATOR, GLOBEX_ADMIN, TEST_SECRET } from './test-gateway';

const RESET_REQUESTED = { message: 'If an account exists for this email, a reset code is on its way.' };
const RESENT = { message: 'If this email address still needs verifying, a new code is on its way.' };
const PENDING = 'select email, purpose from code_requests order by requested_at, email';
const RAISED_LIMITS = { forgotPasswordPerEmail: 1000, forgotPasswordPerAddress: 1000 };
/** Resolvers that look for requests every few milliseconds, so a test sees them come round at once. */
const QUICK_RESOLVER = { pollIntervalMs: 20 };
/** Far longer than an answer takes; only a request that waits for the accounts held reaches it. */
const ANSWER_WAIT_MS = 5000;

type Query = <Row>(text: string) => Promise<Row[]>;

/** The gateway's tables: of the suite's own schema on PostgreSQL (read without Kysely's introspection, which reads every schema). */
async function tableNames(query: Query, target: DatabaseTarget): Promise<string[]> {
  const rows =
    target.name === 'postgres'
      ? await query<{ name: string }>(
          "select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'",
        )
      : await query<{ name: string }>("select name from sqlite_master where type = 'table' and name not like 'sqlite_%'");
  return rows.map((row) => row.name).filter((name) => !name.startsWith('kysely_'));
}

/** How many rows each table of the gateway holds. */
async function rowCounts(query: Query, target: DatabaseTarget): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of await tableNames(query, target)) {
    const [row] = await query<{ rows: number | string }>(`select count(*) as rows from ${table}`);
    counts[table] = Number(row?.rows ?? 0);
  }
  return counts;
}

/**
 * Puts the accounts out of reach of the gateway until released: on PostgreSQL a transaction holds
 * `users` locked (whoever reads it waits), on SQLite the table is renamed away (whoever reads it
 * fails). `query` reads the database meanwhile, through that transaction on PostgreSQL.
 */
async function holdAccounts(target: DatabaseTarget, database: TestDatabase): Promise<{ query: Query; release(): Promise<void> }> {
  if (database.config.kind === 'sqlite') {
    await database.query('alter table users rename to users_out_of_reach');
    return { query: (text) => database.query(text), release: () => database.query('alter table users_out_of_reach rename to users').then(() => undefined) };
  }
  const client = new pg.Client({ connectionString: database.config.url, options: `-c search_path=${database.config.schema}` });
  await client.connect();
  await client.query('begin');
  await client.query('lock table users in access exclusive mode');
  return {
    query: async <Row>(text: string) => (await client.query(text)).rows as Row[],
    async release() {
      await client.query('commit');
      await client.end();
    },
  };
}

/** The answer, or a failure if it waits (for the accounts held) longer than any answer should. */
async function answeredWhileHeld<T>(answer: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const waited = new Promise<never>(
    (_, fail) => (timer = setTimeout(() => fail(new Error('The request waited for the accounts, which it must not read.')), ANSWER_WAIT_MS)),
  );
  try {
    return await Promise.race([answer, waited]);
  } finally {
    clearTimeout(timer);
  }
}

/** The tables whose row counts differ, with the difference. */
function changes(before: Record<string, number>, after: Record<string, number>): Record<string, number> {
  return Object.fromEntries(Object.keys(after).flatMap((table) => (after[table] === before[table] ? [] : [[table, after[table]! - (before[table] ?? 0)]])));
}

for (const target of databaseTargets) {
  // Without TEST_DATABASE_URL outside CI there is no PostgreSQL to run against; CI always sets it.
  describe.skipIf(target.unavailable !== undefined)(`code requests on ${target.name}`, () => {
    let gateway: LifecycleGateway;
    let addressCounter = 0;
    const nextAddress = () => `10.66.0.${++addressCounter}`;

    beforeAll(async () => {
      gateway = await openLifecycleGateway(target, { lifecycleRateLimits: RAISED_LIMITS, codeRequests: QUICK_RESOLVER });
    });
    afterAll(async () => {
      await gateway?.close();
    });

    const forgot = (email: string) => gateway.post('/auth/forgot-password', { email }, { address: nextAddress() });
    const resend = (id: string) => gateway.post('/auth/resend-otp', { id, type: 'email' }, { address: nextAddress() });
    const pending = () => gateway.database.query(PENDING);

    const cases = [
      {
        call: 'forgot-password',
        send: forgot,
        answer: RESET_REQUESTED,
        known: COORDINATOR,
        unknown: 'ghost@nowhere.example',
        purpose: 'password_reset',
        label: 'Code',
      },
      {
        call: 'resend-otp',
        send: resend,
        answer: RESENT,
        known: GLOBEX_ADMIN,
        unknown: 'phantom@nowhere.example',
        purpose: 'email_verification',
        label: 'Verification code',
      },
    ] as const;

    for (const { call, send, answer, known, unknown, purpose, label } of cases) {
      it(`answers ${call} for a known and an unknown email with the same single write, reading no account; the known one's mail comes after`, async () => {
        const mailsBefore = (await gateway.mails(known)).length;
        // With the accounts out of reach, whatever looks an account up waits or fails: the request must not.
        const held = await holdAccounts(target, gateway.database);
        try {
          const before = await rowCounts(held.query, target);
          const knownAnswer = await answeredWhileHeld(send(known));
          const afterKnown = await rowCounts(held.query, target);
          const unknownAnswer = await answeredWhileHeld(send(unknown));
          const afterUnknown = await rowCounts(held.query, target);

          expect([knownAnswer.statusCode, knownAnswer.json()]).toEqual([200, answer]);
          expect([unknownAnswer.statusCode, unknownAnswer.json()]).toEqual([200, answer]);
          const written = changes(before, afterKnown);
          expect(changes(afterKnown, afterUnknown)).toEqual(written);
          // Besides the request, only the rate limits count (in PostgreSQL's table; in memory on SQLite).
          expect(Object.keys(written).filter((table) => table !== 'rate_limits')).toEqual(['code_requests']);
          expect(written.code_requests).toBe(1);
          expect(await held.query(PENDING)).toEqual([
            { email: known, purpose },
            { email: unknown, purpose },
          ]);
        } finally {
          await held.release();
        }

        const mails = await gateway.mails(known);
        expect(mails).toHaveLength(mailsBefore + 1);
        expect(mailValue(mails[0]!.text, label)).toMatch(/^\d+$/);
        expect(await gateway.mails(unknown)).toEqual([]);
        expect(await pending()).toEqual([]);
      });
    }

    it('keeps nothing about an email without an account once its requests are resolved', async () => {
      const stranger = 'stranger@nowhere.example';
      expect((await forgot(stranger)).statusCode).toBe(200);
      expect((await resend(stranger)).statusCode).toBe(200);
      const holding = async () => {
        const found: string[] = [];
        for (const table of await tableNames((text) => gateway.database.query(text), target)) {
          // The rate limits count per email as typed, known or not, and forget it with their window.
          if (table === 'rate_limits') continue;
          const rows = await gateway.database.query(`select * from ${table}`);
          if (JSON.stringify(rows).includes(stranger)) found.push(table);
        }
        return found;
      };
      await expect.poll(holding, { timeout: 5000 }).toEqual([]);
      expect(await gateway.mails(stranger)).toEqual([]);
    });
  });

  // A suite of its own: it makes its own database, shared by two gateways.
  describe.skipIf(target.unavailable !== undefined)(`code requests across gateways on ${target.name}`, () => {
    it('resolves each request once when two gateways share the database', async () => {
      const database = await target.create();
      const options = { database: database.config, jwtSecret: TEST_SECRET, lifecycleRateLimits: RAISED_LIMITS, codeRequests: { pollIntervalMs: 5 } };
      let first: FastifyInstance | undefined;
      let second: FastifyInstance | undefined;
      try {
        first = await buildGateway({ ...options, seedDemo: true });
        second = await buildGateway(options);
        const gateways = [first, second];
        const accounts = [ACME_ADMIN, COORDINATOR, GLOBEX_ADMIN];
        const requests = 30;
        const answers = await Promise.all(
          Array.from({ length: requests }, (_, index) =>
            gateways[index % 2]!.inject({
              method: 'POST',
              url: '/auth/forgot-password',
              headers: { product: 'ONBOARDING' },
              payload: { email: accounts[index % accounts.length] },
            }),
          ),
        );
        expect(answers.map((response) => response.statusCode)).toEqual(Array.from({ length: requests }, () => 200));
        await expect.poll(async () => (await database.query('select id from code_requests')).length, { timeout: 10_000 }).toBe(0);

        const mails = await database.query<{ text: string }>("select text from mail_outbox where kind = 'password-reset'");
        expect(mails).toHaveLength(requests);
        expect(await database.query("select id from one_time_codes where purpose = 'password_reset'")).toHaveLength(requests);
        const perAccount = await database.query<{ to_address: string; mails: number | string }>(
          "select to_address, count(*) as mails from mail_outbox where kind = 'password-reset' group by to_address order by to_address",
        );
        expect(perAccount.map((row) => [row.to_address, Number(row.mails)])).toEqual([
          [ACME_ADMIN, 10],
          [GLOBEX_ADMIN, 10],
          [COORDINATOR, 10],
        ]);
      } finally {
        await first?.close();
        await second?.close();
        await database.drop();
      }
    });
  });
}
