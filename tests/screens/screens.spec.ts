import { expect, type Page, test } from '@playwright/test';
import { signInOverHttp } from '../e2e/support/onboarding-gateway';
import { DEMO_PASSWORD, SLOW, signInAs, typeDate } from '../e2e/support/onboarding-ui';
import { DEMO_COORDINATOR, sharedStack } from '../e2e/support/stack';

const OUT = 'docs/screens';
const WIDE = { width: 1280, height: 860 };
const NARROW = { width: 700, height: 860 };

/** Sets the header's dark-mode switch, kept on this device from then on. */
async function useMode(page: Page, mode: 'light' | 'dark'): Promise<void> {
  const dark = page.getByRole('switch', { name: 'Dark' });
  if ((await dark.isChecked()) !== (mode === 'dark')) await dark.click();
}

test.describe('the screens, light and dark', () => {
  const stack = sharedStack();

  for (const mode of ['light', 'dark'] as const) {
    test(`in ${mode}`, async ({ page }) => {
      const host = stack.host.url;
      const picture = async (name: string) => {
        // Toasts and drawers settle before the picture.
        await page.waitForTimeout(500);
        await page.screenshot({ path: `${OUT}/${name}-${mode}.png` });
      };
      // A reload or an address typed over a form with changes asks the browser first: the pictures go on.
      page.on('dialog', (dialog) => void dialog.accept());
      const api = await signInOverHttp(stack.gateway.url, DEMO_COORDINATOR.email, DEMO_PASSWORD);
      const maya = (await api.get<{ items: { _id: string }[] }>('/NewHire/list-preview-experience?search=Maya')).items[0]!._id;

      await page.setViewportSize(WIDE);
      await signInAs(page, host, 'admin@acme.example');
      await useMode(page, mode);

      await page.goto(`${host}/settings/locations`);
      await expect(page.getByRole('heading', { name: 'London HQ' })).toBeVisible(SLOW);
      await picture('locations');

      await page.goto(`${host}/new-hiring`);
      await expect(page.getByRole('table', { name: 'New hires' }).getByRole('link').first()).toBeVisible(SLOW);
      await typeDate(page.getByLabel('Start date from'), '2026-11-01');
      await typeDate(page.getByLabel('Start date to'), '2026-10-01');
      await expect(page.getByText('Start date to must not be before Start date from')).toBeVisible();
      await picture('hires-backwards-range');

      await page.goto(`${host}/new-hiring/add-new-hire`);
      const startOver = page.getByRole('button', { name: 'Start over' });
      if (await startOver.isVisible()) await startOver.click();
      await page.getByLabel('First name', { exact: true }).fill('Sam');
      await page.getByLabel('Last name', { exact: true }).fill('Okafor');
      await page.getByLabel('Personal email', { exact: true }).fill('maya.patel@example.com');
      await expect(page.getByText('This may be a hire already added')).toBeVisible(SLOW);
      await page.getByText('This may be a hire already added').scrollIntoViewIfNeeded();
      await picture('add-hire-duplicate');
      await page.getByRole('button', { name: 'Cancel' }).click();
      await page.getByRole('button', { name: 'Discard' }).click();

      await page.goto(`${host}/new-hiring/new-hire-info/preview-welcome-experience?id=${maya}`);
      const form = page.getByRole('form', { name: 'Welcome message and first day' });
      await form.getByLabel('Arrival time').fill('25:99');
      await form.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Use a time written as HH:mm.')).toBeVisible();
      await picture('welcome-editor-refused');
      await page.getByRole('navigation').getByRole('link', { name: 'Home' }).click();
      await expect(page.getByText('Leave without saving?')).toBeVisible();
      await picture('leave-without-saving');
      await page.getByRole('button', { name: 'Leave' }).click();

      await page.goto(`${host}/new-hiring?status=withdrawn`);
      await page.getByRole('table', { name: 'New hires' }).getByRole('link').first().click(SLOW);
      await expect(page.getByText('On hold').first()).toBeVisible(SLOW);
      await picture('hire-withdrawn');

      await page.goto(`${host}/tasks`);
      await page
        .getByRole('button', { name: /^Complete / })
        .first()
        .click(SLOW);
      await expect(page.getByRole('button', { name: 'Undo' })).toBeVisible();
      await picture('tasks-undo');
      await page.getByRole('button', { name: 'Undo' }).click();

      await page.setViewportSize(NARROW);
      await page.goto(`${host}/new-hiring`);
      await expect(page.getByRole('table', { name: 'New hires' }).getByRole('link').first()).toBeVisible(SLOW);
      await picture('narrow-hires');
      await page.getByRole('button', { name: 'Open the menu' }).click();
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeInViewport({ ratio: 1 });
      await picture('narrow-menu');
      await page.keyboard.press('Escape');
      await page.goto(`${host}/see-all-feedback`);
      await expect(page.getByText('Page not found')).toBeVisible(SLOW);
      await picture('narrow-not-found');
    });
  }
});
