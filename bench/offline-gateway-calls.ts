/**
 * The offline bench's own calls to the gateway, over plain HTTP as any other client makes them: the
 * tasks it needs made beforehand, the baseline of changes sent one after another, and what the
 * gateway stored afterwards (read from its database file).
 */
import { randomUUID } from 'node:crypto';
import { Agent } from 'node:http';
import Database from 'better-sqlite3';
import { signIn } from '../src/shared/contract/auth';
import { IDEMPOTENCY_KEY_HEADER } from '../src/shared/idempotency';
import { listHires } from '../src/shared/contract/new-hires';
import type { Task } from '../src/shared/contract/onboarding-schemas';
import { fillPath, pathParamNames, sendsBody, type Operation } from '../src/shared/contract/operation';
import { createTask } from '../src/shared/contract/new-hires';
import { changeTaskStatus } from '../src/shared/contract/tasks';
import { PRODUCT_HEADER } from '../src/shared/products';
import type { z } from 'zod';
import { httpRequest } from './load';

export interface GatewayCaller {
  readonly userId: string;
  call<O extends Operation>(operation: O, input: z.input<O['input']>, idempotencyKey?: string): Promise<z.output<O['output']>>;
  close(): void;
}

function requestOf(operation: Operation, input: Record<string, unknown>): { path: string; body?: string } {
  const rest = Object.fromEntries(Object.entries(input).filter(([key]) => !pathParamNames(operation.path).includes(key)));
  const path = fillPath(operation.path, input);
  if (sendsBody(operation.method)) return { path, body: JSON.stringify(rest) };
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(rest)) {
    for (const item of Array.isArray(value) ? value : [value]) if (item !== undefined && item !== null) query.append(key, String(item));
  }
  return { path: query.size > 0 ? `${path}?${query.toString()}` : path };
}

/** Signs in over HTTP and answers a caller holding the access token, on kept-alive loopback connections. */
export async function signInToGateway(gatewayUrl: string, email: string, password: string): Promise<GatewayCaller> {
  const agent = new Agent({ keepAlive: true, maxSockets: 8 });
  const send = async <O extends Operation>(operation: O, input: unknown, token: string | null, idempotencyKey?: string) => {
    const { path, body } = requestOf(operation, operation.input.parse(input) as Record<string, unknown>);
    const headers: Record<string, string> = { [PRODUCT_HEADER]: 'ONBOARDING', accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (token !== null) headers.authorization = `Bearer ${token}`;
    if (idempotencyKey !== undefined) headers[IDEMPOTENCY_KEY_HEADER] = idempotencyKey;
    const answer = await httpRequest(agent, `${gatewayUrl}${path}`, operation.method, headers, body);
    if (answer.status < 200 || answer.status >= 300) throw new Error(`${operation.method} ${path} answered ${answer.status}: ${answer.body.slice(0, 300)}`);
    return operation.output.parse(JSON.parse(answer.body)) as z.output<O['output']>;
  };
  const session = await send(signIn, { email, password }, null);
  const token = session.data.authToken;
  return {
    userId: session.data.user.id,
    call: (operation, input, idempotencyKey) => send(operation, input, token, idempotencyKey),
    close: () => agent.destroy(),
  };
}

/**
 * `count` new tasks assigned by name to the caller, spread over the company's open hires, due in a
 * month: made the way a coordinator adds a task to a hire (newHire.createTask).
 */
export async function createOwnTasks(caller: GatewayCaller, label: string, count: number): Promise<Task[]> {
  const hires = await caller.call(listHires, { status: ['pending', 'preboarding', 'onboarding'], limit: 50, sortBy: 'startDate', sortOrder: 'asc' });
  if (hires.data.items.length === 0) throw new Error('The demo company has no open hire to add tasks to.');
  const due = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const tasks: Task[] = [];
  const workers = 4;
  let next = 0;
  await Promise.all(
    Array.from({ length: workers }, async () => {
      for (let index = next++; index < count; index = next++) {
        const hire = hires.data.items[index % hires.data.items.length]!;
        const answer = await caller.call(createTask, {
          hireId: hire._id,
          title: `${label} ${String(index + 1).padStart(3, '0')}`,
          taskCategory: 'logistics',
          assigneeRole: 'user',
          assigneeUserId: caller.userId,
          dueDate: due,
        });
        tasks[index] = answer.data;
      }
    }),
  );
  return tasks;
}

/** Completes each task straight on the gateway, one after another, each with its own key; answers the milliseconds taken. */
export async function completeOneByOne(caller: GatewayCaller, tasks: readonly Task[]): Promise<number> {
  const started = performance.now();
  for (const task of tasks) {
    await caller.call(changeTaskStatus, { taskId: task._id, version: task.version, status: 'done' }, randomUUID());
  }
  return performance.now() - started;
}

export interface StoredOutcome {
  /** Tasks now done at exactly one version past the one the change was made on. */
  doneOnce: number;
  /** Tasks in any other state: not done, or moved by more (or less) than one version. */
  wrong: { id: string; status: string; version: number }[];
  /** Keys the gateway holds a first answer for (one row per key at most), and how many of those answered 2xx. */
  keysStored: number;
  keysAnsweredOk: number;
}

/** What the gateway's database holds for the tasks and keys, read from its file while it runs. */
export function storedOutcome(databaseFile: string, changes: readonly { taskId: string; version: number; idempotencyKey: string }[]): StoredOutcome {
  const db = new Database(databaseFile, { readonly: true, fileMustExist: true });
  try {
    const task = db.prepare<[string], { status: string; version: number }>('select status, version from hire_tasks where id = ?');
    const key = db.prepare<[string], { status_code: number | null }>('select status_code from idempotency_keys where idempotency_key = ?');
    let doneOnce = 0;
    let keysStored = 0;
    let keysAnsweredOk = 0;
    const wrong: StoredOutcome['wrong'] = [];
    for (const change of changes) {
      const row = task.get(change.taskId);
      if (row?.status === 'done' && row.version === change.version + 1) doneOnce += 1;
      else wrong.push({ id: change.taskId, status: row?.status ?? 'missing', version: row?.version ?? 0 });
      const keys = key.all(change.idempotencyKey);
      keysStored += keys.length;
      keysAnsweredOk += keys.filter((stored) => stored.status_code !== null && stored.status_code >= 200 && stored.status_code < 300).length;
    }
    return { doneOnce, wrong, keysStored, keysAnsweredOk };
  } finally {
    db.close();
  }
}
