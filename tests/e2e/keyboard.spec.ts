import { expect, type Page, test } from '@playwright/test';
import { expectFocusShows, tabTo } from './support/keyboard';
import { dayFromToday, DEMO_PASSWORD, onScreen, SLOW } from './support/onboarding-ui';
import { DEMO_COORDINATOR, sharedStack } from './support/stack';

/** Signs in by keyboard alone: Tab to each field, type, Enter. */
async function signInByKeyboard(page: Page, hostUrl: string): Promise<void> {
  await page.goto(`${hostUrl}/sign-in`);
  await tabTo(page, page.getByLabel('Email'));
  await page.keyboard.type(DEMO_COORDINATOR.email);
  await tabTo(page, page.getByLabel('Password', { exact: true }));
  await page.keyboard.type(DEMO_PASSWORD);
  await tabTo(page, page.getByRole('button', { name: 'Login' }));
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/\/sign-in/, SLOW);
}

/** Chooses an option of the focused select: types to narrow it (when given), waits for the option and takes it with Enter. */
async function chooseByKeyboard(page: Page, title: string, search?: string): Promise<void> {
  if (search === undefined) await page.keyboard.press('ArrowDown');
  else await page.keyboard.type(search);
  const option = page.getByRole('option', { name: title, exact: true }).filter({ visible: true });
  await expect(option.or(page.getByTitle(title, { exact: true }).filter({ visible: true })).first()).toBeVisible(SLOW);
  // The list opens on its first option; ArrowDown walks to the one wanted.
  for (let step = 0; step < 20; step += 1) {
    const active = await page.evaluate(() => {
      const input = document.activeElement;
      const id = input?.getAttribute('aria-activedescendant');
      return id ? (document.getElementById(id)?.textContent ?? '') : '';
    });
    if (active.trim() === title) break;
    await page.keyboard.press('ArrowDown');
  }
  await page.keyboard.press('Enter');
}

test.describe('every journey by keyboard alone, with the focus always in sight', () => {
  const stack = sharedStack();

  test('sign in', async ({ page }) => {
    await signInByKeyboard(page, stack.host.url);
    await expect(page).toHaveURL(/\/home|\/tasks|\/dashboard|\/new-hiring/);
  });

  test('add a hire through every step', async ({ page }) => {
    test.setTimeout(120_000);
    await signInByKeyboard(page, stack.host.url);
    await page.goto(`${stack.host.url}/new-hiring`);
    await tabTo(page, page.getByRole('button', { name: 'Add new hire' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/new-hiring\/add-new-hire$/);

    // Personal.
    await expect(page.getByRole('heading', { name: 'Personal (1/5)' })).toBeVisible(SLOW);
    await tabTo(page, page.getByLabel('First name', { exact: true }));
    await page.keyboard.type('Kai');
    await tabTo(page, page.getByLabel('Last name', { exact: true }));
    await page.keyboard.type('Okafor');
    await tabTo(page, page.getByLabel('Personal email', { exact: true }));
    await page.keyboard.type('kai.okafor@example.com');
    await tabTo(page, page.getByRole('button', { name: 'Continue' }));
    await page.keyboard.press('Enter');

    // Job: the new step's heading takes the focus, so the next Tab is its first field.
    const job = page.getByRole('heading', { name: 'Job (2/5)' });
    await expect(job).toBeFocused(SLOW);
    await expectFocusShows(job);
    await tabTo(page, page.getByLabel('Job title', { exact: true }), { most: 1 });
    await page.keyboard.type('Data Analyst');
    await tabTo(page, page.getByRole('combobox', { name: 'Department (optional)' }));
    await chooseByKeyboard(page, 'Engineering', 'Engin');
    await tabTo(page, page.getByRole('combobox', { name: 'Location (optional)' }));
    await chooseByKeyboard(page, 'Manchester', 'Manch');
    await tabTo(page, page.getByRole('combobox', { name: 'Employment status' }));
    await chooseByKeyboard(page, 'Full time');
    const startDate = dayFromToday(28);
    await tabTo(page, page.getByRole('textbox', { name: 'Start date' }));
    await page.keyboard.type(onScreen(startDate));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('textbox', { name: 'Start date' })).toHaveValue(onScreen(startDate));
    await tabTo(page, page.getByRole('combobox', { name: 'Timezone' }));
    await chooseByKeyboard(page, '(UTC) Edinburgh, London', 'Edinburgh');
    const jobForm = page.getByRole('form', { name: 'Job' });
    await expect(jobForm).toContainText('Engineering');
    await expect(jobForm).toContainText('Full time');
    await tabTo(page, page.getByRole('button', { name: 'Continue' }));
    await page.keyboard.press('Enter');

    // People: the pickers search the company as the user types.
    const people = page.getByRole('heading', { name: 'People (3/5)' });
    await expect(people).toBeFocused(SLOW);
    await tabTo(page, page.getByRole('combobox', { name: 'Manager (optional)' }));
    await chooseByKeyboard(page, 'Priya Shah', 'Priya');
    await tabTo(page, page.getByRole('combobox', { name: 'Buddy (optional)' }));
    await chooseByKeyboard(page, 'Liam Chen', 'Liam');
    const peopleForm = page.getByRole('form', { name: 'People' });
    await expect(peopleForm).toContainText('Priya Shah');
    await expect(peopleForm).toContainText('Liam Chen');
    await tabTo(page, page.getByRole('button', { name: 'Continue' }));
    await page.keyboard.press('Enter');

    // Plan: a radio group, moved through with the arrows.
    const plan = page.getByRole('heading', { name: 'Plan (4/5)' });
    await expect(plan).toBeFocused(SLOW);
    const standard = page.getByRole('radio', { name: /Standard onboarding/ });
    await tabTo(page, page.getByRole('form', { name: 'Plan' }).getByRole('radio').first());
    await page.keyboard.press('Space');
    for (let step = 0; step < 5 && !(await standard.isChecked()); step += 1) await page.keyboard.press('ArrowDown');
    await expect(standard).toBeChecked();
    await expect(standard).toBeFocused();
    await expect(page.getByRole('region', { name: /^Logistics/ })).toContainText('Sign the offer letter and contract', SLOW);
    await tabTo(page, page.getByRole('button', { name: 'Continue' }));
    await page.keyboard.press('Enter');

    // Review, then save.
    const review = page.getByRole('heading', { name: 'Review (5/5)' });
    await expect(review).toBeFocused(SLOW);
    await tabTo(page, page.getByRole('button', { name: 'Save and approve' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/new-hiring\/new-hire-info\?id=/, SLOW);
    await expect(page.getByRole('heading', { level: 1, name: 'Kai Okafor' })).toBeVisible(SLOW);

    await page.goto(`${stack.host.url}/new-hiring?search=Okafor`);
    await expect(page.getByRole('table', { name: 'New hires' }).getByRole('link', { name: 'Kai Okafor' })).toBeVisible(SLOW);
  });
});
