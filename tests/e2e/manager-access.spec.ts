import { expect, test } from '@playwright/test';
import { ROUTES, routes } from '../../src/shared/routes';
import { signInOverHttp } from './support/onboarding-gateway';
import { DEMO_PASSWORD, SLOW, signInAs, toast } from './support/onboarding-ui';
import { sharedStack } from './support/stack';

const ACME_ADMIN = 'admin@acme.example';
const MANAGER = 'priya.shah@acme.example';
const MANAGER_NAME = 'Priya Shah';

interface ListedHire {
  _id: string;
  fullName: string;
  personalEmail?: string;
  manager: { fullName: string } | null;
}

test.describe('the manager’s additional access through the real UI, core and gateway', () => {
  const stack = sharedStack();

  test('once the support role holds no right over hires, a support coordinator who manages hires sees only them on /new-hiring, without their personal emails, and changes a report’s phone once managers may', async ({
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

    // The admin lets managers change their reports' phone numbers: the manager edits one on the profile.
    await page.goto(`${stack.host.url}${ROUTES.settingsManagerAccess}`);
    await page.getByRole('radiogroup', { name: 'Phone', exact: true }).getByText('View and edit', { exact: true }).click(SLOW);
    await page.getByRole('button', { name: 'Save', exact: true }).click(SLOW);
    const preview = page.getByRole('dialog', { name: /What this changes/ });
    await preview.getByRole('button', { name: 'Save', exact: true }).click(SLOW);
    await expect(preview).toHaveCount(0, SLOW);

    const report = reports[0]!;
    await managerPage.goto(`${stack.host.url}${routes.hireProfile(report._id)}`);
    await managerPage.getByRole('button', { name: 'Edit', exact: true }).click(SLOW);
    await expect(managerPage.getByText('Your access as their manager lets you change only: Phone.')).toBeVisible(SLOW);
    await expect(managerPage.getByLabel('Job title')).toBeDisabled();
    await managerPage.getByLabel('Phone', { exact: true }).fill('+447911123456', SLOW);
    await managerPage.getByRole('button', { name: 'Save changes' }).click(SLOW);
    await expect(managerPage).toHaveURL(`${stack.host.url}${routes.hireProfile(report._id)}`, SLOW);
    await expect(managerPage.getByText('+44 7911 123456', { exact: true })).toBeVisible(SLOW);
    await context.close();
  });
});
