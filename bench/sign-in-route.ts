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

export async function benchSignInRoute(webHostUrl: string, rendererDir: string, runs = 5): Promise<RouteFigures> {
  const browser = await chromium.launch(LAUNCH);
  try {
    const times: number[] = [];
    let critical = new Set<string>();
    let total = new Set<string>();
    for (let run = 0; run < runs; run += 1) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const loaded = new Set<string>();
      page.on('requestfinished', (request) => loaded.add(request.url()));
      await page.goto(`${webHostUrl}/sign-in`);
      await page.getByRole('button', { name: 'Login' }).waitFor({ state: 'visible' });
      await page.waitForFunction(() => {
        const email = document.querySelector<HTMLInputElement>('input[type="email"], input#email, input[name="email"]');
        const button = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Login');
        return Boolean(email && !email.disabled && button && !button.hasAttribute('disabled'));
      });
      times.push(await page.evaluate(() => performance.now()));
      critical = new Set(loaded);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(500);
      total = new Set(loaded);
      await context.close();
    }
    times.sort((a, b) => a - b);
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
