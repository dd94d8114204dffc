/**
 * `npm run bench:load`: 100 concurrent clients for 30 s, each signed in as its own coordinator, on
 * the reads a coordinator's desktop makes and then on sign-in, against GET /health measured the same
 * way in the same run; on embedded SQLite, then on PostgreSQL when BENCH_DATABASE_URL (or
 * TEST_DATABASE_URL) names one. Acme holds BENCH_HIRES hires (100,000) with their tasks, shared
 * among the coordinators. Sign-in comes from one address: the gateway's per-address limits are
 * raised for the bench (bench/hires-gateway-process.ts); the per-account limit is not, and no client
 * shares its account.
 */
import { Agent } from 'node:http';
import { type BenchDatabase, benchEachDatabase, startHiresGateway } from './hires-gateway';
import { httpRequest, type LoadFigures, percentile, runLoad } from './load';

const clients = Number(process.env.BENCH_CLIENTS ?? 100);
const durationMs = Number(process.env.BENCH_DURATION_MS ?? 30_000);
const hires = Number(process.env.BENCH_HIRES ?? 100_000);
const headers = { 'content-type': 'application/json', product: 'ONBOARDING' };
const PASSWORD = 'Onboard@2026';
const today = new Date().toISOString().slice(0, 10);

interface Client {
  email: string;
  token: string;
  /** Tasks of the client's own first page, whose comments it opens. */
  taskIds: string[];
}

interface Read {
  name: string;
  /** How many of every 20 reads. */
  weight: number;
  path: (client: Client, turn: number) => string;
}

const HIRE_PAGES = [
  'status=onboarding&sortBy=startDate&sortOrder=asc',
  'sortBy=fullName&sortOrder=asc',
  'status=preboarding&status=pending&sortBy=startDate&sortOrder=asc',
].flatMap((query) => [0, 10, 20].map((offset) => `/NewHire/list-preview-experience?${query}&limit=10&offset=${offset}`));
const TASK_PAGES = [
  ...[0, 10, 20].map((offset) => `status=todo&status=blocked&sortBy=dueDate&sortOrder=asc&offset=${offset}`),
  'status=todo&status=blocked&due=overdue&sortBy=dueDate&sortOrder=asc',
  'status=todo&status=blocked&due=this_week&sortBy=dueDate&sortOrder=asc',
].map((query) => `/tasks/assign-tasks-list?${query}&limit=10&today=${today}&assignee=me`);

/**
 * What a coordinator's desktop reads: the session check on every screen, list pages most, the
 * dashboard when they come back to it, a hire's profile and a task's comments now and then.
 */
function readMix(hireIds: readonly string[]): readonly Read[] {
  const pick = <T>(items: readonly T[], turn: number) => items[turn % items.length] as T;
  return [
    { name: 'GET users/me', weight: 4, path: () => '/users/me' },
    { name: 'GET hires list page', weight: 5, path: (_, turn) => pick(HIRE_PAGES, turn) },
    { name: 'GET my tasks page', weight: 5, path: (_, turn) => pick(TASK_PAGES, turn) },
    { name: 'GET dashboard', weight: 2, path: () => `/NewHire/dashboard-summary?today=${today}` },
    { name: 'GET a hire', weight: 2, path: (_, turn) => `/NewHire/get-hire/${pick(hireIds, turn)}` },
    { name: 'GET a task’s comments', weight: 2, path: (client, turn) => `/tasks/task-comments/${pick(client.taskIds, turn)}` },
  ];
}

/** The reads in the order a client makes them: each kind spread over the 20, every client starting elsewhere. */
function schedule(mix: readonly Read[]): Read[] {
  const slots = mix.flatMap((read) => Array.from({ length: read.weight }, (_, index) => ({ read, at: (index + 0.5) / read.weight })));
  return slots.sort((a, b) => a.at - b.at).map((slot) => slot.read);
}

interface Timings {
  [name: string]: number[];
}

const row = (name: string, f: LoadFigures, health?: LoadFigures) => {
  const errors = Object.entries(f.failuresBy)
    .map(([status, count]) => `${status} ×${count}`)
    .join(', ');
  const share = health === undefined ? '' : `  ${((f.perSecond / health.perSecond) * 100).toFixed(1)} % of /health`;
  return `${name.padEnd(24)} ${f.perSecond.toFixed(1).padStart(8)} req/s  p50 ${f.p50Ms.toFixed(1).padStart(7)} ms  p99 ${f.p99Ms.toFixed(1).padStart(7)} ms  ${f.requests} requests, errors: ${errors || 'none'}${share}`;
};

async function benchOne(db: BenchDatabase): Promise<void> {
  const gateway = await startHiresGateway(db, hires, clients);
  const agent = new Agent({ keepAlive: true, maxSockets: clients });
  const call = (method: string, path: string, token?: string, body?: unknown) =>
    httpRequest(
      agent,
      `${gateway.url}${path}`,
      method,
      token === undefined ? headers : { ...headers, authorization: `Bearer ${token}` },
      body === undefined ? undefined : JSON.stringify(body),
    );
  const signIn = (email: string) => call('PUT', '/auth/signin', undefined, { email, password: PASSWORD });
  const data = async <T>(path: string, token: string): Promise<T> => {
    const answer = await call('GET', path, token);
    if (answer.status !== 200) throw new Error(`GET ${path} answered ${answer.status}: ${answer.body}`);
    return (JSON.parse(answer.body) as { data: T }).data;
  };
  try {
    const sessions: Client[] = [];
    for (let first = 1; first <= clients; first += 8) {
      const emails = Array.from({ length: Math.min(8, clients - first + 1) }, (_, index) => `coordinator${first + index}@acme.example`);
      for (const email of emails) sessions.push({ email, token: '', taskIds: [] });
      await Promise.all(
        emails.map(async (email) => {
          const answer = await signIn(email);
          if (answer.status !== 200) throw new Error(`Sign-in of ${email} answered ${answer.status}: ${answer.body}`);
          const client = sessions.find((each) => each.email === email) as Client;
          client.token = (JSON.parse(answer.body) as { data: { authToken: string } }).data.authToken;
          client.taskIds = (await data<{ items: { _id: string }[] }>(TASK_PAGES[0] as string, client.token)).items.map((task) => task._id);
        }),
      );
    }
    const first = sessions[0] as Client;
    const hireIds = (
      await data<{ items: { _id: string }[] }>('/NewHire/list-preview-experience?sortBy=fullName&sortOrder=asc&limit=50', first.token)
    ).items.map((hire) => hire._id);
    // A coordinator with no open task of their own opens the comments of the company's first ones.
    const companyTasks = (await data<{ items: { _id: string }[] }>(`${TASK_PAGES[0]}`.replace('assignee=me', 'assignee=all'), first.token)).items.map(
      (task) => task._id,
    );
    for (const client of sessions) if (client.taskIds.length === 0) client.taskIds = companyTasks;
    const order = schedule(readMix(hireIds));
    const timings: Timings = {};
    const turns = sessions.map((_, index) => index * 7);
    const read = async (worker: number, record: boolean): Promise<number> => {
      const client = sessions[worker] as Client;
      const turn = turns[worker] ?? 0;
      turns[worker] = turn + 1;
      const kind = order[turn % order.length] as Read;
      const sent = performance.now();
      const { status } = await call('GET', kind.path(client, Math.floor(turn / order.length) + worker), client.token);
      if (record) (timings[kind.name] ??= []).push(performance.now() - sent);
      return status;
    };

    const health = await runLoad(durationMs, clients, async () => (await call('GET', '/health')).status);
    // Not counted: every client's first pass through its reads, which compiles the routes' code
    // paths and reads its pages before they are kept.
    const passStarted = performance.now();
    await Promise.all(
      sessions.map(async (_, worker) => {
        for (let turn = 0; turn < order.length; turn += 1) await read(worker, false);
      }),
    );
    const firstPassSeconds = (performance.now() - passStarted) / 1000;
    const reads = await runLoad(durationMs, clients, (worker) => read(worker, true));
    const signIns = await runLoad(durationMs, clients, async (worker) => (await signIn((sessions[worker] as Client).email)).status);

    console.info(
      `\n${clients} concurrent clients, ${durationMs / 1000} s each, on ${db === 'sqlite' ? 'embedded SQLite' : 'PostgreSQL'}: ${hires.toLocaleString('en')} hires, ${gateway.tasks.toLocaleString('en')} tasks (seeded in ${(gateway.seededMs / 1000).toFixed(1)} s)`,
    );
    console.info(row('GET /health (baseline)', health));
    console.info(
      `first pass, not counted: ${clients * order.length} reads in ${firstPassSeconds.toFixed(1)} s (${((clients * order.length) / firstPassSeconds).toFixed(1)} req/s)`,
    );
    console.info(row('read mix', reads, health));
    for (const kind of readMix([])) {
      const times = (timings[kind.name] ?? []).sort((a, b) => a - b);
      console.info(
        `  ${kind.name.padEnd(22)} ${String(kind.weight * 5).padStart(3)} % of reads  p50 ${percentile(times, 0.5).toFixed(1).padStart(7)} ms  p99 ${percentile(times, 0.99).toFixed(1).padStart(7)} ms`,
      );
    }
    console.info(row('PUT auth/signin', signIns, health));
  } finally {
    agent.destroy();
    await gateway.stop();
  }
}

await benchEachDatabase(benchOne);
