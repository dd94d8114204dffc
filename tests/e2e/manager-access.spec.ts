import { expect, test } from '@playwright/test';
import { ROUTES } from '../../src/shared/routes';
import { signInOverHttp } from './support/onboarding-gateway';
import { DEMO_PASSWORD, SLOW, signInAs, toast } from './support/onboarding-ui';
import { sharedStack } from './support/stack';

const ACME_ADMIN = 'admin@acme.example';
const MANAGER = 'priya.shah@acme.example';
const MANAGER_NAME = 'Priya Shah';

interface ListedHire {
  fullName: string;
  personalEmail?: string;
  manager: { fullName: string } | null;
}

test.describe('the manager’s additional access through the real UI, core and gateway', () => {
  const stack = sharedStack();

  test('once the support role holds no right over hires, a support coordinator who manages hires sees only them on /new-hiring, without their personal emails', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const admin = await signInOverHttp(stack.gateway.url, ACME_ADMIN, DEMO_PASSWORD);
    const everyone = await admin.get<{ items: ListedHire[] }>('/NewHire/list-preview-experience?limit=100&offset=0');
    const reports = everyone.items.filter((hire) => hire.manager?.fullName === MANAGER_NAME);
    const others = everyone.items.filter((hire) => hire.manager?.fullName !== MANAGER_NAME);
    expect(reports.length).toBeGreaterThan(0);
    expect(others.length).toBeGreaterThan(0);

    // The support role loses the new hires' view: its holders who manage hires then see them through the manager's additional access alone.
    await signInAs(page, stack.host.url, ACME_ADMIN);
    await page.goto(`${stack.host.url}${ROUTES.settingsAdministrativeAccess}`);
    const support = page.getByRole('region', { name: 'Support coordinator' });
    await support.getByRole('radiogroup', { name: 'New hires (add, edit, approve pending hires)' }).getByText('No access', { exact: true }).click(SLOW);
    await support.getByRole('button', { name: 'Save' }).click(SLOW);
    await page.getByRole('dialog', { name: 'What this changes: Support coordinator access' }).getByRole('button', { name: 'Save' }).click(SLOW);
    await expect(toast(page, 'Support coordinator access saved.')).toBeVisible(SLOW);

    const context = await browser.newContext();
    const managerPage = await context.newPage();
    await signInAs(managerPage, stack.host.url, MANAGER);
    await managerPage.goto(`${stack.host.url}${ROUTES.newHires}`);
    const list = managerPage.getByRole('table');
    // Each row's actions button names the hire by their full name (the name cell adds a preferred name).
    const row = (hire: ListedHire) => list.getByRole('button', { name: `Actions for ${hire.fullName}`, exact: true });
    await expect(row(reports[0]!)).toBeVisible(SLOW);
    for (const hire of reports) await expect(row(hire)).toBeVisible();
    for (const hire of others) await expect(row(hire)).toHaveCount(0);
    // The personal email is hidden from managers by default: absent from the page, not shown as empty.
    for (const hire of reports) await expect(managerPage.getByText(hire.personalEmail!, { exact: true })).toHaveCount(0);
    await context.close();
  });
});
