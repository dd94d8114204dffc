import { expect, test } from '@playwright/test';
import { ROUTES } from '../../src/shared/routes';
import { signInOverHttp } from './support/onboarding-gateway';
import { DEMO_PASSWORD, fitsAt600, SLOW, signInAs, toast } from './support/onboarding-ui';
import { sharedStack } from './support/stack';

const ACME_ADMIN = 'admin@acme.example';
const MAYA = 'maya.patel@example.com';
const FIELD = 'T-shirt size';
const VALUE = 'Medium fit';

test.describe('default access for employees through the real UI, core and gateway', () => {
  const stack = sharedStack();

  test('an admin hides a custom field from employees: Maya saw it under “About you” and no longer does on her next load', async ({ page, browser }) => {
    test.setTimeout(180_000);
    const admin = await signInOverHttp(stack.gateway.url, ACME_ADMIN, DEMO_PASSWORD);
    const field = await admin.post<{ _id: string }>('/settings/fields', { label: FIELD, type: 'short_text', section: 'Personal', filledBy: 'new_hire' });
    const { items } = await admin.get<{ items: { _id: string }[] }>('/NewHire/list-preview-experience?search=Maya');
    const hire = await admin.get<Record<string, unknown> & { customFields: Record<string, unknown>; version: number }>(`/NewHire/get-hire/${items[0]!._id}`);
    const editable = {
      firstName: hire.firstName,
      lastName: hire.lastName,
      preferredName: hire.preferredName,
      personalEmail: hire.personalEmail,
      workEmail: hire.workEmail,
      phone: hire.phone,
      jobTitle: hire.jobTitle,
      departmentId: (hire.department as { _id: string } | null)?._id ?? null,
      locationId: (hire.location as { _id: string } | null)?._id ?? null,
      employmentStatus: hire.employmentStatus,
      startDate: hire.startDate,
      timezone: hire.timezone,
      managerId: (hire.manager as { _id: string } | null)?._id ?? null,
      coordinatorId: (hire.coordinator as { _id: string } | null)?._id ?? null,
      buddyId: (hire.buddy as { _id: string } | null)?._id ?? null,
    };
    await admin.put(`/NewHire/update-hire/${items[0]!._id}`, {
      ...editable,
      customFields: { ...hire.customFields, [field._id]: VALUE },
      version: hire.version,
    });

    // Maya sees the field and its value on her welcome page.
    const context = await browser.newContext();
    const maya = await context.newPage();
    await signInAs(maya, stack.host.url, MAYA);
    await maya.goto(`${stack.host.url}${ROUTES.welcome}`);
    const aboutYou = maya.locator('.ant-card').filter({ has: maya.getByText('About you', { exact: true }) });
    await expect(aboutYou.getByText(FIELD, { exact: true })).toBeVisible(SLOW);
    await expect(aboutYou.getByText(VALUE, { exact: true })).toBeVisible(SLOW);
    await fitsAt600(maya);

    // The admin hides it from employees, seeing first what that does.
    await signInAs(page, stack.host.url, ACME_ADMIN);
    await page.goto(`${stack.host.url}${ROUTES.settingsEmployeeAccess}`);
    const custom = page.getByRole('region', { name: 'Personal (custom)' });
    await expect(custom).toBeVisible(SLOW);
    await fitsAt600(page);
    await custom.getByRole('combobox', { name: `Can edit for oneself: ${FIELD}` }).click(SLOW);
    await page
      .locator('.ant-select-item-option')
      .filter({ hasText: /^Hidden$/ })
      .click(SLOW);
    await page.getByRole('button', { name: 'Save' }).click(SLOW);
    const preview = page.getByRole('dialog');
    await expect(preview.getByText(`New hires will no longer see “${FIELD}” on their own record.`)).toBeVisible(SLOW);
    await preview.getByRole('button', { name: 'Save' }).click(SLOW);
    await expect(toast(page, 'Default access for employees saved.')).toBeVisible(SLOW);

    // On her next load the label and the value are gone from the page.
    await maya.reload();
    await expect(maya.getByText('About you', { exact: true })).toBeVisible(SLOW);
    await expect(maya.getByText('Your first day', { exact: true })).toBeVisible(SLOW);
    await expect(maya.getByText(FIELD)).toHaveCount(0);
    await expect(maya.getByText(VALUE)).toHaveCount(0);
    await context.close();
  });
});
