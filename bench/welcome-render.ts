/**
 * The new hire's welcome page in Chromium: from navigation to its first render (the greeting) and
 * to its content (today's single page: "Your first day"; the sequence: the first page's title), with
 * the company's pages published and with none, alternated in one run so both see the same machine.
 * Run under a keychain (`npm run bench:welcome` in a D-Bus session, as the journeys are).
 */
import { chromium, type Page } from '@playwright/test';
import { signInOverHttp } from '../tests/e2e/support/onboarding-gateway';
import { DEMO_PASSWORD, signInAs } from '../tests/e2e/support/onboarding-ui';
import { startTestGateway, WebHostProcess } from '../tests/e2e/support/stack';
import type { WelcomePage, WelcomePageSummary } from '../src/shared/contract/welcome-pages';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 12);
const LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
};

interface Render {
  greetingMs: number;
  contentMs: number;
}

/** Opens the welcome page afresh and times, from the navigation's start, the greeting and the content. */
async function timeWelcome(page: Page, host: string, content: string): Promise<Render> {
  await page.goto('about:blank');
  await page.goto(`${host}/welcome-experiance`, { waitUntil: 'commit' });
  const seen = async (text: string) => {
    await page.getByText(text, { exact: true }).first().waitFor({ state: 'visible', timeout: 30_000 });
    return page.evaluate(() => performance.now());
  };
  const greetingMs = await seen('Welcome to Acme Ltd, Maya!');
  const contentMs = await seen(content);
  return { greetingMs, contentMs };
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

const gateway = await startTestGateway();
const host = await WebHostProcess.start(gateway.url);
const browser = await chromium.launch(LAUNCH);
try {
  // The sequence: the demo's page for everyone and four more, each with a text, people, a timeline and a form.
  const admin = await signInOverHttp(gateway.url, 'admin@acme.example', DEMO_PASSWORD);
  for (let index = 1; index <= 4; index += 1) {
    const page = await admin.post<WelcomePage>('/settings/pages', {
      title: `Getting started ${index}`,
      blocks: [
        { id: 'text', kind: 'text', html: '<p>What your first weeks look like, and who to ask.</p>'.repeat(4) },
        { id: 'people', kind: 'people', title: 'People you will meet', roles: ['manager', 'buddy', 'coordinator'], userIds: [] },
        {
          id: 'week',
          kind: 'timeline',
          title: 'Your first week',
          entries: [1, 2, 3, 4, 5].map((day) => ({ day, time: '09:30', title: `Day ${day} stand-up`, details: null })),
        },
        { id: 'form', kind: 'form', title: 'Tell us about you', fieldKeys: ['preferred_name', 'phone'] },
        { id: 'tasks', kind: 'tasks', title: 'Your tasks' },
      ],
    });
    await admin.post(`/settings/pages/${page._id}/publish`, { version: page.version });
  }
  const pages = (await admin.get<WelcomePageSummary[]>('/settings/pages')).filter((page) => page.status === 'published');
  const setPublished = async (on: boolean) => {
    for (const page of await admin.get<WelcomePageSummary[]>('/settings/pages')) {
      if (on && page.status === 'draft') await admin.post(`/settings/pages/${page._id}/publish`, { version: page.version });
      if (!on && page.status === 'published') await admin.post(`/settings/pages/${page._id}/unpublish`, { version: page.version });
    }
  };

  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAs(page, host.url, 'maya.patel@example.com');
  const single: Render[] = [];
  const sequence: Render[] = [];
  // One warm-up each, then alternate, so the machine's noise falls on both alike.
  for (let round = -1; round < ROUNDS; round += 1) {
    await setPublished(false);
    const one = await timeWelcome(page, host.url, 'Your first day');
    await setPublished(true);
    const many = await timeWelcome(page, host.url, pages[0]!.title);
    if (round >= 0) {
      single.push(one);
      sequence.push(many);
    }
  }
  await context.close();

  const line = (label: string, runs: Render[]) =>
    `${label.padEnd(34)} greeting ${median(runs.map((run) => run.greetingMs)).toFixed(0)} ms, content ${median(runs.map((run) => run.contentMs)).toFixed(0)} ms`;
  console.info(`Welcome page first render (Chromium, loopback; medians of ${ROUNDS} alternated runs)`);
  console.info(line("today's single page (no pages)", single));
  console.info(line(`the sequence (${pages.length} pages published)`, sequence));
  const ratio = (pick: (run: Render) => number) => median(sequence.map(pick)) / median(single.map(pick));
  console.info(`ratio sequence / single page: greeting ${ratio((run) => run.greetingMs).toFixed(2)}, content ${ratio((run) => run.contentMs).toFixed(2)}`);
} finally {
  await browser.close();
  await host.dispose();
  await gateway.close();
}
