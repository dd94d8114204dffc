/**
 * What the offline bench reads in the page: when the first task row of "My tasks", the offline
 * banner and each reading of the header's connection status appeared (performance.now(), from the
 * navigation's start), and when the page's own requests (scripts, bridge calls) started and ended.
 */
import type { Page } from '@playwright/test';

/**
 * Runs in each page before any script. A string, not a function: the TypeScript loader would wrap a
 * function's inner names in helpers the page lacks. Attributes are watched only where a reading
 * can change (the status's name), so the watch itself costs the page next to nothing.
 */
export const PAGE_MARKS_SCRIPT = `
  performance.setResourceTimingBufferSize(5000);
  const marks = { rowsAt: null, bannerAt: null, signInFormAt: null, statuses: [] };
  window.__benchMarks = marks;
  const rowSelector = '[aria-label="My tasks"] tr[data-row-key]:not([data-row-key^="hcm-skeleton"])';
  const note = () => {
    if (marks.rowsAt === null && document.querySelector(rowSelector)) marks.rowsAt = performance.now();
    if (marks.signInFormAt === null && document.querySelector('input[type="email"]')) marks.signInFormAt = performance.now();
    if (marks.bannerAt === null) {
      for (const alert of document.querySelectorAll('[role="alert"]')) {
        if (/You.re offline/.test(alert.getAttribute('aria-label') || alert.textContent || '')) marks.bannerAt = performance.now();
      }
    }
    const status = [...document.querySelectorAll('[role="status"][aria-label]')]
      .map((element) => element.getAttribute('aria-label'))
      .find((label) => /^(Online|Offline), /.test(label));
    const last = marks.statuses[marks.statuses.length - 1];
    if (status && (!last || last.label !== status)) marks.statuses.push({ label: status, at: performance.now() });
  };
  new MutationObserver(note).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-label'] });
`;

export interface StatusReading {
  label: string;
  at: number;
}

export interface PageMarks {
  rowsAt: number | null;
  bannerAt: number | null;
  /** The sign-in form's email field: the app's start without a session, for comparison. */
  signInFormAt: number | null;
  statuses: StatusReading[];
}

export interface RequestTiming {
  name: string;
  start: number;
  end: number;
}

export interface LoadTrace extends PageMarks {
  /** The HTML's last byte. */
  documentAt: number;
  /** The last script or style sheet's last byte among those the page asked for before its first row. */
  assetsAt: number;
  /** The bridge calls, by path, in the order they started. */
  bridge: RequestTiming[];
}

export function readMarks(page: Page): Promise<PageMarks> {
  return page.evaluate(() => (window as unknown as { __benchMarks: PageMarks }).__benchMarks);
}

/** Waits until the page's marks satisfy `done`, polling them (the marks themselves are exact). */
export async function waitForMarks(page: Page, done: (marks: PageMarks) => boolean, timeoutMs: number, what: string): Promise<PageMarks> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const marks = await readMarks(page);
    if (done(marks)) return marks;
    if (performance.now() > deadline)
      throw new Error(
        `Timed out after ${timeoutMs} ms waiting for ${what}; the page shows: ${JSON.stringify({ ...marks, statuses: marks.statuses.slice(-3) })}`,
      );
    // The page keeps its own times; looking less often only leaves its main thread more to itself.
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function readLoadTrace(page: Page): Promise<LoadTrace> {
  const marks = await readMarks(page);
  const timings = await page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    const resources = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((entry) => ({
      name: new URL(entry.name).pathname,
      start: entry.startTime,
      end: entry.responseEnd,
    }));
    return { documentAt: navigation?.responseEnd ?? Number.NaN, resources };
  });
  const until = marks.rowsAt ?? Number.POSITIVE_INFINITY;
  const assets = timings.resources.filter((entry) => /\.(js|css)$/.test(entry.name) && entry.start <= until);
  return {
    ...marks,
    documentAt: timings.documentAt,
    assetsAt: Math.max(0, ...assets.map((entry) => entry.end)),
    bridge: timings.resources.filter((entry) => entry.name.startsWith('/bridge/') && entry.start <= until).sort((a, b) => a.start - b.start),
  };
}

export interface RequestGroup {
  path: string;
  count: number;
  medianMs: number;
  /** Wall time covered by at least one of them (they may overlap). */
  busyMs: number;
}

/** The page's requests that started in [from, to], grouped by path (the API call's name kept), slowest total first. */
export async function requestsBetween(page: Page, from: number, to: number): Promise<RequestGroup[]> {
  const entries = await page.evaluate(
    ([start, end]) =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => entry.startTime >= start && entry.startTime <= end)
        .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime, end: entry.responseEnd })),
    [from, to] as const,
  );
  const groups = new Map<string, { start: number; end: number }[]>();
  for (const entry of entries) groups.set(entry.path, [...(groups.get(entry.path) ?? []), entry]);
  return [...groups.entries()]
    .map(([path, timings]) => {
      const durations = timings.map((timing) => timing.end - timing.start).sort((a, b) => a - b);
      let busyMs = 0;
      let reached = Number.NEGATIVE_INFINITY;
      for (const timing of [...timings].sort((a, b) => a.start - b.start)) {
        busyMs += Math.max(0, timing.end - Math.max(timing.start, reached));
        reached = Math.max(reached, timing.end);
      }
      return { path, count: timings.length, medianMs: durations[Math.floor(durations.length / 2)] ?? Number.NaN, busyMs };
    })
    .sort((a, b) => b.busyMs - a.busyMs);
}

/** The first status reading at or after `since` that matches. */
export function readingAfter(marks: PageMarks, since: number, matches: (label: string) => boolean): StatusReading | undefined {
  return marks.statuses.find((reading) => reading.at >= since && matches(reading.label));
}
