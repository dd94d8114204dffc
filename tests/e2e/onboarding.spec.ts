import { expect, type Page, test } from '@playwright/test';
import { signInOverHttp, type StoredHire, type StoredTask } from './support/onboarding-gateway';
import {
  addDays,
  chooseOption,
  dayFromToday,
  DEMO_PASSWORD,
  dueInEngland,
  onScreen,
  pickPerson,
  SLOW,
  signInAs,
  toast,
  typeDate,
} from './support/onboarding-ui';
import { DEMO_COORDINATOR, sharedStack } from './support/stack';

const MAYA = 'maya.patel@example.com';
const ACME_ADMIN = 'admin@acme.example';

/** The demo company's "Standard onboarding" plan: each task's category and days from the start date. */
const STANDARD_PLAN = [
  { title: 'Sign the offer letter and contract', category: 'Logistics', offset: -14 },
  { title: 'Prepare laptop and accounts', category: 'Logistics', offset: -7 },
  { title: 'Send the welcome pack', category: 'Logistics', offset: -5 },
  { title: 'Share the first-week schedule', category: 'Know the company', offset: -3 },
  { title: 'Coffee with your buddy', category: 'Build relationships', offset: 1 },
  { title: 'Company values and history session', category: 'Know the company', offset: 2 },
  { title: 'Complete security and privacy training', category: 'Job training', offset: 5 },
  { title: 'Agree 30-60-90 day goals', category: 'Job training', offset: 7 },
  { title: 'Meet the leadership team', category: 'Build relationships', offset: 14 },
  { title: '30-day check-in', category: 'Build relationships', offset: 30 },
] as const;
const CATEGORIES = ['Build relationships', 'Know the company', 'Job training', 'Logistics'] as const;
const inCategory = (category: string) => STANDARD_PLAN.filter((task) => task.category === category).length;

const HIRE = { firstName: 'Jordan', lastName: 'Ellison', email: 'jordan.ellison@example.com', jobTitle: 'Platform Engineer' };
const ADDED_TASK = 'Pick up the office access badge';
const WELCOME_TEXT = 'We cannot wait to meet you, Jordan.';
/** Pasted from a web page: a safe link the message keeps, and script the gateway must never store. */
const PASTED_HTML =
  '<p>Read <a href="https://acme.example/handbook">the handbook</a> and <a href="javascript:alert(1)">this</a>' +
  '<img src="x" onerror="alert(1)"></p><script>alert(2)</script>';

async function pasteHtml(page: Page, html: string): Promise<void> {
  await page.evaluate((markup) => {
    const target = document.activeElement;
    if (!target) throw new Error('Nothing has the focus to paste into.');
    const data = new DataTransfer();
    data.setData('text/html', markup);
    data.setData('text/plain', 'Read the handbook and this');
    target.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, html);
}

test.describe('onboarding journeys through the real UI, core and gateway', () => {
  const stack = sharedStack();

  test('a coordinator adds a hire with a plan, moves the start date, writes the welcome and completes a task', async ({ page }) => {
    test.setTimeout(150_000);
    const startDate = dayFromToday(21);
    const movedStart = addDays(startDate, 7);

    await signInAs(page, stack.host.url, DEMO_COORDINATOR.email);
    await page.getByRole('link', { name: 'New hires' }).first().click();
    await expect(page).toHaveURL(`${stack.host.url}/new-hiring`);
    await expect(page.getByRole('heading', { name: 'New hires' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'All (25)' })).toBeChecked(SLOW);
    await expect(page.getByRole('table', { name: 'New hires' }).getByRole('link', { name: 'Maya Patel' })).toBeVisible(SLOW);

    // Step 1: Personal.
    await page.getByRole('button', { name: 'Add new hire' }).click();
    await expect(page).toHaveURL(`${stack.host.url}/new-hiring/add-new-hire`);
    await expect(page.getByRole('heading', { name: 'Personal (1/5)' })).toBeVisible();
    await page.getByLabel('First name', { exact: true }).fill(HIRE.firstName);
    await page.getByLabel('Last name', { exact: true }).fill(HIRE.lastName);
    await page.getByLabel('Personal email', { exact: true }).fill(HIRE.email);
    await page.getByRole('button', { name: 'Continue' }).click();

    // Step 2: Job.
    await expect(page).toHaveURL(`${stack.host.url}/new-hiring/add-new-hire/hire-details`);
    await expect(page.getByRole('heading', { name: 'Job (2/5)' })).toBeVisible();
    await page.getByLabel('Job title', { exact: true }).fill(HIRE.jobTitle);
    await chooseOption(page, page.getByRole('combobox', { name: 'Department (optional)' }), 'Engineering', 'Engin');
    await chooseOption(page, page.getByRole('combobox', { name: 'Location (optional)' }), 'Manchester', 'Manch');
    await chooseOption(page, page.getByRole('combobox', { name: 'Employment status' }), 'Full time');
    await typeDate(page.getByRole('textbox', { name: 'Start date' }), startDate);
    await chooseOption(page, page.getByRole('combobox', { name: 'Timezone' }), '(UTC) Edinburgh, London', 'Edinburgh');
    const jobForm = page.getByRole('form', { name: 'Job' });
    await expect(jobForm).toContainText('Engineering');
    await expect(jobForm).toContainText('Manchester');
    await expect(jobForm).toContainText('(UTC) Edinburgh, London');
    await page.getByRole('button', { name: 'Continue' }).click();

    // Step 3: People, the manager from the async picker; the signed-in coordinator is already chosen.
    await expect(page.getByRole('heading', { name: 'People (3/5)' })).toBeVisible();
    await pickPerson(page, page.getByRole('combobox', { name: 'Manager (optional)' }), 'Priya', 'Priya Shah');
    await pickPerson(page, page.getByRole('combobox', { name: 'Buddy (optional)' }), 'Liam', 'Liam Chen');
    const peopleForm = page.getByRole('form', { name: 'People' });
    await expect(peopleForm).toContainText('Priya Shah');
    await expect(peopleForm).toContainText('Casey Coordinator');
    await page.getByRole('button', { name: 'Continue' }).click();

    // Step 4: Plan, resolved for this hire's start date and shown by category.
    await expect(page.getByRole('heading', { name: 'Plan (4/5)' })).toBeVisible();
    await page.getByRole('radio', { name: /Standard onboarding/ }).check();
    for (const category of CATEGORIES) {
      await expect(page.getByRole('heading', { name: `${category} (${inCategory(category)})` })).toBeVisible(SLOW);
    }
    const logistics = page.getByRole('region', { name: `Logistics (${inCategory('Logistics')})` });
    await expect(logistics).toContainText('Sign the offer letter and contract');
    // Manchester works Monday to Friday with England's public holidays: a due date lands on a working day.
    await expect(logistics).toContainText(`Due ${onScreen(dueInEngland(startDate, -14))}`);
    await page.getByRole('button', { name: 'Continue' }).click();

    // Step 5: Review, then save and approve.
    await expect(page.getByRole('heading', { name: 'Review (5/5)' })).toBeVisible();
    await expect(page.getByText('Standard onboarding, 10 tasks')).toBeVisible();
    await page.getByRole('button', { name: 'Save and approve' }).click();

    await expect(page).toHaveURL(/\/new-hiring\/new-hire-info\?id=/, SLOW);
    const hireId = new URL(page.url()).searchParams.get('id') ?? '';
    expect(hireId).not.toBe('');
    await expect(page.getByRole('heading', { level: 1, name: `${HIRE.firstName} ${HIRE.lastName}` })).toBeVisible(SLOW);
    await expect(page.getByText('Preboarding').first()).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Overall progress' })).toHaveAttribute('aria-valuetext', '0/10 done', SLOW);
    for (const category of CATEGORIES) {
      await expect(page.getByRole('heading', { level: 3, name: category, exact: true })).toBeVisible();
      await expect(page.getByRole('progressbar', { name: `${category} progress` })).toHaveAttribute('aria-valuetext', `0/${inCategory(category)} done`);
    }
    await expect(page.getByRole('region', { name: 'Logistics' })).toContainText('Send the welcome pack');

    // Add a task of its own; it starts in the first category, due on the start date.
    await page.getByRole('button', { name: 'Add task' }).click();
    const addTask = page.getByRole('dialog', { name: 'Add task' });
    await addTask.getByLabel('Title', { exact: true }).fill(ADDED_TASK);
    await addTask.getByRole('button', { name: 'Add task' }).click();
    await expect(addTask).toBeHidden(SLOW);
    const relationships = page.getByRole('region', { name: 'Build relationships' });
    await expect(relationships).toContainText(ADDED_TASK, SLOW);
    await expect(page.getByRole('progressbar', { name: 'Build relationships progress' })).toHaveAttribute(
      'aria-valuetext',
      `0/${inCategory('Build relationships') + 1} done`,
    );
    await expect(page.getByRole('progressbar', { name: 'Overall progress' })).toHaveAttribute('aria-valuetext', '0/11 done');

    // Move the start date a week: the screen shows what moves before anything is saved.
    await page.getByRole('link', { name: 'Edit profile' }).click();
    await expect(page).toHaveURL(`${stack.host.url}/new-hiring/profile/edit?id=${hireId}`);
    await typeDate(page.getByRole('textbox', { name: 'Start date' }), movedStart);
    const preview = page.getByRole('alert').filter({ hasText: '11 tasks move by 7 days' });
    await expect(preview).toBeVisible(SLOW);
    const moving = page.getByRole('list', { name: 'Tasks that move' });
    await expect(moving.getByRole('listitem')).toHaveCount(11);
    await expect(moving).toContainText(
      `Sign the offer letter and contract: ${onScreen(dueInEngland(startDate, -14))} → ${onScreen(dueInEngland(movedStart, -14))}`,
    );
    await expect(moving).toContainText(`${ADDED_TASK}: ${onScreen(startDate)} → ${onScreen(dueInEngland(movedStart, 0))}`);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(toast(page, 'New hire saved. 11 tasks moved.')).toBeVisible(SLOW);
    await expect(page).toHaveURL(`${stack.host.url}/new-hiring/profile?id=${hireId}`);

    // The welcome experience: write the message in the rich text editor beside the live preview.
    await page.goto(`${stack.host.url}/new-hiring/new-hire-info?id=${hireId}`);
    await page.getByRole('link', { name: 'Preview welcome experience' }).click();
    await expect(page).toHaveURL(`${stack.host.url}/new-hiring/new-hire-info/preview-welcome-experience?id=${hireId}`);
    await expect(page.getByRole('heading', { name: 'Preview welcome experience' })).toBeVisible(SLOW);
    const editor = page.getByLabel('Welcome message', { exact: true });
    await editor.click();
    await page.getByRole('button', { name: 'Bold' }).click();
    await editor.pressSequentially('Welcome aboard!');
    await page.getByRole('button', { name: 'Bold' }).click();
    await editor.press('Enter');
    await editor.pressSequentially(WELCOME_TEXT);
    await editor.press('Enter');
    await pasteHtml(page, PASTED_HTML);
    const previewPane = page.getByRole('region', { name: /^Preview: the welcome experience as Jordan/ });
    await expect(previewPane.getByRole('heading', { name: 'Welcome to Acme Ltd, Jordan!' })).toBeVisible();
    await page.getByRole('form', { name: 'Welcome message and first day' }).getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Welcome experience saved.')).toBeVisible(SLOW);
    await expect(previewPane.getByText(WELCOME_TEXT)).toBeVisible();
    await expect(previewPane.getByRole('link', { name: 'the handbook' })).toHaveAttribute('href', 'https://acme.example/handbook');

    // The coordinator's own plan task for this hire, completed from /tasks.
    await page.getByRole('link', { name: 'My tasks' }).first().click();
    await expect(page).toHaveURL(`${stack.host.url}/tasks`);
    await expect(page.getByRole('heading', { name: 'My tasks' })).toBeVisible(SLOW);
    const search = page.getByRole('search', { name: 'Task filters' }).getByRole('textbox', { name: 'Search' });
    await search.fill(HIRE.lastName);
    await search.press('Enter');
    await expect(page).toHaveURL(new RegExp(`search=${HIRE.lastName}`));
    const welcomePack = page
      .getByRole('row')
      .filter({ hasText: 'Send the welcome pack' })
      .filter({ hasText: `${HIRE.firstName} ${HIRE.lastName}` });
    await expect(welcomePack).toHaveCount(1, SLOW);
    await expect(welcomePack).toContainText(onScreen(dueInEngland(movedStart, -5)));
    await welcomePack.getByRole('button', { name: 'Complete Send the welcome pack' }).click();
    await expect(toast(page, '“Send the welcome pack” marked complete.')).toBeVisible(SLOW);
    // Open tasks only, by default: the completed one leaves the list, and Undo brings it back.
    await expect(welcomePack).toHaveCount(0, SLOW);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(toast(page, '“Send the welcome pack” is back to To do.')).toBeVisible(SLOW);
    await expect(welcomePack).toHaveCount(1, SLOW);
    await welcomePack.getByRole('button', { name: 'Complete Send the welcome pack' }).click();
    await expect(welcomePack).toHaveCount(0, SLOW);

    // Checked on the gateway by another client, with its own sign-in.
    const api = await signInOverHttp(stack.gateway.url, DEMO_COORDINATOR.email, DEMO_PASSWORD);
    const hire = await api.get<StoredHire>(`/NewHire/get-hire/${hireId}`);
    expect(hire.fullName).toBe(`${HIRE.firstName} ${HIRE.lastName}`);
    expect(hire.status).toBe('preboarding');
    expect(hire.startDate).toBe(movedStart);
    expect(hire.welcomeMessage).toContain('<strong>Welcome aboard!</strong>');
    expect(hire.welcomeMessage).toContain(WELCOME_TEXT);
    expect(hire.welcomeMessage).toContain('href="https://acme.example/handbook"');
    expect(hire.welcomeMessage).not.toMatch(/<script|onerror|javascript:|<img/i);

    const tasks = await api.get<StoredTask[]>(`/tasks/hire-tasks/${hireId}`);
    expect(tasks).toHaveLength(11);
    for (const planned of STANDARD_PLAN) {
      const stored = tasks.find((task) => task.title === planned.title);
      expect(stored?.dueDate, planned.title).toBe(dueInEngland(movedStart, planned.offset));
    }
    expect(tasks.find((task) => task.title === ADDED_TASK)?.dueDate).toBe(dueInEngland(movedStart, 0));
    const done = tasks.filter((task) => task.status === 'done');
    expect(done.map((task) => task.title)).toEqual(['Send the welcome pack']);
    expect(done[0]?.completedBy?.fullName).toBe('Casey Coordinator');

    // Withdrawn, the hire's open tasks are on hold with nothing to do to them; reopened where the
    // coordinator chooses, the very same tasks come back.
    const name = `${HIRE.firstName} ${HIRE.lastName}`;
    await page.goto(`${stack.host.url}/new-hiring/new-hire-info?id=${hireId}`);
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await page
      .getByRole('dialog', { name: `Withdraw ${name}?` })
      .getByRole('button', { name: 'Withdraw', exact: true })
      .click();
    await expect(toast(page, `${name} was withdrawn. Their open tasks are on hold until they are reopened.`)).toBeVisible(SLOW);
    await expect(page.getByText(/their open tasks are on hold and out of everyone’s task lists/)).toBeVisible(SLOW);
    await expect(page.getByRole('button', { name: 'Complete Prepare laptop and accounts' })).toHaveCount(0);
    await expect(page.getByText('On hold').first()).toBeVisible();

    await page.getByRole('button', { name: 'Reopen', exact: true }).click();
    const reopen = page.getByRole('dialog', { name: `Reopen ${name}?` });
    await reopen.getByRole('radio', { name: /Preboarding \(approved\)/ }).check();
    await reopen.getByRole('button', { name: 'Reopen', exact: true }).click();
    await expect(toast(page, `${name} was reopened: now preboarding, with their tasks back as they were.`)).toBeVisible(SLOW);
    await expect(page.getByText('On hold')).toHaveCount(0, SLOW);
    await expect(page.getByRole('button', { name: 'Complete Prepare laptop and accounts' })).toBeVisible();
    const reopened = await api.get<StoredTask[]>(`/tasks/hire-tasks/${hireId}`);
    const idAndStatus = (list: StoredTask[]) => list.map((task) => `${task._id} ${task.status}`).sort();
    expect(idAndStatus(reopened)).toEqual(idAndStatus(tasks));
  });

  test('the new hire signs in to their welcome experience and ticks off a task', async ({ page }) => {
    await signInAs(page, stack.host.url, MAYA);
    await expect(page).toHaveURL(`${stack.host.url}/welcome-experiance`);

    const greeting = page.getByRole('heading', { name: 'Welcome to Acme Ltd, Maya!' });
    await expect(greeting).toBeVisible(SLOW);
    // The company's colour behind the greeting.
    const heroColour = await greeting.evaluate((heading) => getComputedStyle(heading.parentElement!.parentElement!).backgroundColor);
    expect(heroColour).toBe('rgb(15, 118, 110)');
    await expect(page.getByText('Frontend Engineer · Engineering · London HQ')).toBeVisible();
    await expect(page.getByText('Hi Maya, welcome to')).toBeVisible();

    const people = page.getByRole('list', { name: 'People you will meet' });
    await expect(people).toContainText('Priya Shah');
    await expect(people).toContainText('Liam Chen');
    await expect(people).toContainText('Casey Coordinator');

    const tasks = page.getByRole('list', { name: 'Your tasks' });
    await expect(tasks).toContainText('Set up your development environment');
    await expect(tasks).toContainText('Complete security and privacy training');
    // Only their own: the manager's and buddy's tasks are not listed.
    await expect(tasks).not.toContainText('Agree 30-60-90 day goals');

    const task = page.getByRole('checkbox', { name: 'Set up your development environment' });
    await expect(task).not.toBeChecked();
    await task.click();
    await expect(toast(page, '“Set up your development environment” marked complete.')).toBeVisible(SLOW);
    await expect(task).toBeChecked();

    await page.reload();
    await expect(page.getByRole('checkbox', { name: 'Set up your development environment' })).toBeChecked(SLOW);
  });

  test('the add flow points out a hire already added, and its draft survives a reload', async ({ page }) => {
    await signInAs(page, stack.host.url, DEMO_COORDINATOR.email);
    await page.goto(`${stack.host.url}/new-hiring/add-new-hire`);
    await expect(page.getByRole('heading', { name: 'Personal (1/5)' })).toBeVisible(SLOW);
    await page.getByLabel('First name', { exact: true }).fill('Robin');
    await page.getByLabel('Last name', { exact: true }).fill('Hale');
    await page.getByLabel('Personal email', { exact: true }).fill(MAYA);

    // Maya Patel already has this personal email: pointed out, linked, without stopping the flow.
    const warning = page.getByRole('status').filter({ hasText: 'This may be a hire already added' });
    await expect(warning).toBeVisible(SLOW);
    await expect(warning.getByRole('link', { name: 'Maya Patel' })).toHaveAttribute('href', /\/new-hiring\/new-hire-info\?id=/);
    await expect(warning).toContainText('the same personal email');

    // The draft is kept once typing pauses; a reload offers it back.
    await page.waitForTimeout(1500);
    await page.reload();
    await expect(page.getByText('You started adding Robin Hale and did not save them.')).toBeVisible(SLOW);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByLabel('First name', { exact: true })).toHaveValue('Robin');
    await expect(page.getByLabel('Personal email', { exact: true })).toHaveValue(MAYA);

    // Discarded, it is not offered again.
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Discard' }).click();
    await expect(page).toHaveURL(`${stack.host.url}/new-hiring`);
    await page.waitForTimeout(1000);
    await page.goto(`${stack.host.url}/new-hiring/add-new-hire`);
    await expect(page.getByLabel('First name', { exact: true })).toHaveValue('', SLOW);
  });

  test('an admin logged in as the coordinator sees the banner and cannot add a hire', async ({ page }) => {
    await signInAs(page, stack.host.url, ACME_ADMIN);
    await page.getByRole('button', { name: 'Log in as…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log in as another user' });
    await pickPerson(page, dialog.getByRole('combobox', { name: 'User' }), 'Casey', 'Casey Coordinator');
    await expect(dialog).toContainText('Casey Coordinator');
    await expect(dialog.getByRole('button', { name: 'Log in as', exact: true })).toBeEnabled();
    await dialog.getByRole('button', { name: 'Log in as', exact: true }).click();

    await expect(page.getByText('Viewing as Casey Coordinator (logged in by Avery Admin). Changes are turned off.')).toBeVisible(SLOW);
    await page.getByRole('link', { name: 'New hires' }).first().click();
    await expect(page.getByRole('table', { name: 'New hires' }).getByRole('link').first()).toBeVisible(SLOW);
    await expect(page.getByRole('button', { name: 'Add new hire' })).toBeDisabled();
    // Opened by address, the add flow is off from its first step, with the notice saying why.
    await page.goto(`${stack.host.url}/new-hiring/add-new-hire`);
    await expect(page.getByText('Changes are turned off while Avery Admin is logged in as this user.')).toBeVisible(SLOW);
    await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await expect(page.getByRole('textbox').first()).toBeDisabled();
    await page.goto(`${stack.host.url}/change-password`);
    await expect(page.getByRole('button', { name: 'Update Password' })).toBeDisabled(SLOW);

    await page.getByRole('button', { name: 'Return to my account' }).click();
    await expect(page.getByText(/Viewing as Casey Coordinator/)).toHaveCount(0, SLOW);
    await expect(page.getByRole('button', { name: 'Log in as…' })).toBeVisible();
  });
});
