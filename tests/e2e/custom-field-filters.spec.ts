import { expect, type Page, test } from '@playwright/test';
import { type GatewayCaller, signInOverHttp } from './support/onboarding-gateway';
import { chooseOption, DEMO_PASSWORD, SLOW, signInAs } from './support/onboarding-ui';
import { expectAccessible } from './support/axe-audit';
import { addSelectField } from './support/settings-ui';
import { sharedStack } from './support/stack';

const ACME_ADMIN = 'admin@acme.example';

const hiresTable = (page: Page) => page.getByRole('table', { name: 'New hires' });
const rowOf = (page: Page, name: string) => hiresTable(page).getByRole('row').filter({ hasText: name });

/** Adds a hire with one custom field's value, as another client of the gateway does. */
const addHireWith = (api: GatewayCaller, firstName: string, lastName: string, fieldId: string, value: string | number) =>
  api.post('/NewHire/create-hire', {
    firstName,
    lastName,
    personalEmail: `${firstName.toLowerCase()}.${lastName.toLowerCase()}@example.com`,
    jobTitle: 'Engineer',
    employmentStatus: 'full_time',
    startDate: '2031-04-07',
    timezone: '(UTC) Edinburgh, London',
    customFields: { [fieldId]: value },
  });

test.describe('custom fields on the hires list', () => {
  const stack = sharedStack();

  test('an administrator adds a single select field; /new-hiring filters by it, shows it as a column, and a reload keeps both', async ({ page }) => {
    test.setTimeout(150_000);
    await signInAs(page, stack.host.url, ACME_ADMIN);

    await addSelectField(page, stack.host.url, 'Laptop kit', ['Mac', 'Linux']);

    // Two hires with a value each, as another client of the gateway adds them.
    const api = await signInOverHttp(stack.gateway.url, ACME_ADMIN, DEMO_PASSWORD);
    const { fields } = await api.get<{ fields: { _id: string; label: string }[] }>('/settings/fields');
    const kit = fields.find((field) => field.label === 'Laptop kit')!;
    await addHireWith(api, 'Linus', 'Kitson', kit._id, 'linux');
    await addHireWith(api, 'Macy', 'Kitson', kit._id, 'mac');

    await page.goto(`${stack.host.url}/new-hiring`);
    await expect(hiresTable(page)).toBeVisible(SLOW);
    const filters = page.getByRole('search', { name: 'Filter new hires' });
    await chooseOption(page, filters.getByRole('combobox', { name: 'Laptop kit' }), 'Linux');
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/[?&]f\.laptop_kit=linux/, SLOW);
    await expect(rowOf(page, 'Linus Kitson')).toBeVisible(SLOW);
    await expect(rowOf(page, 'Macy Kitson')).toHaveCount(0);

    await page.getByRole('button', { name: 'Columns' }).click();
    await page.getByRole('group', { name: 'Custom field columns' }).getByLabel('Laptop kit').check();
    await expect(hiresTable(page).getByRole('columnheader', { name: 'Laptop kit' })).toBeVisible(SLOW);
    await expect(rowOf(page, 'Linus Kitson')).toContainText('Linux', SLOW);

    await page.reload();
    await expect(rowOf(page, 'Linus Kitson')).toContainText('Linux', SLOW);
    await expect(rowOf(page, 'Macy Kitson')).toHaveCount(0);
    await expect(hiresTable(page).getByRole('columnheader', { name: 'Laptop kit' })).toBeVisible();
    await expectAccessible(page, 'the hires list filtered by a custom field, with its column');
    await page.setViewportSize({ width: 600, height: 900 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await page.setViewportSize({ width: 1280, height: 900 });

    await filters.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(rowOf(page, 'Macy Kitson')).toContainText('Mac', SLOW);
  });

  test('a number field filters /new-hiring by a range typed in the bar, compared as numbers, and a reload keeps it', async ({ page }) => {
    test.setTimeout(150_000);
    const api = await signInOverHttp(stack.gateway.url, ACME_ADMIN, DEMO_PASSWORD);
    const desk = await api.post<{ _id: string }>('/settings/fields', { label: 'Desk number', type: 'number', section: 'Job', filledBy: 'coordinator' });
    for (const [firstName, number] of [
      ['Nina', 9],
      ['Tenzin', 10],
      ['Cent', 100],
    ] as const) {
      await addHireWith(api, firstName, 'Deskford', desk._id, number);
    }

    await signInAs(page, stack.host.url, ACME_ADMIN);
    await page.goto(`${stack.host.url}/new-hiring`);
    await expect(hiresTable(page)).toBeVisible(SLOW);
    const filters = page.getByRole('search', { name: 'Filter new hires' });
    await filters.getByLabel('Desk number from').fill('9');
    await filters.getByLabel('Desk number from').press('Enter');
    await filters.getByLabel('Desk number to').fill('10');
    await filters.getByLabel('Desk number to').press('Tab');
    await expect(page).toHaveURL(/[?&]f\.desk_number\.to=10(&|$)/, SLOW);
    await expect(rowOf(page, 'Nina Deskford')).toBeVisible(SLOW);
    await expect(rowOf(page, 'Tenzin Deskford')).toBeVisible();
    await expect(rowOf(page, 'Cent Deskford')).toHaveCount(0);

    await page.reload();
    await expect(rowOf(page, 'Tenzin Deskford')).toBeVisible(SLOW);
    await expect(rowOf(page, 'Cent Deskford')).toHaveCount(0);
    await expect(filters.getByLabel('Desk number from')).toHaveValue('9');
    await expectAccessible(page, 'the hires list filtered by a number range');
  });
});
