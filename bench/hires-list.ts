/**
 * `npm run bench:hires`: a filtered, sorted page of 10 hires out of 100,000 (each with its tasks),
 * of the coordinator's own tasks and everyone's, and the add flow's duplicates lookup, on SQLite and
 * on PostgreSQL, against
 * GET /health measured in the same run as the baseline.
 * Target: p99 under 20 ms and at least a quarter of /health's throughput, for each list.
 * BENCH_SCOPED=1: the coordinator reaches only the hires of a custom role scoped by two criteria
 * (a department and a location), so every list and count is filtered by that reach.
 */
import { Agent } from 'node:http';
import { type BenchDatabase, benchEachDatabase, startHiresGateway } from './hires-gateway';
import { httpRequest, type LoadFigures, percentile, runLoad } from './load';

const durationMs = Number(process.env.BENCH_DURATION_MS ?? 5000);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 4);
const hires = Number(process.env.BENCH_HIRES ?? 100_000);
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

/**
 * What the task screens send (the renderer's my-tasks feature): open tasks by default, a due
 * filter, a category, a search, a sort by another column, the done tab; always the user's date.
 */
const TASK_QUERIES = [
  'status=todo&status=blocked&sortBy=dueDate&sortOrder=asc',
  'status=todo&status=blocked&due=overdue&sortBy=dueDate&sortOrder=asc',
  'status=todo&status=blocked&due=this_week&sortBy=dueDate&sortOrder=asc',
  'status=todo&status=blocked&taskCategory=logistics&sortBy=dueDate&sortOrder=asc',
  'status=todo&status=blocked&sortBy=hire&sortOrder=asc',
  'status=todo&status=blocked&sortBy=title&sortOrder=desc',
  'status=done&sortBy=dueDate&sortOrder=desc',
  'status=todo&status=blocked&search=okafor&sortBy=dueDate&sortOrder=asc',
];
const PAGES = 5;

async function json<T>(agent: Agent, url: string, token: string): Promise<T> {
  const answer = await httpRequest(agent, url, 'GET', { ...headers, authorization: `Bearer ${token}` });
  if (answer.status !== 200) throw new Error(`GET ${url} answered ${answer.status}: ${answer.body}`);
  return JSON.parse(answer.body) as T;
}

async function benchOne(db: BenchDatabase): Promise<void> {
  const gateway = await startHiresGateway(db, hires);
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  try {
    const signIn = await httpRequest(
      agent,
      `${gateway.url}/auth/signin`,
      'PUT',
      headers,
      JSON.stringify({ email: 'coordinator@acme.example', password: 'Onboard@2026' }),
    );
    const token = (JSON.parse(signIn.body) as { data: { authToken: string } }).data.authToken;
    const department = (await json<{ data: { _id: string }[] }>(agent, `${gateway.url}/settings/departments`, token)).data[0]?._id ?? '';
    const location = (await json<{ data: { _id: string }[] }>(agent, `${gateway.url}/settings/locations`, token)).data[0]?._id ?? '';
    const manager =
      (await json<{ data: { _id: string }[] }>(agent, `${gateway.url}/super-admin/system-admin/dropdown-get-all-users`, token)).data[0]?._id ?? '';
    const today = new Date();
    const day = (offset: number) => new Date(today.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
    const queries = LIST_QUERIES.map((query) =>
      query
        .replace('{department}', department)
        .replace('{location}', location)
        .replace('{manager}', manager)
        .replace('{from}', day(-30))
        .replace('{to}', day(30)),
    );
    // Pages 1 to 5 of each query, so the offset matters as it does when a coordinator pages on.
    const pagesOf = (path: string, shapes: readonly string[]) =>
      Array.from(
        { length: shapes.length * PAGES },
        (_, index) => `${gateway.url}${path}?${shapes[index % shapes.length]}&limit=10&offset=${(Math.floor(index / shapes.length) % PAGES) * 10}`,
      );
    const listUrls = pagesOf('/NewHire/list-preview-experience', queries);
    const myTaskUrls = pagesOf(
      '/tasks/assign-tasks-list',
      TASK_QUERIES.map((query) => `${query}&today=${day(0)}&assignee=me`),
    );
    const allTaskUrls = pagesOf(
      '/tasks/assign-tasks-list',
      TASK_QUERIES.map((query) => `${query}&today=${day(0)}&assignee=all`),
    );
    // What the add flow asks as a hire is entered: an email of a hire already there, and a name with its start date.
    const known = (
      await json<{ data: { items: { personalEmail: string; firstName: string; lastName: string; startDate: string }[] } }>(
        agent,
        `${gateway.url}/NewHire/list-preview-experience?limit=50&offset=0`,
        token,
      )
    ).data.items;
    const duplicateUrls = known.flatMap((hire) => [
      `${gateway.url}/NewHire/duplicates?personalEmail=${encodeURIComponent(hire.personalEmail)}`,
      `${gateway.url}/NewHire/duplicates?${new URLSearchParams({ firstName: hire.firstName, lastName: hire.lastName, startDate: hire.startDate }).toString()}`,
    ]);
    const get = async (url: string) => (await httpRequest(agent, url, 'GET', { ...headers, authorization: `Bearer ${token}` })).status === 200;
    const cycle = (urls: readonly string[]) => {
      let next = 0;
      return () => get(urls[next++ % urls.length] as string);
    };

    // Each page once, one after another, before it is kept: what a page costs the first time.
    const firstReads = async (urls: readonly string[]) => {
      const times: number[] = [];
      for (const url of urls) {
        const sent = performance.now();
        if (!(await get(url))) throw new Error(`GET ${url} failed`);
        times.push(performance.now() - sent);
      }
      return times.sort((a, b) => a - b);
    };
    const firstTasks = { mine: await firstReads(myTaskUrls), all: await firstReads(allTaskUrls) };
    // Warm-up, not counted: the first requests compile the routes' code paths and fill the page cache.
    for (const urls of [listUrls, myTaskUrls, allTaskUrls, duplicateUrls]) await runLoad(1500, concurrency, cycle(urls));
    const health = await runLoad(durationMs, concurrency, async () => (await httpRequest(agent, `${gateway.url}/health`, 'GET', {})).status === 200);
    const figures: [string, LoadFigures][] = [
      ['GET list-preview-experience', await runLoad(durationMs, concurrency, cycle(listUrls))],
      ['GET assign-tasks-list (mine)', await runLoad(durationMs, concurrency, cycle(myTaskUrls))],
      ['GET assign-tasks-list (all)', await runLoad(durationMs, concurrency, cycle(allTaskUrls))],
      ['GET duplicates', await runLoad(durationMs, concurrency, cycle(duplicateUrls))],
    ];

    const row = (name: string, f: LoadFigures) =>
      `${name.padEnd(30)} ${f.perSecond.toFixed(1).padStart(8)} req/s  p50 ${f.p50Ms.toFixed(1).padStart(6)} ms  p99 ${f.p99Ms.toFixed(1).padStart(6)} ms  (${f.requests} requests, ${f.failures} failed)`;
    console.info(
      `\nHires list on ${db === 'sqlite' ? 'embedded SQLite' : 'PostgreSQL'}: ${hires.toLocaleString('en')} hires, ${gateway.tasks.toLocaleString('en')} tasks (seeded in ${(gateway.seededMs / 1000).toFixed(1)} s), concurrency ${concurrency}`,
    );
    if (gateway.scoped !== undefined) {
      console.info(
        `coordinator scoped by a custom role of a department in a location: ${gateway.scoped.reached.toLocaleString('en')} hires reached; computing their access once takes ${gateway.scoped.accessMs.toFixed(2)} ms (median)`,
      );
    }
    console.info(row('GET /health (baseline)', health));
    for (const [name, f] of figures) {
      const share = (f.perSecond / health.perSecond) * 100;
      console.info(`${row(name, f)}  ${share.toFixed(1)} % of /health`);
    }
    console.info('targets: >= 25 % of /health, p99 < 20 ms');
    for (const [view, times] of Object.entries(firstTasks)) {
      console.info(
        `task pages (${view}) read the first time, one at a time: median ${percentile(times, 0.5).toFixed(1)} ms, slowest ${(times.at(-1) ?? Number.NaN).toFixed(1)} ms (${times.length} pages)`,
      );
    }
  } finally {
    agent.destroy();
    await gateway.stop();
  }
}

await benchEachDatabase(benchOne);
