import { expect, type Page } from '@playwright/test';
import { chooseOption, SLOW, toast } from './onboarding-ui';

/** Adds a single select custom field on /settings/fields/add-field, its options in order, filled by whom the label of "Who fills it" names. */
export async function addSelectField(page: Page, hostUrl: string, label: string, options: readonly string[], filledBy?: string): Promise<void> {
  await page.goto(`${hostUrl}/settings/fields/add-field`);
  await page.getByLabel('Label', { exact: true }).fill(label, SLOW);
  await chooseOption(page, page.getByRole('combobox', { name: 'Type' }), 'Single select');
  for (const [index, option] of options.entries()) {
    await page.getByRole('button', { name: 'Add option' }).click(SLOW);
    await page.getByRole('textbox', { name: `Option ${index + 1}` }).fill(option, SLOW);
  }
  if (filledBy !== undefined) await page.getByRole('radio', { name: filledBy }).check(SLOW);
  await page.getByRole('button', { name: 'Add field' }).click(SLOW);
  await expect(toast(page, `Field “${label}” added.`)).toBeVisible(SLOW);
}

/** On /settings/tasks: adds a plan, then a task for each department named, the rule editor's live count shown for each. */
export async function addPlanWithDepartmentTasks(page: Page, plan: string, tasks: readonly (readonly [title: string, department: string])[]): Promise<void> {
  await page.getByRole('button', { name: 'Add plan' }).first().click(SLOW);
  const planDialog = page.getByRole('dialog', { name: 'Add plan' });
  await planDialog.getByLabel('Name').fill(plan);
  await expect(planDialog.getByText(/^Matches \d+ current hires?$/)).toBeVisible(SLOW);
  await planDialog.getByRole('button', { name: 'Add plan' }).click(SLOW);
  await expect(toast(page, `Plan “${plan}” added`)).toBeVisible(SLOW);
  for (const [title, department] of tasks) {
    await page.getByRole('button', { name: `Add task to ${plan}` }).click(SLOW);
    const drawer = page.getByRole('dialog', { name: `Add task: ${plan}` });
    await drawer.getByLabel('Title').fill(title);
    await chooseOption(page, drawer.getByRole('combobox', { name: 'Department' }), department);
    await expect(drawer.getByText(/^Matches \d+ current hires?$/)).toBeVisible(SLOW);
    await drawer.getByRole('button', { name: 'Add task' }).click(SLOW);
    await expect(toast(page, `Task “${title}” added`)).toBeVisible(SLOW);
  }
}
