import { expect, test, type Page } from '@playwright/test';
import { SLOW, signInAs } from './support/onboarding-ui';
import { sharedStack } from './support/stack';

const COORDINATOR = 'coordinator@acme.example';

/** The routes a coordinator opens from the sidebar, with the h1 each one names itself by and its window title. */
const ROUTES = [
  { path: '/home', heading: /^Welcome, /, title: 'Home · HCM Onboarding' },
  { path: '/dashboard', heading: 'Dashboard', title: 'Dashboard · HCM Onboarding' },
  { path: '/new-hiring', heading: 'New hires', title: 'New hires · HCM Onboarding' },
  { path: '/settings/locations', heading: 'Locations and working days', title: 'Locations and working days · HCM Onboarding' },
  { path: '/my-profile', heading: 'My profile', title: 'My profile · HCM Onboarding' },
] as const;

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? '');

test.describe('landmarks, headings and focus', () => {
  const stack = sharedStack();

  test('the skip link is the first tab stop on a signed-out page and takes focus to the content', async ({ page }) => {
    await page.goto(`${stack.host.url}/forgot-password`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible(SLOW);
    await expect(page).toHaveTitle('Forgot password · HCM Onboarding');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused({ timeout: 5_000 });
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused({ timeout: 5_000 });
  });

  test('every signed-in route has one main, one h1 naming it and a title; focus follows the sidebar to the new page', async ({ page }) => {
    test.setTimeout(120_000);
    await signInAs(page, stack.host.url, COORDINATOR);
    for (const route of ROUTES) {
      await page.goto(`${stack.host.url}${route.path}`);
      await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible(SLOW);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByRole('main')).toHaveCount(1);
      await expect(page).toHaveTitle(route.title, { timeout: 5_000 });
    }

    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused({ timeout: 5_000 });
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused({ timeout: 5_000 });

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click({ timeout: 10_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeFocused(SLOW);
    expect(await focusedText(page)).toBe('Dashboard');
  });

  test('a dialog opened from a row’s menu gives focus back to the row’s Actions button when it closes', async ({ page }) => {
    test.setTimeout(90_000);
    await signInAs(page, stack.host.url, COORDINATOR);
    await page.goto(`${stack.host.url}/new-hiring`);
    const actions = page.getByRole('button', { name: /^Actions for / }).first();
    await actions.click(SLOW);
    const withdraw = page.getByRole('menuitem', { name: 'Withdraw' });
    await withdraw.click({ timeout: 10_000 });
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible({ timeout: 10_000 });
    // While it is open no control of the page behind it takes focus: Tab stays in the dialog's frame
    // (antd's focus guards sit beside the dialog element), or leaves for the browser's own controls.
    const frame = page.locator('.ant-modal-wrap').filter({ has: dialog });
    for (let step = 0; step < 8; step += 1) {
      await page.keyboard.press('Tab');
      const held = await frame.evaluate((element) => element.contains(document.activeElement) || document.activeElement === document.body);
      expect(held).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden({ timeout: 10_000 });
    await expect(actions).toBeFocused({ timeout: 5_000 });
  });
});
