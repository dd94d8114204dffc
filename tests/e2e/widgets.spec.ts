import { mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { auditPage } from './support/axe-audit';
import { serveWidgetGallery } from './support/widget-gallery';

const SCREENSHOT_DIR = join(process.cwd(), 'test-results/widget-screenshots');
const DEMOS = readdirSync(join(process.cwd(), 'tests/widgets/gallery/demos'))
  .filter((name) => name.endsWith('.tsx'))
  .map((name) => name.replace(/\.tsx$/, ''))
  .sort();

test.describe('shared widgets in the app theme', () => {
  let gallery: Awaited<ReturnType<typeof serveWidgetGallery>>;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    gallery = await serveWidgetGallery();
  });

  test.afterAll(async () => {
    await gallery?.close();
    console.log(`Widget screenshots, light and dark: ${SCREENSHOT_DIR}`);
  });

  for (const mode of ['light', 'dark'] as const) {
    test(`filter-bar (${mode}): each picker opens from the keyboard with no serious or critical violation, and Escape closes it onto its field`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(`${gallery.url}/?widget=filter-bar&mode=${mode}`);
      await page.locator('[data-demo-ready]').first().waitFor();
      const popup = page.locator('.ant-select-dropdown, .ant-picker-dropdown').filter({ visible: true });
      const selects = page.getByRole('combobox');
      const dates = page.locator('.ant-picker input');
      const fields = [
        ...(await selects.all()).map((field) => ({ field, opener: 'ArrowDown' })),
        // antd's date fields open on Enter (and on a click), not on the focus alone.
        ...(await dates.all()).map((field) => ({ field, opener: 'Enter' })),
      ];
      expect(fields.length).toBeGreaterThanOrEqual(8);
      for (const { field, opener } of fields) {
        await field.focus();
        await field.press(opener);
        await expect(popup).toHaveCount(1);
        await expect(popup.locator('.ant-select-item-option, .ant-picker-cell-in-view').first()).toBeVisible();
        expect(await auditPage(page), (await field.getAttribute('id')) ?? '').toEqual([]);
        await field.press('Escape');
        await expect(popup).toHaveCount(0);
        await expect(field).toBeFocused();
      }
    });
  }

  for (const demo of DEMOS) {
    for (const mode of ['light', 'dark'] as const) {
      test(`${demo} (${mode}): no serious or critical accessibility violation`, async ({ page }) => {
        await page.setViewportSize({ width: 1280, height: 900 });
        await page.goto(`${gallery.url}/?widget=${demo}&mode=${mode}`);
        await expect(page.locator(`[data-demo="${demo}"]`)).toBeVisible();
        await page.locator('[data-demo-ready]').first().waitFor();
        // The same audit as the screens' journey (tests/e2e/accessibility.spec.ts), with nothing left out.
        expect(await auditPage(page)).toEqual([]);
        await page.screenshot({ path: join(SCREENSHOT_DIR, `${demo}-${mode}.png`), fullPage: true });
      });
    }
  }
});
