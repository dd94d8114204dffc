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

/** The serious and critical findings of axe on the page as it stands, each as `rule: help (targets)`. */
export async function auditPage(page: Page, options: AuditOptions = {}): Promise<string[]> {
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
