import { expect, test } from '@playwright/test';
import { signInOverHttp, type StoredTask } from './support/onboarding-gateway';
import { addDays, chooseOption, DEMO_PASSWORD, dueInEngland, onScreen, SLOW, signInAs, toast, typeDate } from './support/onboarding-ui';
import { sharedStack } from './support/stack';

const ACME_ADMIN = 'admin@acme.example';

/** The next 25 December with time before it for a hire to start: this year's until December. */
function nextChristmas(): string {
  const today = new Date();
  return `${today.getMonth() === 11 ? today.getFullYear() + 1 : today.getFullYear()}-12-25`;
}

const shortDate = (apiDate: string) => new Date(`${apiDate}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

test.describe('holiday calendars', () => {
  const stack = sharedStack();

  test('an administrator imports England’s holidays for a location, and a start-date shift moves a task off Christmas Day', async ({ page }) => {
    test.setTimeout(150_000);
    const christmas = nextChristmas();
    const year = Number(christmas.slice(0, 4));
    const newStart = addDays(christmas, -4);
    const api = await signInOverHttp(stack.gateway.url, ACME_ADMIN, DEMO_PASSWORD);
    const remote = (await api.get<{ _id: string; label: string }[]>('/settings/locations')).find((location) => location.label === 'Remote');
    expect(remote).toBeDefined();

    await signInAs(page, stack.host.url, ACME_ADMIN);
    await page.goto(`${stack.host.url}/settings/locations`);
    const card = page.locator('.ant-card').filter({ has: page.getByRole('heading', { name: 'Remote' }) });
    await expect(card.getByText('None imported yet')).toBeVisible(SLOW);
    await chooseOption(page, card.getByRole('combobox', { name: 'Country' }), 'United Kingdom', 'United K');
    await chooseOption(page, card.getByRole('combobox', { name: 'Region (optional)' }), 'England', 'Engl');
    await card.getByLabel('From year').fill(String(year));
    await card.getByLabel('To year').fill(String(year));
    await card.getByRole('button', { name: 'Import public holidays' }).click();
    await expect(toast(page, /public holidays of England \(United Kingdom\) imported to Remote/)).toBeVisible(SLOW);
    await card.getByRole('combobox', { name: /Year of Remote/ }).click();
    await page.getByTitle(String(year), { exact: true }).last().click();
    await expect(card.getByRole('row').filter({ hasText: onScreen(christmas) })).toContainText('Christmas Day', SLOW);
    // From the spec's narrowest width up, the screen fits without a horizontal scrollbar.
    await page.setViewportSize({ width: 600, height: 900 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await page.setViewportSize({ width: 1280, height: 900 });

    // A hire at Remote whose team lunch is four days after the start.
    const hire = await api.post<{ _id: string }>('/NewHire/create-hire', {
      firstName: 'Noel',
      lastName: 'Winters',
      personalEmail: 'noel.winters@example.com',
      jobTitle: 'Analyst',
      employmentStatus: 'full_time',
      startDate: addDays(newStart, -7),
      timezone: '(UTC) Edinburgh, London',
      locationId: remote?._id,
    });
    await api.post('/NewHire/new-hire-assign-plan', {
      hireId: hire._id,
      planTemplateId: null,
      name: 'Winter plan',
      tasks: [{ title: 'Team lunch', taskCategory: 'build_relationships', assigneeRole: 'coordinator', assigneeUserId: null, dueOffsetDays: 4 }],
    });

    await page.goto(`${stack.host.url}/new-hiring/profile/edit?id=${hire._id}`);
    await typeDate(page.getByRole('textbox', { name: 'Start date' }), newStart);
    const moving = page.getByRole('list', { name: 'Tasks that move' });
    const movedTo = dueInEngland(christmas, 1);
    await expect(moving).toContainText(`(${shortDate(christmas)} is Christmas Day: moved to ${shortDate(movedTo)})`, SLOW);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(toast(page, /New hire saved/)).toBeVisible(SLOW);

    const tasks = await api.get<StoredTask[]>(`/tasks/hire-tasks/${hire._id}`);
    expect(tasks.find((task) => task.title === 'Team lunch')?.dueDate).toBe(movedTo);
  });
});
