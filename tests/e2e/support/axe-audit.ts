import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

// The app's Content-Security-Policy refuses an added script tag; evaluating the source is allowed.
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The only rule whose outcome depends on the theme's colours: the other presets and modes are audited with it alone. */
export const COLOUR_RULES = ['color-contrast'] as const;

export interface AuditOptions {
  /** Only these rules, e.g. COLOUR_RULES; every rule otherwise. */
  rules?: readonly string[];
}

/**
 * antd moves colours and popups with transitions: an audit measures what the screen settles on, so
 * they are brought to their end at once, frame after frame until none starts (a theme's new colours
 * can start theirs a frame or two after the change); a spinner, which never ends, is left turning.
 */
export async function finishMotion(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (let quietFrames = 0; quietFrames < 3;) {
      const moving = document.getAnimations().filter((animation) => animation.playState === 'running' && animation.effect?.getTiming().iterations !== Infinity);
      for (const animation of moving) animation.finish();
      quietFrames = moving.length === 0 ? quietFrames + 1 : 0;
      await nextFrame();
    }
  });
}

/** The serious and critical findings of axe on the page once settled, each as `rule: help (targets)`. */
export async function auditPage(page: Page, options: AuditOptions = {}): Promise<string[]> {
  await finishMotion(page);
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(AXE_SOURCE);
  // Only the violations are read: axe then spends no time describing what passed.
  const runOptions: RunOptions = { resultTypes: ['violations'], ...(options.rules ? { runOnly: { type: 'rule', values: [...options.rules] } } : {}) };
  const results = await page.evaluate(
    async (run) => (window as unknown as { axe: { run(context: Document, options: RunOptions): Promise<AxeResults> } }).axe.run(document, run),
    runOptions,
  );
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
}

/**
 * Audits the page and records its findings under `state` without stopping the journey, so one run
 * lists every state that fails; the test fails at its end when any did.
 */
export async function expectAccessible(page: Page, state: string, options: AuditOptions = {}): Promise<void> {
  expect.soft(await auditPage(page, options), state).toEqual([]);
}
