import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/gateway/db/open-database';
import { createCompany } from '../../src/gateway/seed/demo-company';
import { baseEnv, exitOf, listeningUrl, spawnGateway } from './gateway-process';
import { DEMO_PASSWORD } from './test-gateway';

const COORDINATOR = 'cora@killco.example';
const CLIENTS = 8;
/** Acknowledged creates before the kill: enough for every client to have one under way. */
const KILL_AFTER = 60;

/** One create as a client sent it, and what came back, if anything did. */
interface Sent {
  path: string;
  body: Record<string, unknown>;
  key: string;
  /** The hire's last name or the task's title: the record this create makes, told apart from every other. */
  tag: string;
  table: 'new_hires' | 'hire_tasks';
  answer?: { status: number; body: unknown };
}

describe('the embedded gateway killed with SIGKILL during writes', () => {
  let dataDir: string | undefined;
  let child: ChildProcess | undefined;

  afterEach(async () => {
    if (child?.exitCode === null && child.signalCode === null) {
      const exited = exitOf(child);
      child.kill('SIGKILL');
      await exited;
    }
    if (dataDir !== undefined) rmSync(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
  });

  // Two gateway processes start one after the other: on a busy machine each start alone can take seconds.
  it(
    'starts again cleanly, keeps every acknowledged create, and makes each unacknowledged one once when it is sent again with its key',
    { timeout: 90_000 },
    async () => {
      dataDir = mkdtempSync(join(tmpdir(), 'hcm-gateway-kill-'));
      const file = join(dataDir, 'gateway.sqlite');
      // A company of its own spares the first start the demo seed.
      const prepared = await openDatabase({ kind: 'sqlite', file });
      await createCompany(
        prepared.db,
        {
          name: 'Killco Ltd',
          products: ['ONBOARDING'],
          users: [{ email: COORDINATOR, firstName: 'Cora', lastName: 'Coordinator', role: 'OPERATIONS', kind: 'staff' }],
        },
        DEMO_PASSWORD,
      );
      await prepared.db.destroy();

      const start = async () => {
        child = spawnGateway(baseEnv({ GATEWAY_PORT: '0', GATEWAY_DATA_DIR: dataDir as string, GATEWAY_LOG_LEVEL: 'error' }));
        return listeningUrl(child);
      };
      let url = await start();
      const signIn = await fetch(`${url}/auth/signin`, {
        method: 'PUT',
        headers: { product: 'ONBOARDING', 'content-type': 'application/json' },
        body: JSON.stringify({ email: COORDINATOR, password: DEMO_PASSWORD }),
      });
      expect(signIn.status).toBe(200);
      const token = ((await signIn.json()) as { data: { authToken: string } }).data.authToken;
      const send = async (request: Sent) => {
        const response = await fetch(`${url}${request.path}`, {
          method: 'POST',
          headers: { product: 'ONBOARDING', 'content-type': 'application/json', authorization: `Bearer ${token}`, 'idempotency-key': request.key },
          body: JSON.stringify(request.body),
        });
        return { status: response.status, body: (await response.json()) as unknown };
      };

      const startDate = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
      const hireCreate = (tag: string): Sent => ({
        path: '/NewHire/create-hire',
        body: {
          firstName: 'Kim',
          lastName: tag,
          personalEmail: `${tag.toLowerCase()}@personal.example`,
          jobTitle: 'Engineer',
          employmentStatus: 'full_time',
          startDate,
          timezone: '(UTC) Edinburgh, London',
        },
        key: randomUUID(),
        tag,
        table: 'new_hires',
      });
      const first = await send(hireCreate('First'));
      expect(first.status).toBe(200);
      const hireId = (first.body as { data: { _id: string } }).data._id;
      const taskCreate = (tag: string): Sent => ({
        path: `/NewHire/create-task/${hireId}`,
        body: { title: tag, taskCategory: 'logistics', assigneeRole: 'coordinator', dueDate: startDate },
        key: randomUUID(),
        tag,
        table: 'hire_tasks',
      });

      const sent: Sent[] = [];
      let acknowledged = 0;
      const gateway = child as ChildProcess;
      const killed = exitOf(gateway);
      // Each client sends one create after another until one goes unanswered.
      const client = async (clientNumber: number) => {
        for (let number = 0; ; number += 1) {
          const tag = `C${clientNumber}N${number}`;
          const request = number % 2 === 0 ? hireCreate(tag) : taskCreate(tag);
          sent.push(request);
          try {
            request.answer = await send(request);
          } catch {
            return;
          }
          acknowledged += 1;
          if (acknowledged === KILL_AFTER) gateway.kill('SIGKILL');
        }
      };
      await Promise.all(Array.from({ length: CLIENTS }, (_, index) => client(index)));
      await killed;

      const answered = sent.filter((request) => request.answer !== undefined);
      const unanswered = sent.filter((request) => request.answer === undefined);
      expect(answered.map((request) => request.answer?.status)).toEqual(answered.map(() => 200));
      expect(unanswered).toHaveLength(CLIENTS);

      url = await start();
      const database = new Database(file, { readonly: true });
      try {
        expect(database.pragma('integrity_check')).toEqual([{ integrity_check: 'ok' }]);
        expect(database.pragma('foreign_key_check')).toEqual([]);
        const made = (request: Sent) =>
          (
            database
              .prepare(`select count(*) as made from ${request.table} where ${request.table === 'new_hires' ? 'last_name' : 'title'} = ?`)
              .get(request.tag) as { made: number }
          ).made;

        expect(answered.filter((request) => made(request) !== 1).map((request) => request.tag)).toEqual([]);
        for (const request of sent) {
          const again = await send(request);
          expect(again.status, JSON.stringify(again.body)).toBe(200);
          if (request.answer !== undefined) expect(again.body).toEqual(request.answer.body);
        }
        expect(sent.filter((request) => made(request) !== 1).map((request) => request.tag)).toEqual([]);
      } finally {
        database.close();
      }
    },
  );
});
