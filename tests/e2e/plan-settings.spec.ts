import { expect, test } from '@playwright/test';
import { routes, ROUTES } from '../../src/shared/routes';
import { signInOverHttp, type StoredHire, type StoredTask } from './support/onboarding-gateway';
import { chooseOption, DEMO_PASSWORD, dayFromToday, SLOW, signInAs, toast } from './support/onboarding-ui';
import { finishMotion } from './support/axe-audit';
import { addPlanWithDepartmentTasks } from './support/settings-ui';
import { sharedStack } from './support/stack';

const ACME_ADMIN = 'admin@acme.example';
const PLAN = 'Engineering starter kit';
const FOR_ENGINEERS = 'Set up the build machine';
const FOR_SALES = 'Shadow a sales call';

test.describe('onboarding plans through the real UI, core and gateway', () => {
  const stack = sharedStack();

  test('an admin makes a plan of two tasks with criteria; a hire gets exactly the matching task; a move to another department shows the difference before saving', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const gateway = await signInOverHttp(stack.gateway.url, ACME_ADMIN, DEMO_PASSWORD);
    const departments = await gateway.get<{ _id: string; label: string }[]>('/settings/departments');
    const engineering = departments.find((department) => department.label === 'Engineering')!;

    await signInAs(page, stack.host.url, ACME_ADMIN);
    await page.goto(`${stack.host.url}${ROUTES.settingsTasks}`);
    await expect(page.getByRole('heading', { name: 'Onboarding plans', level: 1 })).toBeVisible(SLOW);

    // The plan, then its two tasks, each for one department.
    await addPlanWithDepartmentTasks(page, PLAN, [
      [FOR_ENGINEERS, 'Engineering'],
      [FOR_SALES, 'Sales'],
    ]);
    const card = page.getByRole('region', { name: PLAN });
    await expect(card.getByText(`For: Department: Engineering`)).toHaveCount(1);

    // A hire in Engineering is offered exactly the Engineering task, and told which one is not for them.
    const hire = await gateway.post<StoredHire>('/NewHire/create-hire', {
      firstName: 'Priya',
      lastName: 'Rules',
      personalEmail: 'priya.rules@example.com',
      jobTitle: 'Build Engineer',
      departmentId: engineering._id,
      employmentStatus: 'full_time',
      startDate: dayFromToday(28),
      timezone: '(UTC) Edinburgh, London',
    });
    await page.goto(`${stack.host.url}${routes.hireInfo(hire._id)}`);
    await page.getByRole('button', { name: 'Assign plan', exact: true }).first().click(SLOW);
    const assign = page.getByRole('dialog', { name: 'Assign plan' });
    // The dialog zooms in: its list would open where the field was a moment before.
    await expect(assign).toBeVisible(SLOW);
    await finishMotion(page);
    await chooseOption(page, assign.getByRole('combobox', { name: 'Plan template' }), `${PLAN} (2 tasks)`);
    await expect(assign.getByText(FOR_ENGINEERS)).toBeVisible(SLOW);
    await expect(assign.getByText(`Not for this hire, by its criteria: ${FOR_SALES}.`)).toBeVisible();
    await assign.getByRole('button', { name: 'Assign' }).click();
    await expect(toast(page, 'Plan assigned.')).toBeVisible(SLOW);
    const given = await gateway.get<StoredTask[]>(`/tasks/hire-tasks/${hire._id}`);
    expect(given.map((task) => task.title)).toEqual([FOR_ENGINEERS]);

    // Moving the hire to Sales shows the task the rules add and the open one they remove, before saving.
    await page.goto(`${stack.host.url}${routes.hireProfileEdit(hire._id)}`);
    await chooseOption(page, page.getByRole('combobox', { name: 'Department' }), 'Sales');
    const difference = page.getByRole('alert').filter({ hasText: 'The plans’ rules change this hire’s tasks.' });
    await expect(difference).toBeVisible(SLOW);
    await expect(difference.getByRole('group', { name: 'Add 1 task' }).getByRole('checkbox', { name: new RegExp(FOR_SALES) })).toBeChecked();
    await expect(difference.getByRole('group', { name: 'Remove 1 open task' }).getByRole('checkbox', { name: new RegExp(FOR_ENGINEERS) })).toBeChecked();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page).toHaveURL(`${stack.host.url}${routes.hireProfile(hire._id)}`, SLOW);
    const after = await gateway.get<StoredTask[]>(`/tasks/hire-tasks/${hire._id}`);
    expect(after.map((task) => task.title)).toEqual([FOR_SALES]);
  });
});
