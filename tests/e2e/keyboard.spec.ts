import { expect, type Page, test } from '@playwright/test';
import { expectFocusShows, tabTo } from './support/keyboard';
import { dayFromToday, DEMO_PASSWORD, onScreen, SLOW, toast } from './support/onboarding-ui';
import { DEMO_COORDINATOR, sharedStack } from './support/stack';

/** Signs in by keyboard alone: Tab to each field, type, Enter. */
async function signInByKeyboard(page: Page, hostUrl: string): Promise<void> {
  await page.goto(`${hostUrl}/sign-in`);
  await tabTo(page, page.getByLabel('Email'));
  await page.keyboard.type(DEMO_COORDINATOR.email);
  await tabTo(page, page.getByLabel('Password', { exact: true }));
  await page.keyboard.type(DEMO_PASSWORD);
  await tabTo(page, page.getByRole('button', { name: 'Login' }));
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/\/sign-in/, SLOW);
}

/** The option the focused select's list has active (antd names its options for screen readers by aria-label). */
const activeOption = (page: Page) =>
  page.evaluate(() => {
    const id = document.activeElement?.getAttribute('aria-activedescendant');
    const option = id ? document.getElementById(id) : null;
    return (option?.getAttribute('aria-label') ?? option?.textContent ?? '').trim();
  });

/** Chooses an option of the focused select: types to narrow it (or opens it with ArrowDown), walks to the option with ArrowDown and takes it with Enter. */
async function chooseByKeyboard(page: Page, title: string, search?: string): Promise<void> {
  if (search === undefined) await page.keyboard.press('ArrowDown');
  else {
    await page.keyboard.type(search);
    // The people pickers ask the gateway as the user types: walk the list that answers the search, not
    // the one shown before it, which the answer replaces (and the active option with it) mid-walk.
    const visibleOptions = page.locator('.ant-select-dropdown .ant-select-item-option').filter({ visible: true });
    await expect(visibleOptions.filter({ hasNotText: search })).toHaveCount(0, SLOW);
  }
  await expect(page.getByTitle(title, { exact: true }).filter({ visible: true }).first()).toBeVisible(SLOW);
  for (let step = 0; step < 20 && (await activeOption(page)) !== title; step += 1) await page.keyboard.press('ArrowDown');
  expect(await activeOption(page)).toBe(title);
  await page.keyboard.press('Enter');
}

/**
 * One browser session goes through the journeys in turn, signed in once by keyboard as the first
 * of them: a sign-in and a core per journey would double the time the file takes.
 */
test.describe('every journey by keyboard alone, with the focus always in sight', () => {
  test.describe.configure({ mode: 'serial' });
  const stack = sharedStack();
  let page: Page;
  test.beforeAll(async ({ browser }) => {
    page = await browser.newPage();
  });
  test.afterAll(async () => {
    await page.close();
  });

  test('sign in', async () => {
    await signInByKeyboard(page, stack.host.url);
    await expect(page).toHaveURL(/\/home|\/tasks|\/dashboard|\/new-hiring/);
  });

  test('add a hire through every step', async () => {
    test.setTimeout(150_000);
    await page.goto(`${stack.host.url}/new-hiring`);
    await tabTo(page, page.getByRole('button', { name: 'Add new hire' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/new-hiring\/add-new-hire$/);

    // Personal.
    await expect(page.getByRole('heading', { name: 'Personal (1/5)' })).toBeVisible(SLOW);
    await tabTo(page, page.getByLabel('First name', { exact: true }));
    await page.keyboard.type('Kai');
    await tabTo(page, page.getByLabel('Last name', { exact: true }));
    await page.keyboard.type('Okafor');
    await tabTo(page, page.getByLabel('Personal email', { exact: true }));
    await page.keyboard.type('kai.okafor@example.com');
    await tabTo(page, page.getByRole('button', { name: 'Continue' }));
    await page.keyboard.press('Enter');

    // Job: the new step's heading takes the focus, so the next Tab is its first field.
    const job = page.getByRole('heading', { name: 'Job (2/5)' });
    await expect(job).toBeFocused(SLOW);
    await expectFocusShows(job);
    await tabTo(page, page.getByLabel('Job title', { exact: true }), { most: 1 });
    await page.keyboard.type('Data Analyst');
    await tabTo(page, page.getByRole('combobox', { name: 'Department (optional)' }));
    await chooseByKeyboard(page, 'Engineering', 'Engin');
    await tabTo(page, page.getByRole('combobox', { name: 'Location (optional)' }));
    await chooseByKeyboard(page, 'Manchester', 'Manch');
    await tabTo(page, page.getByRole('combobox', { name: 'Employment status' }));
    await chooseByKeyboard(page, 'Full time');
    const startDate = dayFromToday(28);
    await tabTo(page, page.getByRole('textbox', { name: 'Start date' }));
    await page.keyboard.type(onScreen(startDate));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('textbox', { name: 'Start date' })).toHaveValue(onScreen(startDate));
    await tabTo(page, page.getByRole('combobox', { name: 'Timezone' }));
    await chooseByKeyboard(page, '(UTC) Edinburgh, London', 'Edinburgh');
    const jobForm = page.getByRole('form', { name: 'Job' });
    await expect(jobForm).toContainText('Engineering');
    await expect(jobForm).toContainText('Full time');
    await tabTo(page, page.getByRole('button', { name: 'Continue' }));
    await page.keyboard.press('Enter');

    // People: the pickers search the company as the user types.
    const people = page.getByRole('heading', { name: 'People (3/5)' });
    await expect(people).toBeFocused(SLOW);
    await tabTo(page, page.getByRole('combobox', { name: 'Manager (optional)' }));
    await chooseByKeyboard(page, 'Priya Shah', 'Priya');
    await tabTo(page, page.getByRole('combobox', { name: 'Buddy (optional)' }));
    await chooseByKeyboard(page, 'Liam Chen', 'Liam');
    const peopleForm = page.getByRole('form', { name: 'People' });
    await expect(peopleForm).toContainText('Priya Shah');
    await expect(peopleForm).toContainText('Liam Chen');
    await tabTo(page, page.getByRole('button', { name: 'Continue' }));
    await page.keyboard.press('Enter');

    // Plan: a radio group, moved through with the arrows.
    const plan = page.getByRole('heading', { name: 'Plan (4/5)' });
    await expect(plan).toBeFocused(SLOW);
    const standard = page.getByRole('radio', { name: /Standard onboarding/ });
    await tabTo(page, page.getByRole('form', { name: 'Plan' }).getByRole('radio').first());
    await page.keyboard.press('Space');
    for (let step = 0; step < 5 && !(await standard.isChecked()); step += 1) await page.keyboard.press('ArrowDown');
    await expect(standard).toBeChecked();
    await expect(standard).toBeFocused();
    await expect(page.getByRole('region', { name: /^Logistics/ })).toContainText('Sign the offer letter and contract', SLOW);

    // A task taken out hands the focus to the next one's Remove; putting it back, to the first Remove.
    const removeButtons = page.getByRole('button', { name: /^Remove / });
    const [firstTask, secondTask] = (await removeButtons.evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label') ?? ''))).slice(
      0,
      2,
    );
    await tabTo(page, page.getByRole('button', { name: firstTask, exact: true }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: firstTask, exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: secondTask, exact: true })).toBeFocused();
    await tabTo(page, page.getByRole('button', { name: 'Put back 1 removed task' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: firstTask, exact: true })).toBeFocused();
    await tabTo(page, page.getByRole('button', { name: 'Continue' }));
    await page.keyboard.press('Enter');

    // Review, then save.
    const review = page.getByRole('heading', { name: 'Review (5/5)' });
    await expect(review).toBeFocused(SLOW);
    await expect(page.getByText('Standard onboarding, 10 tasks')).toBeVisible();
    await tabTo(page, page.getByRole('button', { name: 'Save and approve' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/new-hiring\/new-hire-info\?id=/, SLOW);
    await expect(page.getByRole('heading', { level: 1, name: 'Kai Okafor' })).toBeVisible(SLOW);

    await page.goto(`${stack.host.url}/new-hiring?search=Okafor`);
    await expect(page.getByRole('table', { name: 'New hires' }).getByRole('link', { name: 'Kai Okafor' })).toBeVisible(SLOW);
  });

  test('filter and page the new hires', async () => {
    await page.goto(`${stack.host.url}/new-hiring`);
    const table = page.getByRole('table', { name: 'New hires' });
    const filters = page.getByRole('search', { name: 'Filter new hires' });
    await expect(page.getByRole('radio', { name: /^All \(\d+\)$/ })).toBeChecked(SLOW);

    // Status: a multiselect opened with the arrow key, an option taken with Enter, closed with Escape.
    const status = filters.getByRole('combobox', { name: 'Status' });
    await tabTo(page, status);
    await chooseByKeyboard(page, 'Preboarding');
    await page.keyboard.press('Escape');
    await expect(status).toBeFocused();
    await expect(page).toHaveURL(/status=preboarding/, SLOW);
    await expect(page.getByRole('radio', { name: /^Preboarding \(\d+\)$/ })).toBeChecked(SLOW);

    // A range of start dates, typed into the two days.
    const from = filters.getByRole('textbox', { name: 'Start date from' });
    await tabTo(page, from);
    await page.keyboard.type(onScreen(dayFromToday(-400)));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/startFrom=/, SLOW);
    const to = filters.getByRole('textbox', { name: 'Start date to' });
    await tabTo(page, to);
    await page.keyboard.type(onScreen(dayFromToday(400)));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/startTo=/, SLOW);
    await expect(table.getByRole('row').nth(1)).toContainText('Preboarding', SLOW);

    // Clear Filters puts every filter back and keeps the focus where it was.
    const clear = filters.getByRole('button', { name: 'Clear Filters' });
    await tabTo(page, clear);
    await page.keyboard.press('Enter');
    await expect(page).not.toHaveURL(/status=|startFrom=|startTo=/, SLOW);
    await expect(page.getByRole('radio', { name: /^All \(\d+\)$/ })).toBeChecked(SLOW);
    await expect(clear).toBeFocused();

    // Page 2 and back, with Next and Previous.
    const pages = page.getByRole('navigation', { name: 'New hires pages' });
    const next = pages.getByRole('button', { name: 'Next' });
    await tabTo(page, next);
    await page.keyboard.press('Enter');
    await expect(pages).toContainText(/Page 2 of/, SLOW);
    await expect(next).toBeFocused();
    const previous = pages.getByRole('button', { name: 'Previous' });
    await tabTo(page, previous, { backwards: true });
    await page.keyboard.press('Enter');
    await expect(pages).toContainText(/Page 1 of/, SLOW);
    // Page 1 has no Previous: the focus is handed to Next rather than dropped.
    await expect(next).toBeFocused();
  });

  test('complete a task and block another with a reason', async () => {
    await page.goto(`${stack.host.url}/tasks`);
    const table = page.getByRole('table', { name: /tasks$/ });
    // Tasks still to do: they can be completed and blocked.
    const rows = table.getByRole('row').filter({ has: page.getByRole('button', { name: /^Block / }) });
    await expect(rows.first()).toBeVisible(SLOW);
    /** A row by its task and hire, which together tell it from the others. */
    const rowAt = async (index: number) => {
      const cells = await rows.nth(index).getByRole('cell').allInnerTexts();
      const [title, hire] = [(cells[1] ?? '').split('\n')[0] ?? '', cells[2] ?? ''];
      return { title, row: table.getByRole('row').filter({ hasText: title }).filter({ hasText: hire }) };
    };
    const first = await rowAt(0);
    const second = await rowAt(1);

    // Completed, the task leaves the open list; the focus goes to the task that takes its place.
    await tabTo(page, first.row.getByRole('button', { name: `Complete ${first.title}` }), { most: 80 });
    await page.keyboard.press('Enter');
    await expect(page.getByText(`“${first.title}” marked complete.`).first()).toBeVisible(SLOW);
    await expect(first.row).toHaveCount(0, SLOW);
    const secondComplete = second.row.getByRole('button', { name: `Complete ${second.title}` });
    await expect(secondComplete).toBeFocused(SLOW);
    await expectFocusShows(secondComplete);

    // Blocked with a reason: the dialog opens on the reason box and gives the focus back to the task.
    await tabTo(page, second.row.getByRole('button', { name: `Block ${second.title}` }));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Block “${second.title}”` });
    const reason = dialog.getByRole('textbox', { name: 'Why is this task blocked?' });
    await expect(reason).toBeFocused(SLOW);
    await page.keyboard.type('Waiting for the laptop to arrive.');
    await tabTo(page, dialog.getByRole('button', { name: 'Block task' }));
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden(SLOW);
    await expect(second.row).toContainText('Blocked: Waiting for the laptop to arrive.', SLOW);
    const unblock = second.row.getByRole('button', { name: `Unblock ${second.title}` });
    await expect(unblock).toBeFocused(SLOW);
    await expectFocusShows(unblock);
  });

  test('edit the welcome experience of a hire', async () => {
    await page.goto(`${stack.host.url}/new-hiring?search=Maya`);
    const maya = page.getByRole('table', { name: 'New hires' }).getByRole('link', { name: 'Maya Patel' });
    await tabTo(page, maya, { most: 60 });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/new-hiring\/new-hire-info\?id=/, SLOW);

    // On the hire's page, a completed task keeps the focus on the button that took Complete's place.
    const taskList = page.getByRole('region', { name: 'Logistics' });
    const complete = taskList.getByRole('button', { name: /^Complete / }).first();
    const title = ((await complete.getAttribute('aria-label')) ?? '').slice('Complete '.length);
    await tabTo(page, complete, { most: 80 });
    await page.keyboard.press('Enter');
    const reopen = taskList.getByRole('button', { name: `Reopen ${title}`, exact: true });
    await expect(reopen).toBeFocused(SLOW);
    await expectFocusShows(reopen);

    await tabTo(page, page.getByRole('link', { name: 'Preview welcome experience' }), { backwards: true, most: 80 });
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Preview welcome experience' })).toBeVisible(SLOW);

    const editor = page.getByLabel('Welcome message', { exact: true });
    await tabTo(page, editor, { most: 60 });
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.press('Enter');
    // Bold from the toolbar: Shift+Tab back to its one tab stop, the arrow to Bold, Enter, and back in the text.
    await tabTo(page, page.getByRole('combobox', { name: 'Text style' }), { backwards: true, most: 1 });
    await page.keyboard.press('ArrowRight');
    const bold = page.getByRole('button', { name: 'Bold' });
    await expectFocusShows(bold);
    await page.keyboard.press('Enter');
    await expect(editor).toBeFocused();
    await page.keyboard.type('See you on Monday!');
    await expect(editor.locator('strong', { hasText: 'See you on Monday!' })).toBeVisible();

    // Tab leaves the editor for the next field: it is no trap.
    const arrival = page.getByRole('textbox', { name: 'Arrival time' });
    await tabTo(page, arrival, { most: 3 });
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('08:45');
    await tabTo(page, page.getByRole('form', { name: 'Welcome message and first day' }).getByRole('button', { name: 'Save' }));
    await page.keyboard.press('Enter');
    await expect(toast(page, 'Welcome experience saved.')).toBeVisible(SLOW);
    const preview = page.getByRole('region', { name: /^Preview: the welcome experience as Maya/ });
    await expect(preview).toContainText('See you on Monday!');
    await expect(preview).toContainText('08:45');
  });
});
