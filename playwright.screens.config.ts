import { defineConfig } from '@playwright/test';
import journeys from './playwright.config';

/** Pictures of the screens, light and dark, wide and narrow, for docs/screens (`npm run screens` after a build). */
export default defineConfig({ ...journeys, testDir: 'tests/screens', timeout: 600_000 });
