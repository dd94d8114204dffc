import { defineConfig } from '@playwright/test';

/** Journeys through the real UI, the real core (local web host) and the real gateway, in Debian's Chromium. */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
    trace: 'off',
    // As a person who asked their system for less motion: the app then opens dialogs at once. Zooming
    // in, a dialog's button moved between the press and the release on a busy machine, and the click was lost.
    reducedMotion: 'reduce',
    // A click that cannot land (something lies over its target) fails with what covers it, rather than waiting out the test.
    actionTimeout: 30_000,
  },
});
