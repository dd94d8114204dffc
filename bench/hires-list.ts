/**
 * `npm run bench:hires`: a filtered, sorted page of 10 hires out of 100,000 (each with its tasks), on
 * SQLite and on PostgreSQL, against GET /health measured in the same run as the baseline.
 * Target (issue 5): p99 under 20 ms and at least a quarter of /health's throughput.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { Agent } from 'node:http';
import { createInterface } from 'node:readline';
import { httpRequest, type LoadFigures, runLoad } from './load';

const durationMs = Number(process.env.BENCH_DURATION_MS ?? 5000);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 4);
const hires = Number(process.env.BENCH_HIRES ?? 100_000);
const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const headers = { 'content-type': 'application/json', product: 'ONBOARDING' };

/** What a coordinator does on /new-hiring: a status tab, a department, a manager, a date range, a search, a sort. */
const LIST_QUERIES = [
  'status=onboarding&sortBy=startDate&sortOrder=asc',
  'status=preboarding&status=pending&sortBy=fullName&sortOrder=asc',
  'sortBy=startDate&sortOrder=desc&startFrom={from}&startTo={to}',
  'departmentId={department}&sortBy=fullName&sortOrder=asc',
  'managerId={manager}&status=onboarding&sortBy=startDate&sortOrder=asc',
  'search=okafor&sortBy=startDate&sortOrder=asc',
  'locationId={location}&sortBy=status&sortOrder=asc',
  'sortBy=department&sortOrder=asc',
];

interface GatewayChild {
  process: ChildProcess;
  url: string;
  seededMs: number;
  tasks: number;
}

async function startBenchGateway(db: 'sqlite' | 'postgres'): Promise<GatewayChild> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/hires-gateway-process.ts'], {
    env: { ...process.env, BENCH_DB: db, BENCH_HIRES: String(hires), ...(postgresUrl ? { BENCH_DATABASE_URL: postgresUrl } : {}) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout! });
  const [line] = (await once(lines, 'line')) as [string];
  lines.close();
  const started = JSON.parse(line) as { url: string; seededMs: number; tasks: number };
  return { process: child, ...started };
}

async function json<T>(agent: Agent, url: string, token: string): Promise<T> {
  const answer = await httpRequest(agent, url, 'GET', { ...headers, authorization: `Bearer ${token}` });
  if (answer.status !== 200) throw new Error(`GET ${url} answered ${answer.status}: ${answer.body}`);
  return JSON.parse(answer.body) as T;
}

async function benchOne(db: 'sqlite' | 'postgres'): Promise<void> {
  const gateway = await startBenchGateway(db);
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  try {
    const signIn = await httpRequest(agent, `${gateway.url}/auth/signin`, 'PUT', headers, JSON.stringify({ email: 'coordinator@acme.example', password: 'Onboard@2026' }));
    const token = (JSON.parse(signIn.body) as { data: { authToken: string } }).data.authToken;
    const department = (await json<{ data: { _id: string }[] }>(agent, `${gateway.url}/settings/departments`, token)).data[0]?._id ?? '';
    const location = (await json<{ data: { _id: string }[] }>(agent, `${gateway.url}/settings/locations`, token)).data[0]?._id ?? '';
    const manager = (await json<{ data: { _id: string }[] }>(agent, `${gateway.url}/super-admin/system-admin/dropdown-get-all-users`, token)).data[0]?._id ?? '';
    const today = new Date();
    const day = (offset: number) => new Date(today.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
    const queries = LIST_QUERIES.map((query) =>
      query.replace('{department}', department).replace('{location}', location).replace('{manager}', manager).replace('{from}', day(-30)).replace('{to}', day(30)),
    );
    // Pages 1 to 5 of each query, so the offset matters as it does when a coordinator pages on.
    let next = 0;
    const listUrl = () => {
      const index = next++;
      const query = queries[index % queries.length] as string;
      return `${gateway.url}/NewHire/list-preview-experience?${query}&limit=10&offset=${(Math.floor(index / queries.length) % 5) * 10}`;
    };
    const list = async () => (await httpRequest(agent, listUrl(), 'GET', { ...headers, authorization: `Bearer ${token}` })).status === 200;
    const tasksUrl = `${gateway.url}/tasks/assign-tasks-list?status=todo&status=blocked&sortBy=dueDate&limit=10`;
    const myTasks = async () => (await httpRequest(agent, tasksUrl, 'GET', { ...headers, authorization: `Bearer ${token}` })).status === 200;

    // Warm-up, not counted: the first requests compile the routes' code paths and fill the page cache.
    await runLoad(1500, concurrency, list);
    const health = await runLoad(durationMs, concurrency, async () => (await httpRequest(agent, `${gateway.url}/health`, 'GET', {})).status === 200);
    const listFigures = await runLoad(durationMs, concurrency, list);
    const taskFigures = await runLoad(durationMs, concurrency, myTasks);

    const row = (name: string, f: LoadFigures) =>
      `${name.padEnd(30)} ${f.perSecond.toFixed(1).padStart(8)} req/s  p50 ${f.p50Ms.toFixed(1).padStart(6)} ms  p99 ${f.p99Ms.toFixed(1).padStart(6)} ms  (${f.requests} requests, ${f.failures} failed)`;
    console.info(`\nHires list on ${db === 'sqlite' ? 'embedded SQLite' : 'PostgreSQL'}: ${hires.toLocaleString('en')} hires, ${gateway.tasks.toLocaleString('en')} tasks (seeded in ${(gateway.seededMs / 1000).toFixed(1)} s), concurrency ${concurrency}`);
    console.info(row('GET /health (baseline)', health));
    console.info(row('GET list-preview-experience', listFigures));
    console.info(row('GET assign-tasks-list (mine)', taskFigures));
    console.info(`list / health throughput: ${((listFigures.perSecond / health.perSecond) * 100).toFixed(1)} % (target >= 25 %); list p99 ${listFigures.p99Ms.toFixed(1)} ms (target < 20 ms)`);
  } finally {
    agent.destroy();
    gateway.process.kill('SIGTERM');
    await once(gateway.process, 'exit');
  }
}

await benchOne('sqlite');
if (postgresUrl) await benchOne('postgres');
else console.info('\nPostgreSQL skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a database the bench may create a schema in.');
