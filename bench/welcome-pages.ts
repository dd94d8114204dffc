/**
 * `npm run bench:pages`: a new hire's welcome experience and the settings preview of one hire, with
 * the demo's single page (the baseline, measured first) and then with 50 published pages and 200
 * rules (criteria links: 40 pages each set to three departments and two locations), in the same run,
 * on SQLite and on PostgreSQL. Acme is grown to BENCH_HIRES hires (2,000 by default) first.
 * Target: p99 under 20 ms for both calls with 50 pages and 200 rules.
 */
import { Agent } from 'node:http';
import type { WelcomeBlockInput } from '../src/shared/contract/welcome-pages';
import { type BenchDatabase, benchEachDatabase, startHiresGateway } from './hires-gateway';
import { httpRequest, type LoadFigures, runLoad } from './load';

const durationMs = Number(process.env.BENCH_DURATION_MS ?? 5000);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 4);
const hires = Number(process.env.BENCH_HIRES ?? 2000);
const PAGES = 50;
const TARGETED_PAGES = 40;
const headers = { 'content-type': 'application/json', product: 'ONBOARDING' };

/** A page as a company writes one: a greeting, the people, the first week, a form and the hire's tasks. */
function blocksOf(index: number): WelcomeBlockInput[] {
  return [
    { id: 'intro', kind: 'text', html: `<h2>Page ${index}</h2><p>What you need to know in your first weeks, part ${index}.</p>` },
    { id: 'people', kind: 'people', title: 'People to meet', roles: ['manager', 'buddy', 'coordinator'], userIds: [] },
    {
      id: 'week',
      kind: 'timeline',
      title: 'Your first week',
      entries: [1, 2, 3, 5, 10].map((day) => ({ day, time: '10:00', title: `Day ${day} with the team`, details: null })),
    },
    { id: 'details', kind: 'form', title: 'Tell us', fieldKeys: ['phone', 'preferred_name'] },
    { id: 'tasks', kind: 'tasks', title: 'Your tasks' },
  ];
}

async function benchOne(db: BenchDatabase): Promise<void> {
  const gateway = await startHiresGateway(db, hires);
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const call = async <T>(method: string, path: string, token: string, body?: unknown): Promise<T> => {
    const answer = await httpRequest(
      agent,
      `${gateway.url}${path}`,
      method,
      { ...headers, authorization: `Bearer ${token}` },
      body === undefined ? undefined : JSON.stringify(body),
    );
    if (answer.status !== 200) throw new Error(`${method} ${path} answered ${answer.status}: ${answer.body}`);
    return (JSON.parse(answer.body) as { data: T }).data;
  };
  const signIn = async (email: string) => {
    const answer = await httpRequest(agent, `${gateway.url}/auth/signin`, 'PUT', headers, JSON.stringify({ email, password: 'Onboard@2026' }));
    return (JSON.parse(answer.body) as { data: { authToken: string } }).data.authToken;
  };
  try {
    const admin = await signIn('admin@acme.example');
    const newHire = await signIn('maya.patel@example.com');
    // The demo new hire's own hire, read as they read it: by their account.
    const { user } = await call<{ user: { id: string } }>('GET', '/users/me', newHire);
    const maya = { _id: (await call<{ hireId: string }>('GET', `/NewHire/welcome-experience/${user.id}`, newHire)).hireId };
    const welcomeUrl = `${gateway.url}/NewHire/welcome-experience/${maya._id}`;
    const previewUrl = `${gateway.url}/settings/preview`;
    const previewBody = JSON.stringify({ hireId: maya._id });
    const welcome = async () => (await httpRequest(agent, welcomeUrl, 'GET', { ...headers, authorization: `Bearer ${newHire}` })).status;
    const preview = async () => (await httpRequest(agent, previewUrl, 'POST', { ...headers, authorization: `Bearer ${admin}` }, previewBody)).status;

    const measure = async (): Promise<{ welcome: LoadFigures; preview: LoadFigures; pages: number }> => {
      // Warm-up, not counted: the first requests compile the code paths and fill the caches.
      await runLoad(1000, concurrency, welcome);
      await runLoad(1000, concurrency, preview);
      const pages = (await call<{ pages: unknown[] }>('GET', `/NewHire/welcome-experience/${maya._id}`, newHire)).pages.length;
      return { welcome: await runLoad(durationMs, concurrency, welcome), preview: await runLoad(durationMs, concurrency, preview), pages };
    };
    const single = await measure();

    const departments = (await call<{ _id: string }[]>('GET', '/settings/departments', admin)).map((each) => each._id);
    const locations = (await call<{ _id: string }[]>('GET', '/settings/locations', admin)).map((each) => each._id);
    const setUpAt = performance.now();
    for (let index = 2; index <= PAGES; index += 1) {
      let page = await call<{ _id: string; version: number }>('POST', '/settings/pages', admin, { title: `Page ${index}`, blocks: blocksOf(index) });
      if (index <= TARGETED_PAGES + 1) {
        const pick = (list: readonly string[], count: number) => Array.from({ length: count }, (_, step) => list[(index + step * 3) % list.length] as string);
        const criteria = [
          { dimension: 'department', values: [...new Set(pick(departments, 3))] },
          { dimension: 'location', values: [...new Set(pick(locations, 2))] },
        ];
        page = await call('PUT', `/settings/pages/page-rules/${page._id}`, admin, { version: page.version, criteria });
      }
      await call('POST', `/settings/pages/${page._id}/publish`, admin, { version: page.version });
    }
    const setUpMs = performance.now() - setUpAt;
    const many = await measure();

    const row = (name: string, f: LoadFigures) =>
      `${name.padEnd(44)} ${f.perSecond.toFixed(1).padStart(8)} req/s  p50 ${f.p50Ms.toFixed(1).padStart(6)} ms  p99 ${f.p99Ms.toFixed(1).padStart(6)} ms  (${f.requests} requests, ${f.failures} failed)`;
    console.info(
      `\nWelcome pages on ${db === 'sqlite' ? 'embedded SQLite' : 'PostgreSQL'}: ${hires.toLocaleString('en')} hires, concurrency ${concurrency}; ${PAGES - 1} pages added and published in ${(setUpMs / 1000).toFixed(1)} s`,
    );
    console.info(row(`GET welcome experience, ${single.pages} page (today)`, single.welcome));
    console.info(row(`GET welcome experience, ${many.pages} of ${PAGES} pages`, many.welcome));
    console.info(row('POST settings/preview, 1 page (today)', single.preview));
    console.info(row(`POST settings/preview, ${PAGES} pages, 200 rules`, many.preview));
    const ratio = (a: LoadFigures, b: LoadFigures) => `p99 ×${(b.p99Ms / a.p99Ms).toFixed(2)}, throughput ×${(b.perSecond / a.perSecond).toFixed(2)}`;
    console.info(`50 pages against 1: welcome experience ${ratio(single.welcome, many.welcome)}; preview ${ratio(single.preview, many.preview)}`);
    console.info('target: p99 < 20 ms with 50 pages and 200 rules');
  } finally {
    agent.destroy();
    await gateway.stop();
  }
}

await benchEachDatabase(benchOne);
