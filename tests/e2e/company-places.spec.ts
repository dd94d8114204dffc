import { expect, type Page, test } from '@playwright/test';
import { signInOverHttp } from './support/onboarding-gateway';
import { chooseOption, DEMO_PASSWORD, fitsAt600, SLOW, signInAs, toast } from './support/onboarding-ui';
import { expectAccessible } from './support/axe-audit';
import { DEMO_COORDINATOR, sharedStack } from './support/stack';

const ACME_ADMIN = 'admin@acme.example';
const BERLIN = '(UTC+01:00) Amsterdam, Berlin, Bern, Rome, Stockholm, Vienna';

const rowOf = (page: Page, table: string, name: string) => page.getByRole('table', { name: table }).getByRole('row').filter({ hasText: name });

async function rowAction(page: Page, table: string, name: string, action: string): Promise<void> {
  await rowOf(page, table, name)
    .getByRole('button', { name: `Actions for ${name}` })
    .click();
  await page.getByRole('menuitem', { name: action }).filter({ visible: true }).click();
}

test.describe('departments, locations and other criteria', () => {
  const stack = sharedStack();

  test('an administrator adds a department and a location, merges and archives; a coordinator sees them read-only', async ({ page, browser }) => {
    test.setTimeout(150_000);
    await signInAs(page, stack.host.url, ACME_ADMIN);

    // Add a department.
    await page.goto(`${stack.host.url}/settings/department`);
    await expect(rowOf(page, 'Departments', 'Engineering')).toBeVisible(SLOW);
    await page.getByRole('button', { name: 'Add department' }).click();
    const addDialog = page.getByRole('dialog', { name: 'Add department' });
    await addDialog.getByLabel('Name').fill('Research');
    await addDialog.getByLabel('External id').fill('R-100');
    await addDialog.getByRole('button', { name: 'Add department' }).click();
    await expect(toast(page, 'Department “Research” added.')).toBeVisible(SLOW);
    await expect(rowOf(page, 'Departments', 'Research')).toContainText('R-100');
    await fitsAt600(page);

    // A hire joins it, then it is merged into Engineering: the dialog says what moves first.
    const api = await signInOverHttp(stack.gateway.url, ACME_ADMIN, DEMO_PASSWORD);
    const research = (await api.get<{ _id: string; label: string }[]>('/settings/departments')).find((department) => department.label === 'Research');
    const hire = await api.post<{ _id: string }>('/NewHire/create-hire', {
      firstName: 'Rhea',
      lastName: 'Search',
      personalEmail: 'rhea.search@example.com',
      jobTitle: 'Researcher',
      employmentStatus: 'full_time',
      startDate: '2031-03-03',
      timezone: '(UTC) Edinburgh, London',
      departmentId: research?._id,
    });
    await page.reload();
    await expect(rowOf(page, 'Departments', 'Research').getByRole('cell').nth(2)).toHaveText('1', SLOW);
    await rowAction(page, 'Departments', 'Research', 'Merge into…');
    const mergeDialog = page.getByRole('dialog', { name: 'Merge department “Research”' });
    // The table's cells carry titles too: the option is looked for among the open list's.
    await mergeDialog.getByRole('combobox', { name: 'Merge into' }).click();
    await page.locator('.ant-select-item-option[title="Engineering"]').filter({ visible: true }).click();
    await expect(mergeDialog.getByRole('status')).toHaveText('1 hire and 0 rules move from “Research” to “Engineering”. “Research” is then archived.');
    await mergeDialog.getByRole('button', { name: 'Merge' }).click();
    await expect(toast(page, 'Department “Research” merged into “Engineering”: 1 hire moved, and its rules with them.')).toBeVisible(SLOW);
    await expect(rowOf(page, 'Departments', 'Research')).toHaveCount(0);
    await page.getByRole('switch', { name: 'Show archived' }).click();
    await expect(rowOf(page, 'Departments', 'Research')).toContainText('Archived');
    const moved = await api.get<{ department: { label: string } | null }>(`/NewHire/get-hire/${hire._id}`);
    expect(moved.department?.label).toBe('Engineering');

    // Add a location with its time zone, then archive it after reading what that changes.
    await page.goto(`${stack.host.url}/settings/locations`);
    await page.getByRole('button', { name: 'Add location' }).click();
    const locationDialog = page.getByRole('dialog', { name: 'Add location' });
    await locationDialog.getByLabel('Name').fill('Berlin studio');
    await locationDialog.getByLabel('Address').fill('Unter den Linden 1, Berlin');
    await chooseOption(page, locationDialog.getByRole('combobox', { name: 'Time zone' }), BERLIN, 'Berlin');
    await locationDialog.getByRole('button', { name: 'Add location' }).click();
    await expect(toast(page, 'Location “Berlin studio” added.')).toBeVisible(SLOW);
    await expect(rowOf(page, 'Locations', 'Berlin studio')).toContainText(BERLIN);
    // Its holiday calendar is on the same page, reached from its row.
    await rowAction(page, 'Locations', 'Berlin studio', 'Holiday calendar');
    await expect(page.getByRole('heading', { name: 'Berlin studio' })).toBeFocused();
    await rowAction(page, 'Locations', 'Berlin studio', 'Archive');
    const archiveDialog = page.getByRole('dialog', { name: 'Archive location “Berlin studio”?' });
    await expect(archiveDialog).toContainText('It is no longer offered for new hires or new rules.');
    await archiveDialog.getByRole('button', { name: 'Archive' }).click();
    await expect(toast(page, 'Location “Berlin studio” archived. It stays on the hires and rules that have it.')).toBeVisible(SLOW);
    await fitsAt600(page);

    // A coordinator sees the lists, and why they cannot change them.
    const coordinatorContext = await browser.newContext();
    const viewer = await coordinatorContext.newPage();
    await signInAs(viewer, stack.host.url, DEMO_COORDINATOR.email);
    await viewer.goto(`${stack.host.url}/settings/department`);
    await expect(viewer.getByText('You can look at these settings but not change them. Ask your company administrator for access.')).toBeVisible(SLOW);
    await expect(rowOf(viewer, 'Departments', 'Engineering')).toBeVisible(SLOW);
    await expect(viewer.getByRole('button', { name: 'Add department' })).toBeDisabled();
    await expect(viewer.getByRole('button', { name: 'Actions for Engineering' })).toHaveCount(0);
    await coordinatorContext.close();
  });

  test('the screens and their dialogs pass axe, light and dark', async ({ page }) => {
    test.setTimeout(150_000);
    await signInAs(page, stack.host.url, ACME_ADMIN);
    for (const mode of ['light', 'dark'] as const) {
      await page.evaluate((theme) => localStorage.setItem('hcm.theme', JSON.stringify(theme)), { preset: 'blue', mode });
      for (const [path, table] of [
        ['/settings/department', 'Departments'],
        ['/settings/other-criteria', 'Other criteria'],
        ['/settings/locations', 'Locations'],
      ] as const) {
        await page.goto(`${stack.host.url}${path}`);
        await expect(page.getByRole('table', { name: table })).toHaveAttribute('aria-busy', 'false', SLOW);
        await expectAccessible(page, `${path} (${mode})`);
      }
      await page.goto(`${stack.host.url}/settings/department`);
      await page.getByRole('button', { name: 'Add department' }).click();
      await expect(page.getByRole('dialog', { name: 'Add department' })).toBeVisible(SLOW);
      await expectAccessible(page, `add department dialog (${mode})`);
      await page.keyboard.press('Escape');
      await rowAction(page, 'Departments', 'Sales', 'Merge into…');
      await expect(page.getByRole('dialog', { name: 'Merge department “Sales”' })).toBeVisible(SLOW);
      await expectAccessible(page, `merge dialog (${mode})`);
      await page.keyboard.press('Escape');
    }
  });
});
