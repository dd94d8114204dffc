import { expect, type Page, test } from '@playwright/test';
import { signInOverHttp } from './support/onboarding-gateway';
import { chooseOption, DEMO_PASSWORD, SLOW, signInAs } from './support/onboarding-ui';
import { expectAccessible } from './support/axe-audit';
import { addSelectField } from './support/settings-ui';
import { sharedStack } from './support/stack';

const ACME_ADMIN = 'admin@acme.example';

const hiresTable = (page: Page) => page.getByRole('table', { name: 'New hires' });
const rowOf = (page: Page, name: string) => hiresTable(page).getByRole('row').filter({ hasText: name });

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
    const hireWith = (firstName: string, value: string) =>
      api.post('/NewHire/create-hire', {
        firstName,
        lastName: 'Kitson',
        personalEmail: `${firstName.toLowerCase()}.kitson@example.com`,
        jobTitle: 'Engineer',
        employmentStatus: 'full_time',
        startDate: '2031-04-07',
        timezone: '(UTC) Edinburgh, London',
        customFields: { [kit._id]: value },
      });
    await hireWith('Linus', 'linux');
    await hireWith('Macy', 'mac');

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
});
