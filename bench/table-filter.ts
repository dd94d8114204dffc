/**
 * The shared data table over 10,000 client-side rows, in Chromium on the widget gallery's long-list
 * demo, without and with row selection: the time from a search change to the filtered rows painted
 * (baseline: Array.filter alone in the same page), and the frames of a scroll from the top of the
 * list to its end. On a shared machine the wall-clock figures carry other processes' load, so the
 * searches run a second time under Chromium's tracing for the page's main-thread CPU time per change.
 * Run alone with `npx tsx bench/table-filter.ts`; `npm run bench` runs it too.
 */
import { chromium, type Browser, type Page } from '@playwright/test';
import playwrightConfig from '../playwright.config';
import { serveWidgetGallery } from '../tests/e2e/support/widget-gallery';

/** Typed, cleared and retyped as a person searching the directory would: 30 changes of the search. */
const SEARCHES = [
  'e',
  'en',
  'eng',
  'engi',
  'engin',
  'engine',
  'enginee',
  'engineer',
  '',
  'l',
  'lo',
  'lon',
  'lond',
  'london',
  '',
  'pay',
  'payr',
  'payroll',
  'payroll a',
  '',
  'okafor',
  'zz',
  '',
  'sales',
  'sales m',
  'man',
  'manc',
  'manchester',
  'remote',
  '',
];
const WARM_UP = ['a', 'ab', '', 'finance', ''];
const VARIANTS = [
  { name: 'search only', query: '' },
  { name: 'with row selection', query: '&selectable' },
];
const ROW_COUNT = 10_000;
const SCROLL_FRAMES = 150;
const TARGET_MS = 50;
const FRAME_MS = 1000 / 60;

interface FilterRun {
  query: string;
  commitMs: number;
  paintedMs: number;
  baselineMs: number;
  shown: number;
  expected: number;
  status: string;
}

interface ScrollRun {
  frames: number[];
  distancePx: number;
  lastSerial: string;
}

interface VariantFigures {
  runs: FilterRun[];
  cpuMs: number[];
  scroll: ScrollRun;
  pageErrors: string[];
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

/**
 * Runs in the page (a string, not a function: the TypeScript loader would wrap a function's inner
 * names in helpers the page lacks). Changes the search as typing does, waits for the frame after
 * React's commit to be painted (a message posted from requestAnimationFrame runs once that frame is
 * out), then times the same search with Array.filter alone.
 */
const CHANGE_SEARCH = `async (query) => {
  const input = document.getElementById('employee-search');
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
  const bench = window.__tableBench;
  performance.mark('hcm-change-start');
  const start = performance.now();
  setValue.call(input, query);
  input.dispatchEvent(new Event('input', { bubbles: true }));
  await new Promise((resolve) => requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = resolve;
    channel.port2.postMessage(null);
  }));
  const painted = performance.now();
  performance.mark('hcm-change-end');
  const commit = bench.lastCommit;
  const status = document.querySelector('.hcm-data-table [role="status"]').textContent;
  const baselineStart = performance.now();
  const expected = bench.rows.filter((row) => bench.matches(row, query)).length;
  const baselineEnd = performance.now();
  return {
    query,
    commitMs: commit && commit.query === query ? commit.at - start : Number.NaN,
    paintedMs: painted - start,
    baselineMs: baselineEnd - baselineStart,
    shown: commit ? commit.count : -1,
    expected,
    status,
  };
}`;

/**
 * Runs in the page: scrolls the virtual list from top to end in equal steps, one per frame (the end
 * read again at each step, as the list corrects its estimated heights with measured ones).
 */
const SCROLL_TO_END = `async (steps) => {
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  const holder = document.querySelector('.ant-table-tbody-virtual-holder');
  const end = () => holder.scrollHeight - holder.clientHeight;
  holder.scrollTop = 0;
  await frame();
  const frames = [];
  let previous = await frame();
  for (let step = 1; step <= steps; step += 1) {
    holder.scrollTop = (end() * step) / steps;
    const now = await frame();
    frames.push(now - previous);
    previous = now;
  }
  for (let settle = 0; settle < 5; settle += 1) {
    holder.scrollTop = end();
    await frame();
  }
  const serials = [...document.querySelectorAll('.ant-table-tbody .ant-table-row')]
    .map((row) => [...row.children].map((cell) => cell.textContent).find((text) => /^[0-9]+$/.test(text)) || '');
  return { frames, distancePx: holder.scrollTop, lastSerial: serials[serials.length - 1] || '' };
}`;

/**
 * Main-thread CPU time of each search change: the thread time of the renderer's tasks that ran
 * between the change's start and end marks (the change itself, React's work, style, layout, paint).
 */
async function cpuPerChange(browser: Browser, page: Page, change: (query: string) => Promise<FilterRun>): Promise<number[]> {
  await browser.startTracing(page, { categories: ['disabled-by-default-devtools.timeline', 'devtools.timeline', 'blink.user_timing'] });
  for (const query of SEARCHES) await change(query);
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
  const starts = traceEvents.filter((event) => event.name === 'hcm-change-start').sort((a, b) => a.ts - b.ts);
  const ends = traceEvents.filter((event) => event.name === 'hcm-change-end').sort((a, b) => a.ts - b.ts);
  const main = starts[0] && traceEvents.find((event) => event.ph === 'M' && event.pid === starts[0]!.pid && event.args?.name === 'CrRendererMain');
  if (!main || starts.length !== ends.length) return [];
  const tasks = traceEvents.filter((event) => event.name === 'RunTask' && event.ph === 'X' && event.pid === main.pid && event.tid === main.tid);
  return starts.map((start, index) => {
    const end = ends[index]!.ts;
    const cpuMicros = tasks.filter((task) => task.ts <= end && task.ts + (task.dur ?? 0) >= start.ts).reduce((sum, task) => sum + (task.tdur ?? 0), 0);
    return cpuMicros / 1000;
  });
}

async function measureVariant(browser: Browser, url: string): Promise<VariantFigures> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  try {
    await page.goto(url);
    await page.locator('[data-demo-ready]').waitFor();
    await page.locator('.ant-table-tbody .ant-table-row').first().waitFor();
    const change = (query: string) => page.evaluate(`(${CHANGE_SEARCH})(${JSON.stringify(query)})`) as Promise<FilterRun>;
    for (const query of WARM_UP) await change(query);
    const runs: FilterRun[] = [];
    for (const query of SEARCHES) runs.push(await change(query));
    const cpuMs = await cpuPerChange(browser, page, change);
    await change('');
    const scroll = (await page.evaluate(`(${SCROLL_TO_END})(${SCROLL_FRAMES})`)) as ScrollRun;
    return { runs, cpuMs, scroll, pageErrors };
  } finally {
    await page.close();
  }
}

const quantile = (values: number[], share: number) => {
  const ordered = values.filter(Number.isFinite).sort((a, b) => a - b);
  return ordered[Math.min(ordered.length - 1, Math.max(0, Math.ceil(share * ordered.length) - 1))] ?? Number.NaN;
};
const median = (values: number[]) => quantile(values, 0.5);
const ms = (value: number) => `${value.toFixed(1)} ms`;
const spread = (values: number[]) => `median ${ms(median(values))}  p95 ${ms(quantile(values, 0.95))}`;

/** Prints one variant's figures; returns its problems (rows not matching the search, page errors). */
function report(name: string, { runs, cpuMs, scroll, pageErrors }: VariantFigures): string[] {
  const painted = runs.map((run) => run.paintedMs);
  const baseline = runs.map((run) => run.baselineMs);
  const slowFrames = scroll.frames.filter((frame) => frame > FRAME_MS * 1.5).length;
  console.info(`\n${name}`);
  console.info(`  search change -> rows painted: ${spread(painted)}  max ${ms(Math.max(...painted))}  (${runs.length} changes; target < ${TARGET_MS} ms)`);
  console.info(`  search change -> React commit: ${spread(runs.map((run) => run.commitMs))}`);
  console.info(`  main-thread CPU per change (traced run): ${spread(cpuMs)}`);
  console.info(`  Array.filter alone (baseline): ${spread(baseline)}`);
  console.info(
    `  painted / baseline: median ${(median(painted) / median(baseline)).toFixed(1)}x  p95 ${(quantile(painted, 0.95) / quantile(baseline, 0.95)).toFixed(1)}x`,
  );
  console.info(`  per change ('search' rows -> painted ms): ${runs.map((run) => `'${run.query}' ${run.expected} -> ${run.paintedMs.toFixed(0)}`).join(', ')}`);
  console.info(
    `  scroll to the end (${(scroll.distancePx / 1000).toFixed(0)} k px, ${scroll.frames.length} frames): frame ${spread(scroll.frames)}  max ${ms(Math.max(...scroll.frames))}  frames over ${ms(FRAME_MS * 1.5)}: ${slowFrames}`,
  );
  const problems = runs
    .filter(
      (run) => run.shown !== run.expected || !run.status.includes(`Showing ${run.expected.toLocaleString('en-GB')} of ${ROW_COUNT.toLocaleString('en-GB')}`),
    )
    .map((run) => `'${run.query}' showed ${run.shown} rows, expected ${run.expected}`);
  if (scroll.lastSerial !== String(ROW_COUNT)) problems.push(`the last row after scrolling is no. ${scroll.lastSerial}, not ${ROW_COUNT}`);
  return [...problems, ...pageErrors.map((message) => `page error: ${message}`)];
}

const gallery = await serveWidgetGallery();
const browser = await chromium.launch(playwrightConfig.use?.launchOptions ?? {});
try {
  console.info(`\nData table, ${ROW_COUNT.toLocaleString('en-GB')} client-side rows in scroll mode (Chromium, widget gallery long-list demo)`);
  const problems: string[] = [];
  for (const variant of VARIANTS) {
    const figures = await measureVariant(browser, `${gallery.url}/?widget=data-table-long-list&mode=light${variant.query}`);
    problems.push(...report(variant.name, figures).map((problem) => `${variant.name}: ${problem}`));
  }
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    process.exitCode = 1;
  }
} finally {
  await browser.close();
  await gallery.close();
}
