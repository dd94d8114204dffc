import { expect, test } from '@playwright/test';
import { chooseOption, dayFromToday, SLOW, signInAs, typeDate } from './support/onboarding-ui';
import { addSelectField } from './support/settings-ui';
import { DEMO_COORDINATOR, sharedStack } from './support/stack';

const ACME_ADMIN = 'admin@acme.example';

test.describe('custom field values', () => {
  const stack = sharedStack();

  test('an administrator adds a single select field; a coordinator chooses its value when adding a hire, and the profile shows it', async ({
    page,
    browser,
  }) => {
    test.setTimeout(150_000);
    await signInAs(page, stack.host.url, ACME_ADMIN);
    await addSelectField(page, stack.host.url, 'Laptop choice', ['MacBook', 'ThinkPad']);
    await expect(page).toHaveURL(`${stack.host.url}/settings/fields`, SLOW);

    const coordinator = await browser.newPage();
    await signInAs(coordinator, stack.host.url, DEMO_COORDINATOR.email);
    await coordinator.goto(`${stack.host.url}/new-hiring/add-new-hire`);
    await expect(coordinator.getByRole('heading', { name: 'Personal (1/5)' })).toBeVisible(SLOW);
    await coordinator.getByLabel('First name', { exact: true }).fill('Noor');
    await coordinator.getByLabel('Last name', { exact: true }).fill('Haddad');
    await coordinator.getByLabel('Personal email', { exact: true }).fill('noor.haddad@example.com');
    await coordinator.getByRole('button', { name: 'Continue' }).click();

    await expect(coordinator.getByRole('heading', { name: 'Job (2/5)' })).toBeVisible(SLOW);
    await coordinator.getByLabel('Job title', { exact: true }).fill('Designer');
    await chooseOption(coordinator, coordinator.getByRole('combobox', { name: 'Employment status' }), 'Full time');
    await typeDate(coordinator.getByRole('textbox', { name: 'Start date' }), dayFromToday(21));
    await chooseOption(coordinator, coordinator.getByRole('combobox', { name: 'Timezone' }), '(UTC) Edinburgh, London', 'Edinburgh');
    await chooseOption(coordinator, coordinator.getByRole('combobox', { name: 'Laptop choice (optional)' }), 'ThinkPad');
    await coordinator.getByRole('button', { name: 'Continue' }).click();
    await expect(coordinator.getByRole('heading', { name: 'People (3/5)' })).toBeVisible();
    await coordinator.getByRole('button', { name: 'Continue' }).click();
    await expect(coordinator.getByRole('heading', { name: 'Plan (4/5)' })).toBeVisible();
    await coordinator.getByRole('radio', { name: 'No plan' }).check();
    await coordinator.getByRole('button', { name: 'Continue' }).click();
    await expect(coordinator.getByRole('heading', { name: 'Review (5/5)' })).toBeVisible();
    await expect(coordinator.getByRole('row', { name: /Laptop choice/ })).toContainText('ThinkPad');
    await coordinator.getByRole('button', { name: 'Save as pending' }).click();

    await expect(coordinator).toHaveURL(/\/new-hiring\/new-hire-info\?id=/, SLOW);
    const hireId = new URL(coordinator.url()).searchParams.get('id') ?? '';
    await coordinator.goto(`${stack.host.url}/new-hiring/profile?id=${hireId}`);
    const custom = coordinator.locator('.ant-card').filter({ has: coordinator.getByRole('heading', { name: 'Custom fields' }) });
    await expect(custom).toContainText('Laptop choice', SLOW);
    await expect(custom).toContainText('ThinkPad');
  });
});
