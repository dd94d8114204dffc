/**
 * `npm run bench:offline`: how soon /tasks shows the saved tasks and the offline banner
 * when the gateway is away, against the same page online; and how fast changes queued offline reach
 * the gateway once it is back, against the same changes sent straight to it.
 *
 * The offline copy's key lives in the OS keychain, so a Secret Service must answer, e.g.
 *   dbus-run-session -- sh -c 'echo pw | gnome-keyring-daemon --unlock --components=secrets >/dev/null; npm run bench:offline'
 *
 * BENCH_RUNS (default 7) page loads per figure, BENCH_CHANGES (500) queued changes, BENCH_REPLAY_RUNS (3).
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { AsyncEntry } from '@napi-rs/keyring';
import { chromium, type Page } from '@playwright/test';
import type { HcmBridge } from '../src/shared/bridge';
import type { Task } from '../src/shared/contract/onboarding-schemas';
import { createKeychainVault } from '../src/main/core/keychain-vault';
import { createOfflineStore } from '../src/main/core/offline-store';
import { vaultAccount, SESSION_COOKIE } from '../src/main/web-host/browser-sessions';
import { ensureRendererBuilt } from '../src/main/web-host/renderer-build';
import { OFFLINE_COPY_FILE, offlineKeyAccount } from '../src/main/web-host/server';
import { percentile } from './load';
import { completeOneByOne, createOwnTasks, signInToGateway, storedOutcome } from './offline-gateway-calls';
import {
  PAGE_MARKS_SCRIPT,
  readingAfter,
  readLoadTrace,
  requestsBetween,
  waitForMarks,
  type RequestGroup,
  type LoadTrace,
  type PageMarks,
} from './offline-page-marks';
import { copyWithQueuedChanges, waitingChangeIn } from './offline-queue';
import { benchGateway, benchWebHost, freePort } from './offline-stack';

const COORDINATOR = { email: 'coordinator@acme.example', password: 'Onboard@2026' };
const TARGET_MS = 300;
const LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
};

function count(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number of at least 1; got "${raw}".`);
  return value;
}

const RUNS = count('BENCH_RUNS', 7);
const CHANGES = count('BENCH_CHANGES', 500);
const REPLAY_RUNS = count('BENCH_REPLAY_RUNS', 3);

// ---------------------------------------------------------------------------------------------
// Figures

interface Spread {
  median: number;
  p90: number;
  runs: number[];
}

function spread(values: readonly number[]): Spread {
  const sorted = [...values].sort((a, b) => a - b);
  return { median: percentile(sorted, 0.5), p90: percentile(sorted, 0.9), runs: [...values] };
}

const ms = (value: number): string => `${value.toFixed(0)} ms`;
const describe = (figure: Spread): string =>
  `median ${ms(figure.median)}, p90 ${ms(figure.p90)}  (runs ${figure.runs.map((run) => run.toFixed(0)).join(', ')} ms)`;

/** The run whose time is the median, for showing where its time went. */
function medianRun<T>(runs: readonly T[], time: (run: T) => number): T {
  const sorted = [...runs].sort((a, b) => time(a) - time(b));
  return sorted[Math.floor(sorted.length / 2)]!;
}

function whereTimeWent(trace: LoadTrace): string {
  const bridge = trace.bridge.map((call) => `${call.name.replace('/bridge/', '')} ${call.start.toFixed(0)}–${call.end.toFixed(0)}`).join(', ');
  const offline = trace.bridge.filter((call) => call.name === '/bridge/offline').at(-1);
  const afterCopy = offline && trace.rowsAt !== null ? `; copy answered to first row ${ms(trace.rowsAt - offline.end)} (parse, hydrate, render)` : '';
  return [
    `HTML ${ms(trace.documentAt)}, scripts and styles in ${ms(trace.assetsAt)}`,
    `bridge calls (start–end, ms): ${bridge}`,
    `first row ${trace.rowsAt === null ? 'never' : ms(trace.rowsAt)}, banner ${trace.bannerAt === null ? 'never' : ms(trace.bannerAt)}${afterCopy}`,
  ].join('\n     ');
}

// ---------------------------------------------------------------------------------------------
// The stack

const keychainService = `hcm-onboarding-bench-${randomBytes(6).toString('hex')}`;
const probe = await createKeychainVault({ service: keychainService, account: 'probe' });
if (probe.kind !== 'keychain') {
  console.error(
    'No Secret Service answers, so the local web host would keep no offline copy (its keychain vault is "memory").\n' +
      'Run the bench inside a D-Bus session with an unlocked keyring, e.g.\n' +
      "  dbus-run-session -- sh -c 'echo pw | gnome-keyring-daemon --unlock --components=secrets >/dev/null; npm run bench:offline'",
  );
  process.exit(1);
}

const workDir = mkdtempSync(join(tmpdir(), 'hcm-bench-offline-'));
const gatewayDir = join(workDir, 'gateway');
const webDir = join(workDir, 'web');
mkdirSync(gatewayDir);
mkdirSync(webDir);
const gatewayDatabase = join(gatewayDir, 'gateway.sqlite');
process.once('SIGINT', () => process.exit(130));

const rendererDir = await ensureRendererBuilt(process.cwd());
const gateway = benchGateway(gatewayDir, await freePort());
const gatewayUrl = await gateway.start();
const host = benchWebHost({ gatewayUrl, rendererDir, dataDir: webDir, port: await freePort(), keychainService });
const hostUrl = await host.start();
const browser = await chromium.launch(LAUNCH);
const context = await browser.newContext();
await context.addInitScript({ content: PAGE_MARKS_SCRIPT });
const page = await context.newPage();

type BenchWindow = Window & { hcm: HcmBridge };

async function savedCopy(): Promise<string | null> {
  const answer = await page.evaluate(() => (window as unknown as BenchWindow).hcm.offline.load());
  if (!answer.ok) throw new Error(`The offline copy could not be read: ${answer.error.message}`);
  return answer.data;
}

async function waitForCopy(holds: (copy: string) => boolean, what: string): Promise<string> {
  const deadline = performance.now() + 30_000;
  for (;;) {
    const copy = await savedCopy();
    if (copy !== null && holds(copy)) return copy;
    if (performance.now() > deadline) throw new Error(`The offline copy never held ${what}.`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * A call to the web host's bridge from a page of its own origin that runs no app (one of its JSON
 * answers), so no persister of an open app can write over what the call does.
 */
async function bridgePost(path: string, body: unknown): Promise<{ ok: boolean; error?: { message: string } }> {
  await page.goto(`${hostUrl}/bridge/connectivity`);
  return page.evaluate(
    async ([route, payload]) => {
      const response = await fetch(route, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(payload),
      });
      return response.json() as Promise<{ ok: boolean; error?: { message: string } }>;
    },
    [path, body] as const,
  );
}

/** Loads `path` (without one, reloads the page) and waits until the first task row, and the banner if asked, are shown. */
async function loadTasks(withBanner: boolean, path?: string): Promise<LoadTrace> {
  if (path === undefined) await page.reload({ waitUntil: 'commit' });
  else await page.goto(`${hostUrl}${path}`, { waitUntil: 'commit' });
  await waitForMarks(
    page,
    (marks) => marks.rowsAt !== null && (!withBanner || marks.bannerAt !== null),
    60_000,
    withBanner ? 'task rows and the offline banner' : 'task rows',
  );
  return readLoadTrace(page);
}

const shownAt = (trace: PageMarks): number => Math.max(trace.rowsAt ?? Number.NaN, trace.bannerAt ?? 0);

async function cleanUpKeychain(): Promise<void> {
  const accounts = [offlineKeyAccount(webDir), 'probe'];
  const cookie = (await context.cookies(hostUrl).catch(() => [])).find((candidate) => candidate.name === SESSION_COOKIE);
  if (cookie) accounts.push(vaultAccount(cookie.value));
  for (const account of accounts) {
    await new AsyncEntry(keychainService, account, { linux: { store: 'secret-service' } }).deleteCredential().catch(() => undefined);
  }
}

try {
  // -------------------------------------------------------------------------------------------
  // Signed in with remember-me, /tasks read once from the gateway and saved.
  await page.goto(`${hostUrl}/sign-in`);
  await page.getByLabel('Email').fill(COORDINATOR.email);
  await page.getByLabel('Password', { exact: true }).fill(COORDINATOR.password);
  const remember = page.getByRole('checkbox', { name: /remember me/i });
  if (!(await remember.isChecked())) await remember.click();
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/sign-in'), { timeout: 30_000 });
  await loadTasks(false, '/tasks');
  await waitForCopy((copy) => copy.includes('"tasks.assigned"'), 'the /tasks list');
  // One more load, not counted: the browser's and the host's caches as they are in use.
  await loadTasks(false);

  const load = () =>
    loadavg()
      .map((value) => value.toFixed(2))
      .join(' ');
  console.info(`Offline /tasks (Chromium, loopback; gateway and local web host each in its own process; ${RUNS} runs each)`);
  console.info(`${availableParallelism()} cores; load average at start ${load()}`);

  // 1. Online, the same page.
  const onlineWarm: LoadTrace[] = [];
  for (let run = 0; run < RUNS; run += 1) onlineWarm.push(await loadTasks(false));
  const onlineRead: LoadTrace[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const cleared = await bridgePost('/bridge/offline/clear', {});
    if (!cleared.ok) throw new Error(`The offline copy could not be cleared: ${cleared.error?.message}`);
    onlineRead.push(await loadTasks(false, '/tasks'));
    await waitForCopy((copy) => copy.includes('"tasks.assigned"'), 'the /tasks list');
  }
  const warm = spread(onlineWarm.map((trace) => trace.rowsAt!));
  const read = spread(onlineRead.map((trace) => trace.rowsAt!));
  const signInForm = await signInFormTimes();
  console.info(`\n1. Online, navigation start to first task row, saved copy present (baseline): ${describe(warm)}`);
  console.info(`   Online, no saved copy (rows read from the gateway): ${describe(read)}`);
  console.info(`   For scale, the app's start with no session at all (signed out, to the sign-in form's email field): ${describe(signInForm)}`);

  // 2. The gateway goes away; the page is reloaded.
  await gateway.stop();
  await page.evaluate(() => (window as unknown as BenchWindow).hcm.connectivity.check());
  const reloaded: LoadTrace[] = [];
  for (let run = 0; run < RUNS; run += 1) reloaded.push(await loadTasks(true));
  const offlineReload = spread(reloaded.map(shownAt));
  console.info(`\n2. Gateway down, page reloaded to saved rows and offline banner shown: ${describe(offlineReload)}`);
  console.info(
    `   target < ${TARGET_MS} ms: ${offlineReload.median < TARGET_MS ? 'met' : 'NOT met'} (median); p90 ${offlineReload.p90 < TARGET_MS ? 'within' : 'over'} target`,
  );
  console.info(
    `   ratio to online with saved copy: ${(offlineReload.median / warm.median).toFixed(2)}; to online read from the gateway: ${(offlineReload.median / read.median).toFixed(2)}`,
  );
  console.info(`   median run: ${whereTimeWent(medianRun(reloaded, shownAt))}`);
  const newWindows = spread(await newWindowTimes());
  console.info(`   For scale, the same in a new window (a new renderer process, its scripts compiled afresh): ${describe(newWindows)}`);

  // 3. The web host restarts with the gateway still away: the core opens the session from the copy.
  const restarted: LoadTrace[] = [];
  const hostStarts: number[] = [];
  const copyReads: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    // A blank page first: the old page's event stream must not reopen the session before the measured load.
    await page.goto('about:blank');
    await host.stop();
    const store = createOfflineStore({
      file: join(webDir, OFFLINE_COPY_FILE),
      keySlot: await createKeychainVault({ service: keychainService, account: offlineKeyAccount(webDir) }),
    });
    const reading = performance.now();
    if ((await store.read()) === null) throw new Error('The offline copy could not be read back with the key in the keychain.');
    copyReads.push(performance.now() - reading);
    const starting = performance.now();
    await host.start();
    hostStarts.push(performance.now() - starting);
    restarted.push(await loadTasks(true, '/tasks'));
  }
  const offlineRestart = spread(restarted.map(shownAt));
  const copyBytes = statSync(join(webDir, OFFLINE_COPY_FILE)).size;
  console.info(`\n3. Gateway down, web host restarted, first load to saved rows and banner shown: ${describe(offlineRestart)}`);
  console.info(`   ratio to online with saved copy: ${(offlineRestart.median / warm.median).toFixed(2)}`);
  console.info(`   median run: ${whereTimeWent(medianRun(restarted, shownAt))}`);
  console.info(`   (not counted) host process start to listening: ${describe(spread(hostStarts))}`);
  console.info(
    `   (not counted) reading the copy in the core (keychain, decrypt, parse; ${(copyBytes / 1000).toFixed(1)} kB on disk): ${describe(spread(copyReads))}`,
  );

  // 4. Changes queued offline, replayed once the gateway is back.
  const replays: { totalMs: number; detectMs: number; requests: RequestGroup[] }[] = [];
  const directMs: number[] = [];
  const bridgeMs: number[] = [];
  for (let run = 1; run <= REPLAY_RUNS; run += 1) {
    if (!gateway.up) await gateway.start();
    const caller = await signInToGateway(gatewayUrl, COORDINATOR.email, COORDINATOR.password);
    try {
      const tasks = await createOwnTasks(caller, `Bench r${run} queued`, CHANGES);
      const first = tasks[0]!;

      // The template: one task completed in the page while the gateway is away, saved by the app.
      await page.goto(`${hostUrl}/tasks?search=${encodeURIComponent(first.title)}`);
      await page.locator(`[aria-label="My tasks"] tr[data-row-key="${first._id}"]`).waitFor({ timeout: 30_000 });
      await gateway.stop();
      await page.evaluate(() => (window as unknown as BenchWindow).hcm.connectivity.check());
      await waitForMarks(page, (marks) => marks.bannerAt !== null, 30_000, 'the offline banner');
      await page.getByRole('button', { name: `Complete ${first.title}` }).click();
      const copy = await waitForCopy((text) => waitingChangeIn(text, first._id) !== undefined, 'the waiting change');

      const queued = copyWithQueuedChanges(copy, first._id, tasks);
      const saved = await bridgePost('/bridge/offline/save', { data: queued.text });
      if (!saved.ok) throw new Error(`The copy with ${CHANGES} changes was refused: ${saved.error?.message}`);
      await page.goto(`${hostUrl}/tasks`, { waitUntil: 'commit' });
      const waitingLabel = `Offline, ${CHANGES} changes waiting`;
      await waitForMarks(page, (marks) => marks.statuses.some((reading) => reading.label === waitingLabel), 60_000, `"${waitingLabel}"`);

      await gateway.start();
      // "Try again" in the banner: the core finds the gateway back, and the queue is sent.
      const backAt = await page.evaluate(() => {
        const at = performance.now();
        [...document.querySelectorAll('button')].find((button) => button.textContent?.trim() === 'Try again')?.click();
        return at;
      });
      const marks = await waitForMarks(
        page,
        (current) => readingAfter(current, backAt, (label) => label === 'Online, no changes waiting') !== undefined,
        15 * 60_000,
        '"Online, no changes waiting"',
      );
      const synced = readingAfter(marks, backAt, (label) => label === 'Online, no changes waiting')!;
      const online = readingAfter(marks, backAt, (label) => label.startsWith('Online'))!;
      replays.push({ totalMs: synced.at - backAt, detectMs: online.at - backAt, requests: await requestsBetween(page, backAt, synced.at) });

      const outcome = storedOutcome(gatewayDatabase, queued.changes);
      if (outcome.doneOnce !== CHANGES || outcome.keysStored !== CHANGES || outcome.keysAnsweredOk !== CHANGES) {
        throw new Error(
          `Replay run ${run}: ${outcome.doneOnce} of ${CHANGES} tasks done exactly once, ${outcome.keysStored} keys stored (${outcome.keysAnsweredOk} answered OK); first wrong: ${JSON.stringify(outcome.wrong.slice(0, 5))}`,
        );
      }

      // Baselines: the same number of changes sent one after another, straight to the gateway and through the bridge.
      const direct = await createOwnTasks(caller, `Bench r${run} direct`, CHANGES);
      directMs.push(await completeOneByOne(caller, direct));
      const viaBridge = await createOwnTasks(caller, `Bench r${run} bridge`, CHANGES);
      bridgeMs.push(await bridgeOneByOne(page, viaBridge));
    } finally {
      caller.close();
    }
  }
  const total = spread(replays.map((replay) => replay.totalMs));
  const direct = spread(directMs);
  const bridged = spread(bridgeMs);
  const rate = (figure: Spread) => `${(CHANGES / (figure.median / 1000)).toFixed(0)} changes/s`;
  console.info(`\n4. Replay of ${CHANGES} queued changes, "Try again" with the gateway back to "Online, no changes waiting" (${REPLAY_RUNS} runs):`);
  console.info(`   ${describe(total)}; ${rate(total)} (median)`);
  console.info(`   of which the core finding the gateway back: ${describe(spread(replays.map((replay) => replay.detectMs)))}`);
  const replayRequests = medianRun(replays, (replay) => replay.totalMs).requests.slice(0, 4);
  console.info(
    `   requests of the median run (count, median each, wall time busy): ${replayRequests.map((group) => `${group.path.replace('/bridge/', '')} ${group.count} × ${ms(group.medianMs)}, ${ms(group.busyMs)}`).join('; ')}`,
  );
  console.info(`   checked on the gateway each run: ${CHANGES} of ${CHANGES} tasks done at version +1, one stored answer per key`);
  console.info(
    `   Baseline, straight to the gateway over HTTP one after another: ${describe(direct)}; ${rate(direct)}; replay / baseline ${(total.median / direct.median).toFixed(2)}`,
  );
  console.info(
    `   Baseline, through the bridge and core one after another (no queue): ${describe(bridged)}; ${rate(bridged)}; replay / bridge ${(total.median / bridged.median).toFixed(2)}`,
  );

  console.info(`\nload average at end ${load()}`);
  await bridgePost('/bridge/session/sign-out', {});
} finally {
  await browser.close().catch(() => undefined);
  await host.stop().catch(() => undefined);
  await gateway.stop().catch(() => undefined);
  await cleanUpKeychain();
  rmSync(workDir, { recursive: true, force: true });
}

/** The sign-in page in a browser context of its own (no session), loaded once and then reloaded RUNS times. */
/** /tasks opened in a window of its own each time, as a new app window would be, to the saved rows and the banner. */
async function newWindowTimes(): Promise<number[]> {
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const opened = await context.newPage();
    try {
      await opened.goto(`${hostUrl}/tasks`, { waitUntil: 'commit' });
      times.push(shownAt(await waitForMarks(opened, (marks) => marks.rowsAt !== null && marks.bannerAt !== null, 60_000, 'task rows and the offline banner')));
    } finally {
      await opened.close();
    }
  }
  return times;
}

async function signInFormTimes(): Promise<Spread> {
  const signedOut = await browser.newContext();
  try {
    await signedOut.addInitScript({ content: PAGE_MARKS_SCRIPT });
    const other = await signedOut.newPage();
    const times: number[] = [];
    await other.goto(`${hostUrl}/sign-in`);
    for (let run = 0; run <= RUNS; run += 1) {
      if (run > 0) await other.reload({ waitUntil: 'commit' });
      const marks = await waitForMarks(other, (current) => current.signInFormAt !== null, 30_000, 'the sign-in form');
      if (run > 0) times.push(marks.signInFormAt!);
    }
    return spread(times);
  } finally {
    await signedOut.close();
  }
}

/** Completes each task through window.hcm in the page, one after another; answers the page's milliseconds. */
async function bridgeOneByOne(on: Page, tasks: readonly Task[]): Promise<number> {
  await on.goto(`${hostUrl}/tasks`);
  return on.evaluate(
    async (changes) => {
      const bridge = (window as unknown as BenchWindow).hcm;
      const started = performance.now();
      for (const change of changes) {
        const answer = await bridge.api.call(
          'tasks.changeStatus',
          { taskId: change.taskId, version: change.version, status: 'done' },
          { idempotencyKey: crypto.randomUUID() },
        );
        if (!answer.ok) throw new Error(`tasks.changeStatus through the bridge failed: ${answer.error.message}`);
      }
      return performance.now() - started;
    },
    tasks.map((task) => ({ taskId: task._id, version: task.version })),
  );
}
