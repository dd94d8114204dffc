import { expect, type Page, test } from '@playwright/test';
import { routes } from '../../src/shared/routes';
import { finishMotion } from './support/axe-audit';
import { newestMailTo, setPasswordFromMail } from './support/invitation-mail';
import { chooseOption, dayFromToday, SLOW, toast, typeDate } from './support/onboarding-ui';
import { addPlanWithDepartmentTasks, addSelectField } from './support/settings-ui';
import { signUpForOnboarding } from './support/sign-up-ui';
import { sharedStack } from './support/stack';

const ADMIN = { firstName: 'Ines', lastName: 'Okafor', email: 'ines@brightwave.example', phone: '07911 123457' };
const COLLEAGUE = { firstName: 'Tomas', lastName: 'Reyes', email: 'tomas@brightwave.example' };
const PLAN = 'Brightwave onboarding';
const FOR_ENGINEERING = 'Set up the development laptop';
const FOR_SALES = 'Join a customer call';
const LONDON = '(UTC) Edinburgh, London';

/** Adds a department or location from its settings screen's dialog. */
async function addPlace(page: Page, kind: 'department' | 'location', name: string): Promise<void> {
  await page.getByRole('button', { name: `Add ${kind}`, exact: true }).click(SLOW);
  const dialog = page.getByRole('dialog', { name: `Add ${kind}` });
  // The dialog zooms in: a list opened now would open where the field was a moment before.
  await expect(dialog).toBeVisible(SLOW);
  await finishMotion(page);
  await dialog.getByLabel('Name').fill(name);
  if (kind === 'location') {
    // The long time zone list sometimes redraws under the click as the search narrows it: choose until it took.
    await expect(async () => {
      await chooseOption(page, dialog.getByRole('combobox', { name: 'Time zone' }), LONDON, 'Edinburgh');
      await expect(dialog).toContainText(LONDON, { timeout: 2_000 });
    }).toPass(SLOW);
  }
  await dialog.getByRole('button', { name: `Add ${kind}` }).click(SLOW);
  await expect(toast(page, `${kind === 'department' ? 'Department' : 'Location'} “${name}” added.`)).toBeVisible(SLOW);
  await expect(dialog).toBeHidden(SLOW);
}

test.describe('a new company sets itself up and onboards its first hire', () => {
  const stack = sharedStack();

  test('follows the checklist, invites a colleague, adds a hire who gets exactly the matching tasks, filters by its field and moves it', async ({
    page,
    browser,
  }) => {
    test.setTimeout(300_000);
    await signUpForOnboarding(page, stack.host.url, ADMIN, {
      name: 'Brightwave SAS',
      size: '1-40',
      companyNo: '552 100 554',
      companyAddress: '3 Rue de Rivoli, Paris',
      postalCode: '75004',
    });
    await setPasswordFromMail(page, stack.host.url, await newestMailTo(stack.gateway.outbox, ADMIN.email), ADMIN.email, 'Brightwave@2026');

    // The checklist of a company with nothing set up leads to each step.
    await page.goto(`${stack.host.url}/settings/settings-overview`);
    await expect(page.getByRole('heading', { name: 'First steps (0 of 5 done)' })).toBeVisible(SLOW);
    await page.getByRole('link', { name: 'Add your departments' }).click();
    await expect(page).toHaveURL(`${stack.host.url}/settings/department`, SLOW);
    await addPlace(page, 'department', 'Engineering');
    await addPlace(page, 'department', 'Sales');

    await page.goto(`${stack.host.url}/settings/settings-overview`);
    await page.getByRole('link', { name: 'Add your locations' }).click();
    await expect(page).toHaveURL(`${stack.host.url}/settings/locations`, SLOW);
    await addPlace(page, 'location', 'Leeds office');

    // A custom select field, from the settings home.
    await addSelectField(page, stack.host.url, 'Laptop kit', ['Mac', 'Linux']);

    // A plan of two tasks, each for one department.
    await page.goto(`${stack.host.url}/settings/settings-overview`);
    await page.getByRole('link', { name: 'Make an onboarding plan' }).click();
    await expect(page).toHaveURL(`${stack.host.url}/settings/tasks`, SLOW);
    await addPlanWithDepartmentTasks(page, PLAN, [
      [FOR_ENGINEERING, 'Engineering'],
      [FOR_SALES, 'Sales'],
    ]);

    // A colleague is invited, reads the mail, sets a password and signs in.
    await page.goto(`${stack.host.url}/settings/settings-overview`);
    await page.getByRole('link', { name: 'Invite your colleagues' }).click();
    await expect(page).toHaveURL(`${stack.host.url}/settings/permissions`, SLOW);
    await page.getByRole('button', { name: 'Invite user' }).click();
    const invite = page.getByRole('dialog', { name: 'Invite user' });
    await invite.getByLabel('First name').fill(COLLEAGUE.firstName);
    await invite.getByLabel('Last name').fill(COLLEAGUE.lastName);
    await invite.getByLabel('Email').fill(COLLEAGUE.email);
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await expect(toast(page, `An invitation is on its way to ${COLLEAGUE.email}.`)).toBeVisible(SLOW);
    const colleagueContext = await browser.newContext();
    try {
      const colleaguePage = await colleagueContext.newPage();
      await setPasswordFromMail(colleaguePage, stack.host.url, await newestMailTo(stack.gateway.outbox, COLLEAGUE.email), COLLEAGUE.email, 'Tomasreyes@2026');
    } finally {
      await colleagueContext.close();
    }
    await page.goto(`${stack.host.url}/settings/settings-overview`);
    await expect(page.getByRole('heading', { name: 'First steps (4 of 5 done)' })).toBeVisible(SLOW);

    // A hire in Engineering with a Linux kit gets the plan's Engineering task and not the Sales one.
    await page.goto(`${stack.host.url}/new-hiring/add-new-hire`);
    await expect(page.getByRole('heading', { name: 'Personal (1/5)' })).toBeVisible(SLOW);
    await page.getByLabel('First name', { exact: true }).fill('Amara');
    await page.getByLabel('Last name', { exact: true }).fill('Diallo');
    await page.getByLabel('Personal email', { exact: true }).fill('amara.diallo@example.com');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'Job (2/5)' })).toBeVisible(SLOW);
    await page.getByLabel('Job title', { exact: true }).fill('Platform Engineer');
    await chooseOption(page, page.getByRole('combobox', { name: 'Department (optional)' }), 'Engineering');
    await chooseOption(page, page.getByRole('combobox', { name: 'Location (optional)' }), 'Leeds office');
    await chooseOption(page, page.getByRole('combobox', { name: 'Employment status' }), 'Full time');
    await typeDate(page.getByRole('textbox', { name: 'Start date' }), dayFromToday(28));
    await chooseOption(page, page.getByRole('combobox', { name: 'Timezone' }), LONDON, 'Edinburgh');
    await chooseOption(page, page.getByRole('combobox', { name: 'Laptop kit (optional)' }), 'Linux');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'People (3/5)' })).toBeVisible(SLOW);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'Plan (4/5)' })).toBeVisible(SLOW);
    await page.getByRole('radio', { name: new RegExp(PLAN) }).check();
    await expect(page.getByText(FOR_ENGINEERING)).toBeVisible(SLOW);
    await expect(page.getByText(`Not for this hire, by its criteria: ${FOR_SALES}.`)).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'Review (5/5)' })).toBeVisible(SLOW);
    await page.getByRole('button', { name: 'Save and approve' }).click();
    await expect(page).toHaveURL(/\/new-hiring\/new-hire-info\?id=/, SLOW);
    const hireId = new URL(page.url()).searchParams.get('id') ?? '';
    await expect(page.getByRole('progressbar', { name: 'Overall progress' })).toHaveAttribute('aria-valuetext', '0/1 done', SLOW);
    await expect(page.getByText(FOR_ENGINEERING, { exact: true })).toBeVisible();
    await expect(page.getByText(FOR_SALES, { exact: true })).toHaveCount(0);

    // /new-hiring filtered by the custom field finds the hire.
    await page.goto(`${stack.host.url}/new-hiring`);
    const filters = page.getByRole('search', { name: 'Filter new hires' });
    await chooseOption(page, filters.getByRole('combobox', { name: 'Laptop kit' }), 'Linux');
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/[?&]f\.laptop_kit=linux/, SLOW);
    await expect(page.getByRole('table', { name: 'New hires' }).getByRole('row').filter({ hasText: 'Amara Diallo' })).toBeVisible(SLOW);
    await page.goto(`${stack.host.url}/new-hiring?f.laptop_kit=mac`);
    await expect(page.getByRole('table', { name: 'New hires' }).getByRole('row').filter({ hasText: 'Amara Diallo' })).toHaveCount(0, SLOW);

    // Moving the hire to Sales shows the task the rules add and the open one they remove, before saving.
    await page.goto(`${stack.host.url}${routes.hireProfileEdit(hireId)}`);
    await chooseOption(page, page.getByRole('combobox', { name: 'Department' }), 'Sales');
    const difference = page.getByRole('alert').filter({ hasText: 'The plans’ rules change this hire’s tasks.' });
    await expect(difference).toBeVisible(SLOW);
    await expect(difference.getByRole('group', { name: 'Add 1 task' }).getByRole('checkbox', { name: new RegExp(FOR_SALES) })).toBeChecked();
    await expect(difference.getByRole('group', { name: 'Remove 1 open task' }).getByRole('checkbox', { name: new RegExp(FOR_ENGINEERING) })).toBeChecked();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page).toHaveURL(`${stack.host.url}${routes.hireProfile(hireId)}`, SLOW);
    await page.goto(`${stack.host.url}${routes.hireInfo(hireId)}`);
    // The tasks by name; the activity record names both in its line about the change.
    await expect(page.getByText(FOR_SALES, { exact: true })).toBeVisible(SLOW);
    await expect(page.getByText(FOR_ENGINEERING, { exact: true })).toHaveCount(0);
  });
});
