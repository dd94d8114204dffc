import http from 'node:http';
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway } from '../../src/gateway/server';
import { onboardingOperations } from '../shared/contract-inputs';
import { type FuzzPools, type WireRequest, requestArbitrary } from './contract-arbitraries';
import { type TestDatabase, databaseTargets } from './databases';
import { ACME_ADMIN, COORDINATOR, DEMO_PASSWORD, TEST_SECRET } from './test-gateway';

/**
 * The contract fuzz test: for every onboarding operation, inputs generated from its schema and
 * mutated (contract-arbitraries.ts), sent over HTTP to a listening gateway with its own database,
 * anonymously and as users of the demo company. Whatever arrives, the gateway answers below 500,
 * every refusal carries a message, and no answer shows a stack, SQL or a driver's error text.
 *
 * FUZZ_RUNS sets the runs per operation, callers included (default 40). A failure prints the request
 * fast-check shrank it to, which is the one to keep as a plain test (contract-fuzz-regressions.test.ts).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 40);
const NEW_HIRE = 'maya.patel@example.com';

/**
 * The fuzz traffic comes from 127.0.0.1 and each of the harness's own sign-ins from another loopback
 * address, so neither the per-address limits the fuzz runs into nor the harness's many sign-ins in a
 * long run (every log in as ends the caller's session) ever lock the harness out.
 */
const FUZZ_ADDRESS = '127.0.0.1';
const harnessAddress = (signIns: number) => `127.0.${1 + Math.floor(signIns / 250)}.${2 + (signIns % 250)}`;

/** What no answer may show: stack frames, source paths, SQL, database and runtime error texts. */
const LEAKS: readonly RegExp[] = [
  /\n\s+at /,
  /\bat [\w$.<>]+ \(/,
  /\.[cm]?[jt]s:\d+:\d+/,
  /node_modules/,
  /\bselect\b[^"]{0,200}\bfrom\b/i,
  /\binsert into\b/i,
  /\bdelete from\b/i,
  /\bupdate "?\w+"? set\b/i,
  /sqlite|postgres|\bpg_/i,
  /invalid byte sequence|invalid input syntax|violates|duplicate key|syntax error at|relation "|no such (table|column)|constraint failed/i,
  /TypeError|ReferenceError|RangeError|Cannot read properties|is not a function|Maximum call stack/,
  /\bE(CONN\w+|TIMEDOUT|PIPE)\b/,
];

interface Answer {
  status: number;
  body: string;
}

const agent = new http.Agent({ keepAlive: false });

function send(base: URL, request: WireRequest, localAddress: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      { host: base.hostname, port: base.port, method: request.method, path: request.path, headers: request.headers, agent, localAddress },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(request.body);
  });
}

/** Why an answer breaks the rules, or undefined when it keeps them. */
function faultOf(answer: Answer): string | undefined {
  if (answer.status >= 500) return `answered ${answer.status}`;
  const leak = LEAKS.find((pattern) => pattern.test(answer.body));
  if (leak !== undefined) return `shows ${leak}`;
  if (answer.status < 400) return undefined;
  let body: unknown;
  try {
    body = JSON.parse(answer.body);
  } catch {
    return `answered ${answer.status} without a JSON body`;
  }
  const message = (body as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message.trim() !== '' ? undefined : `answered ${answer.status} without a message`;
}

async function idsOf(database: TestDatabase): Promise<string[]> {
  const tables = ['users', 'new_hires', 'hire_tasks', 'plan_templates', 'departments', 'locations', 'hire_documents', 'files', 'task_comments', 'hire_plans'];
  const ids: string[] = [];
  for (const table of tables) {
    const rows = await database.query<{ id: string }>(`select id from ${table} order by id limit 40`);
    ids.push(...rows.map((row) => String(row.id)));
  }
  return ids;
}

type Caller = 'anonymous' | 'company admin' | 'new hire';
const CALLERS: readonly Caller[] = ['anonymous', 'company admin', 'new hire'];
const ACCOUNTS: Record<Exclude<Caller, 'anonymous'>, string> = { 'company admin': ACME_ADMIN, 'new hire': NEW_HIRE };

for (const target of databaseTargets) {
  describe.skipIf(target.unavailable !== undefined)(`contract fuzz on ${target.name}`, { timeout: Math.max(120_000, RUNS * 250) }, () => {
    let database: TestDatabase;
    let gateway: Awaited<ReturnType<typeof startGateway>>;
    let base: URL;
    let pools: FuzzPools;
    const tokens = new Map<Caller, string>();
    let signIns = 0;
    const statuses = new Map<number, number>();

    async function tokenOf(caller: Exclude<Caller, 'anonymous'>): Promise<string> {
      const kept = tokens.get(caller);
      if (kept !== undefined) return kept;
      const body = JSON.stringify({ email: ACCOUNTS[caller], password: DEMO_PASSWORD });
      const request: WireRequest = { method: 'PUT', path: '/auth/signin', headers: { product: 'ONBOARDING', 'content-type': 'application/json' }, body };
      const answer = await send(base, request, harnessAddress(signIns++));
      if (answer.status !== 200) throw new Error(`The harness could not sign in as ${caller}: ${answer.status} ${answer.body}`);
      const token = (JSON.parse(answer.body) as { data: { authToken: string } }).data.authToken;
      tokens.set(caller, token);
      return token;
    }

    beforeAll(async () => {
      database = await target.create();
      gateway = await startGateway({ database: database.config, jwtSecret: TEST_SECRET, seedDemo: true });
      base = new URL(gateway.url);
      pools = {
        ids: [...(await idsOf(database)), randomUUID(), randomUUID().toUpperCase(), 'not-an-id', '0', '-1', ' ', '%2e%2e'],
        emails: [COORDINATOR, 'admin@globex.example', 'nobody@example.com'],
      };
    });
    afterAll(async () => {
      await gateway?.close();
      await database?.drop();
      agent.destroy();
      if (process.env.FUZZ_RUNS !== undefined) console.info(`contract fuzz on ${target.name}: answers by status`, Object.fromEntries(statuses));
    });

    for (const operation of onboardingOperations()) {
      it(`${operation.name}: no 5xx, every refusal with a message, nothing leaked`, async () => {
        const property = fc.asyncProperty(requestArbitrary(operation, pools), fc.constantFrom(...CALLERS), async (request, caller) => {
          const authorization: Record<string, string> = caller === 'anonymous' ? {} : { authorization: `Bearer ${await tokenOf(caller)}` };
          const headers: Record<string, string> = { product: 'ONBOARDING', ...authorization, ...request.headers };
          const answer = await send(base, { ...request, headers }, FUZZ_ADDRESS);
          statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
          // A call that got through may have ended the caller's session (sign-out, log in as): the next run signs in afresh.
          if (answer.status === 401 && caller !== 'anonymous' && headers.authorization === authorization.authorization) tokens.delete(caller);
          const fault = faultOf(answer);
          expect(
            fault,
            `${request.method} ${request.path} as ${caller}\n${request.body ?? ''}\n→ ${answer.status} ${answer.body.slice(0, 500)}`,
          ).toBeUndefined();
        });
        await fc.assert(property, { numRuns: RUNS });
      });
    }
  });
}
