/** The sign-in route in Chromium: JS and CSS bytes (gzip) it loads, and its time to interactive. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

export interface RouteFigures {
  /** Loaded before the form is interactive. */
  criticalJsGzipBytes: number;
  criticalCssGzipBytes: number;
  /** Everything the route loads once idle, the carousel included. */
  totalJsGzipBytes: number;
  timeToInteractiveMs: { median: number; runs: number[] };
}

const LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
};

function gzipBytesOf(rendererDir: string, urls: Iterable<string>, extension: string): number {
  let total = 0;
  for (const url of urls) {
    const path = new URL(url).pathname;
    if (path.endsWith(extension) && !path.endsWith('/web-bridge.js')) total += gzipSync(readFileSync(join(rendererDir, path))).length;
  }
  return total;
}

/**
 * Runs in the page before any script and notes when the sign-in form first becomes usable. A string,
 * not a function: the TypeScript loader would wrap a function's inner names in helpers the page lacks.
 */
const MARK_INTERACTIVE = `
  const observer = new MutationObserver(() => {
    const email = document.querySelector('input[type="email"]');
    const button = [...document.querySelectorAll('button')].find((b) => b.textContent.trim() === 'Login');
    if (!email || email.disabled || !button || button.hasAttribute('disabled')) return;
    window.interactiveAt = performance.now();
    observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true, attributes: true });
`;

interface LoadTrace {
  interactiveAt: number;
  resources: { url: string; startTime: number }[];
}

export async function benchSignInRoute(webHostUrl: string, rendererDir: string, runs = 5): Promise<RouteFigures> {
  const browser = await chromium.launch(LAUNCH);
  try {
    const traces: LoadTrace[] = [];
    for (let run = 0; run < runs; run += 1) {
      const context = await browser.newContext();
      await context.addInitScript({ content: MARK_INTERACTIVE });
      const page = await context.newPage();
      await page.goto(`${webHostUrl}/sign-in`);
      await page.waitForFunction(() => 'interactiveAt' in window);
      await page.waitForLoadState('networkidle');
      traces.push(
        await page.evaluate(() => ({
          interactiveAt: (window as unknown as { interactiveAt: number }).interactiveAt,
          resources: performance.getEntriesByType('resource').map((entry) => ({ url: entry.name, startTime: entry.startTime })),
        })),
      );
      await context.close();
    }
    const last = traces[traces.length - 1]!;
    // What the route asked for before the form was usable, versus everything once the network is idle.
    const critical = last.resources.filter((resource) => resource.startTime <= last.interactiveAt).map((resource) => resource.url);
    const total = last.resources.map((resource) => resource.url);
    const times = traces.map((trace) => trace.interactiveAt).sort((a, b) => a - b);
    return {
      criticalJsGzipBytes: gzipBytesOf(rendererDir, critical, '.js'),
      criticalCssGzipBytes: gzipBytesOf(rendererDir, critical, '.css'),
      totalJsGzipBytes: gzipBytesOf(rendererDir, total, '.js'),
      timeToInteractiveMs: { median: times[Math.floor(times.length / 2)] ?? Number.NaN, runs: times.map(Math.round) },
    };
  } finally {
    await browser.close();
  }
}
