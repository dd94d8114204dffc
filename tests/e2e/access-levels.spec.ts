import { expect, test } from '@playwright/test';
import { ROUTES } from '../../src/shared/routes';
import { signInOverHttp } from './support/onboarding-gateway';
import { chooseOption, DEMO_PASSWORD, SLOW, signInAs, toast } from './support/onboarding-ui';
import { finishMotion } from './support/axe-audit';
import { sharedStack } from './support/stack';

const ACME_ADMIN = 'admin@acme.example';
const COORDINATOR = 'coordinator@acme.example';
const COORDINATOR_NAME = 'Casey Coordinator';
const ROLE = 'Sales coordinators';

interface ListedHire {
  _id: string;
  fullName: string;
  status: string;
  department: { _id: string; label: string } | null;
}

test.describe('access levels through the real UI, core and gateway', () => {
  const stack = sharedStack();

  test('an admin limits the coordinators to their custom roles and gives one a role scoped to Sales: they then see only Sales hires on /new-hiring, the dashboard and /tasks', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const admin = await signInOverHttp(stack.gateway.url, ACME_ADMIN, DEMO_PASSWORD);
    const everyone = await admin.get<{ items: ListedHire[]; total: number }>('/NewHire/list-preview-experience?limit=100&offset=0');
    const sales = everyone.items.filter((hire) => hire.department?.label === 'Sales');
    const others = everyone.items.filter((hire) => hire.department?.label !== 'Sales');
    expect(sales.length).toBeGreaterThan(0);
    expect(others.length).toBeGreaterThan(0);
    const pendingIn = (hires: readonly ListedHire[]) => hires.filter((hire) => hire.status === 'pending').length;
    // The dashboard's count tells the two apart only when another department has a pending hire too.
    expect(pendingIn(others)).toBeGreaterThan(0);

    await signInAs(page, stack.host.url, ACME_ADMIN);

    // The coordinator roles reach only what their custom roles give: the preview says who loses which hires.
    await page.goto(`${stack.host.url}${ROUTES.settingsAdministrativeAccess}`);
    const operations = page.getByRole('region', { name: 'Operations coordinator' });
    await operations.getByRole('radio', { name: 'Only the hires their custom roles reach and the hires they manage' }).check(SLOW);
    await operations.getByRole('button', { name: 'Save' }).click(SLOW);
    const reachPreview = page.getByRole('dialog', { name: 'What this changes: Operations coordinator access' });
    await expect(reachPreview.getByText(COORDINATOR_NAME)).toBeVisible(SLOW);
    await reachPreview.getByRole('button', { name: 'Save' }).click(SLOW);
    await expect(toast(page, 'Operations coordinator access saved.')).toBeVisible(SLOW);

    // A custom role for Sales, its member's rule set with the rule editor.
    await page.goto(`${stack.host.url}${ROUTES.settingsCustomAccess}`);
    await page.getByRole('button', { name: 'Add role' }).first().click(SLOW);
    const editor = page.getByRole('dialog', { name: 'Add role' });
    await expect(editor).toBeVisible(SLOW);
    await finishMotion(page);
    await editor.getByLabel('Role name').fill(ROLE);
    await chooseOption(page, editor.getByRole('combobox', { name: 'Add a member' }), COORDINATOR_NAME);
    const member = editor.getByRole('group', { name: COORDINATOR_NAME });
    await chooseOption(page, member.getByRole('combobox', { name: 'Department' }), 'Sales');
    await expect(member.getByText(/^Matches \d+ current hires?$/)).toBeVisible(SLOW);
    await editor.getByRole('button', { name: 'Add role' }).click(SLOW);
    const rolePreview = page.getByRole('dialog', { name: `What this changes: Custom role “${ROLE}”` });
    await expect(rolePreview.getByText(COORDINATOR_NAME)).toBeVisible(SLOW);
    await rolePreview.getByRole('button', { name: 'Add role' }).click(SLOW);
    await expect(toast(page, `Custom role “${ROLE}” added.`)).toBeVisible(SLOW);

    // The coordinator, signed in afresh, reaches the Sales hires only.
    const context = await browser.newContext();
    const coordinatorPage = await context.newPage();
    await signInAs(coordinatorPage, stack.host.url, COORDINATOR);
    await coordinatorPage.goto(`${stack.host.url}${ROUTES.newHires}`);
    const list = coordinatorPage.getByRole('table');
    await expect(list.getByText(sales[0]!.fullName, { exact: true })).toBeVisible(SLOW);
    for (const hire of sales) await expect(list.getByText(hire.fullName, { exact: true })).toBeVisible();
    for (const hire of others) await expect(list.getByText(hire.fullName, { exact: true })).toHaveCount(0);

    const coordinator = await signInOverHttp(stack.gateway.url, COORDINATOR, DEMO_PASSWORD);
    const reached = await coordinator.get<{ items: ListedHire[]; total: number }>('/NewHire/list-preview-experience?limit=100&offset=0');
    expect(reached.items.map((hire) => hire.fullName).sort()).toEqual(sales.map((hire) => hire.fullName).sort());

    await coordinatorPage.goto(`${stack.host.url}${ROUTES.dashboard}`);
    const progress = coordinatorPage.locator('.ant-card').filter({ has: coordinatorPage.getByText('Progress by hire', { exact: true }) });
    await expect(progress).toBeVisible(SLOW);
    await expect(coordinatorPage.getByText(`Pending approval (${pendingIn(sales)})`, { exact: true })).toBeVisible(SLOW);
    for (const hire of others) await expect(progress.getByText(hire.fullName, { exact: true })).toHaveCount(0);

    await coordinatorPage.goto(`${stack.host.url}${ROUTES.tasks}?whose=all`);
    await expect(coordinatorPage.getByRole('heading', { name: 'Everyone’s tasks', level: 1 })).toBeVisible(SLOW);
    const tasks = coordinatorPage.getByRole('table');
    await expect(tasks.locator('tbody tr').first()).toBeVisible(SLOW);
    for (const hire of others) await expect(tasks.getByText(hire.fullName, { exact: true })).toHaveCount(0);
    await context.close();
  });
});
