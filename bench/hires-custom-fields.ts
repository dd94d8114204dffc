/**
 * `npm run bench:fields`: the hires list of 100,000 hires with ten custom fields each, filtered by
 * two of them (a single select and a date range), on SQLite and on PostgreSQL, against GET /health
 * measured in the same run. Target: p99 under 20 ms and at least a quarter of /health's throughput.
 * Each page is also read once before it is kept, one at a time: what the filter costs the database.
 */
import { Agent } from 'node:http';
import { type BenchDatabase, benchEachDatabase, startHiresGateway } from './hires-gateway';
import { httpRequest, type LoadFigures, percentile, runLoad } from './load';

const durationMs = Number(process.env.BENCH_DURATION_MS ?? 5000);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 4);
const hires = Number(process.env.BENCH_HIRES ?? 100_000);
const headers = { 'content-type': 'application/json', product: 'ONBOARDING' };
const PAGES = 5;

/** A size or two, a month or two of equipment dates, under the sorts and status tabs a coordinator uses. */
const QUERIES = [
  'fieldValue={size}:m&fieldFrom={ready}:{from}&fieldTo={ready}:{to}&sortBy=startDate&sortOrder=asc',
  'fieldValue={size}:l&fieldFrom={ready}:{from}&fieldTo={ready}:{to}&sortBy=fullName&sortOrder=asc',
  'fieldValue={size}:s&fieldValue={size}:xs&fieldFrom={ready}:{from}&fieldTo={ready}:{to}&status=onboarding&sortBy=startDate&sortOrder=desc',
  'fieldValue={size}:xl&fieldFrom={ready}:{from}&fieldTo={ready}:{later}&sortBy=createdAt&sortOrder=desc',
];

process.env.BENCH_CUSTOM_FIELDS = '1';

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
    const get = async (url: string) => httpRequest(agent, url, 'GET', { ...headers, authorization: `Bearer ${token}` });
    const fields = (JSON.parse((await get(`${gateway.url}/settings/fields`)).body) as { data: { fields: { _id: string; key: string }[] } }).data.fields;
    const idOf = (key: string) => fields.find((field) => field.key === key)?._id ?? '';
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const shapes = QUERIES.map((query) =>
      query
        .replaceAll('{size}', idOf('t_shirt_size'))
        .replaceAll('{ready}', idOf('equipment_ready_on'))
        .replace('{from}', day(-30))
        .replace('{to}', day(30))
        .replace('{later}', day(120)),
    );
    const urls = Array.from(
      { length: shapes.length * PAGES },
      (_, index) =>
        `${gateway.url}/NewHire/list-preview-experience?${shapes[index % shapes.length]}&limit=10&offset=${(Math.floor(index / shapes.length) % PAGES) * 10}`,
    );
    const firstReads: number[] = [];
    for (const url of urls) {
      const sent = performance.now();
      const answer = await get(url);
      if (answer.status !== 200) throw new Error(`GET ${url} answered ${answer.status}: ${answer.body}`);
      firstReads.push(performance.now() - sent);
    }
    firstReads.sort((a, b) => a - b);
    let next = 0;
    const cycle = async () => (await get(urls[next++ % urls.length] as string)).status === 200;
    await runLoad(1500, concurrency, cycle);
    const health = await runLoad(durationMs, concurrency, async () => (await httpRequest(agent, `${gateway.url}/health`, 'GET', {})).status === 200);
    const list = await runLoad(durationMs, concurrency, cycle);

    const row = (name: string, f: LoadFigures) =>
      `${name.padEnd(34)} ${f.perSecond.toFixed(1).padStart(8)} req/s  p50 ${f.p50Ms.toFixed(1).padStart(6)} ms  p99 ${f.p99Ms.toFixed(1).padStart(6)} ms  (${f.requests} requests, ${f.failures} failed)`;
    console.info(
      `\nHires list by custom fields on ${db === 'sqlite' ? 'embedded SQLite' : 'PostgreSQL'}: ${hires.toLocaleString('en')} hires with ten custom fields each (seeded in ${(gateway.seededMs / 1000).toFixed(1)} s), concurrency ${concurrency}`,
    );
    console.info(row('GET /health (baseline)', health));
    console.info(`${row('GET list-preview-experience (fields)', list)}  ${((list.perSecond / health.perSecond) * 100).toFixed(1)} % of /health`);
    console.info('targets: >= 25 % of /health, p99 < 20 ms');
    console.info(
      `pages read the first time, one at a time: median ${percentile(firstReads, 0.5).toFixed(1)} ms, p99 ${percentile(firstReads, 0.99).toFixed(1)} ms, slowest ${(firstReads.at(-1) ?? Number.NaN).toFixed(1)} ms (${firstReads.length} pages)`,
    );
  } finally {
    agent.destroy();
    await gateway.stop();
  }
}

await benchEachDatabase(benchOne);
