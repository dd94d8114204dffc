import { expect, type Page, test } from '@playwright/test';
import { signInOverHttp } from './support/onboarding-gateway';
import { chooseOption, DEMO_PASSWORD, SLOW, signInAs, toast, typeDate } from './support/onboarding-ui';
import { DEMO_COORDINATOR, sharedStack } from './support/stack';

const MAYA = 'maya.patel@example.com';
const SAVED = 'Welcome experience saved.';
const NOT_SAVED = 'The welcome experience was not saved. Correct the marked fields and save again.';

/** The message under a field, which the field names as its description. */
const errorUnder = (page: Page, label: string) => page.locator(`[id="${label}-error"]`);

test.describe('forms refuse bad input at the field and lose nothing', () => {
  const stack = sharedStack();

  test('the welcome editor: Enter saves nothing, 25:99 and an over-long instruction are refused at their fields, the saved page keeps its values', async ({
    page,
  }) => {
    const api = await signInOverHttp(stack.gateway.url, DEMO_COORDINATOR.email, DEMO_PASSWORD);
    const { items } = await api.get<{ items: { _id: string; fullName: string }[] }>('/NewHire/list-preview-experience?search=Maya');
    const maya = items[0]!;
    const before = await api.get<{ firstDay: { arrivalTime: string | null; instructions: string | null }; version: number }>(
      `/NewHire/welcome-experience/${maya._id}`,
    );

    await signInAs(page, stack.host.url, DEMO_COORDINATOR.email);
    await page.goto(`${stack.host.url}/new-hiring/new-hire-info/preview-welcome-experience?id=${maya._id}`);
    const form = page.getByRole('form', { name: 'Welcome message and first day' });
    await expect(form).toBeVisible(SLOW);
    const arrival = form.getByLabel('Arrival time');

    // Enter in a single-line field sends nothing.
    await arrival.fill('10:15');
    await arrival.press('Enter');
    await form.getByLabel('Address').press('Enter');
    await expect(toast(page, SAVED)).toBeHidden();

    // A time that does not exist is refused at the field; nothing is sent.
    await arrival.fill('25:99');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(errorUnder(page, 'welcome-arrival-time')).toHaveText('Use a time written as HH:mm.');
    await expect(arrival).toHaveAttribute('aria-invalid', 'true');
    await expect(toast(page, NOT_SAVED)).toBeVisible();
    await expect(toast(page, SAVED)).toHaveCount(0);

    // A good time saves; then an over-long instruction takes the "saved" away and is refused at its field.
    await arrival.fill('09:45');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, SAVED)).toBeVisible(SLOW);
    await form.getByLabel('Instructions').fill('x'.repeat(1001));
    await expect(errorUnder(page, 'welcome-instructions')).toHaveText('Keep the instructions to 1,000 characters or fewer.');
    await expect(toast(page, SAVED)).toHaveCount(0);
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, NOT_SAVED)).toBeVisible();
    await expect(toast(page, SAVED)).toHaveCount(0);

    // Only the good time reached the gateway, once; the instructions typed are still on screen.
    const after = await api.get<{ firstDay: { arrivalTime: string | null; instructions: string | null }; version: number }>(
      `/NewHire/welcome-experience/${maya._id}`,
    );
    expect(after.firstDay).toEqual({ ...before.firstDay, arrivalTime: '09:45' });
    expect(after.version).toBe(before.version + 1);
    await expect(form.getByLabel('Instructions')).toHaveValue('x'.repeat(1001));

    // Leaving with the refused instruction still typed asks first; Stay keeps it.
    await page.getByRole('navigation').getByRole('link', { name: 'New hires' }).click();
    const question = page.getByRole('dialog').filter({ hasText: 'Leave without saving?' });
    await question.getByRole('button', { name: 'Stay' }).click();
    await expect(page).toHaveURL(/preview-welcome-experience/);
    await expect(form.getByLabel('Instructions')).toHaveValue('x'.repeat(1001));
  });

  test('sign-up: a 300-character last name is refused on step 1, and nothing typed is lost', async ({ page }) => {
    await page.goto(`${stack.host.url}/sign-up?products=ONBOARDING`);
    await page.getByRole('button', { name: 'Get Started' }).click(SLOW);
    await expect(page.getByRole('heading', { name: 'Personal Information (1/3)' })).toBeVisible(SLOW);
    await page.getByLabel('First Name').fill('Nina');
    await page.getByLabel('Last Name').fill('M'.repeat(300));
    await page.getByLabel('Email').fill('nina@long-name.example');
    await page.getByLabel('Contact Number').fill('07911 123456');
    await page.getByLabel('Email').press('Enter');
    await expect(errorUnder(page, 'sign-up-last-name')).toHaveText('Last Name can be at most 100 characters.');
    await expect(page.getByRole('heading', { name: 'Personal Information (1/3)' })).toBeVisible();
    await expect(page.getByLabel('First Name')).toHaveValue('Nina');
    await expect(page.getByLabel('Email')).toHaveValue('nina@long-name.example');

    await page.getByLabel('Last Name').fill('Moreau');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'Company Details (2/3)' })).toBeVisible();
    expect((await stack.gateway.outbox()).filter((mail) => mail.to === 'nina@long-name.example')).toEqual([]);
  });
  test('the add flow: another hire’s email is pointed out, a start date in 2020 asks first, and going back loses nothing; a backwards date range keeps the list', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const api = await signInOverHttp(stack.gateway.url, DEMO_COORDINATOR.email, DEMO_PASSWORD);

    await signInAs(page, stack.host.url, DEMO_COORDINATOR.email);
    await page.goto(`${stack.host.url}/new-hiring/add-new-hire`);
    await expect(page.getByRole('heading', { name: 'Personal (1/5)' })).toBeVisible(SLOW);
    await page.getByLabel('First name', { exact: true }).fill('Sam');
    await page.getByLabel('Last name', { exact: true }).fill('Okafor');
    await page.getByLabel('Personal email', { exact: true }).fill(MAYA);
    const warning = page.getByRole('status').filter({ hasText: 'This may be a hire already added' });
    await expect(warning.getByRole('link', { name: 'Maya Patel' })).toBeVisible(SLOW);
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page.getByRole('heading', { name: 'Job (2/5)' })).toBeVisible();
    await page.getByLabel('Job title', { exact: true }).fill('Analyst');
    await chooseOption(page, page.getByRole('combobox', { name: 'Employment status' }), 'Full time');
    await typeDate(page.getByRole('textbox', { name: 'Start date' }), '2020-01-15');
    await chooseOption(page, page.getByRole('combobox', { name: 'Timezone' }), '(UTC) Edinburgh, London', 'Edinburgh');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'People (3/5)' })).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'Plan (4/5)' })).toBeVisible();
    await page.getByRole('radio', { name: 'No plan' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'Review (5/5)' })).toBeVisible();

    // Saving asks about both before anything is sent; Go back keeps every step as entered.
    await page.getByRole('button', { name: /^Save/ }).first().click();
    const check = page.getByRole('dialog').filter({ hasText: 'Check before saving' });
    await expect(check).toContainText('Maya Patel');
    await expect(check).toContainText('The start date, 01/15/2020, was');
    await check.getByRole('button', { name: 'Go back' }).click();
    await expect(check).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Review (5/5)' })).toBeVisible();
    await expect(page.getByText('Sam Okafor')).toBeVisible();
    expect((await api.get<{ items: unknown[] }>('/NewHire/list-preview-experience?search=Okafor')).items).toEqual([]);

    // The hires list: a "to" before the "from" is refused at its field, nothing is asked, the rows stay.
    await page.getByRole('navigation').getByRole('link', { name: 'New hires' }).click();
    await page.getByRole('dialog').filter({ hasText: 'Leave without saving?' }).getByRole('button', { name: 'Leave' }).click();
    const table = page.getByRole('table', { name: 'New hires' });
    await expect(table.getByRole('link', { name: 'Maya Patel' })).toBeVisible(SLOW);
    const shown = await table.getByRole('row').count();
    await typeDate(page.getByLabel('Start date from'), '2026-11-01');
    await typeDate(page.getByLabel('Start date to'), '2026-10-01');
    await expect(page.getByText('Start date to must not be before Start date from (11/01/2026).')).toBeVisible();
    await expect(page.getByText('The records could not be loaded')).toHaveCount(0);
    await expect(table.getByRole('row')).toHaveCount(shown);
  });
});
