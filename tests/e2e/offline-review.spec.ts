import { expect, type Page, test } from '@playwright/test';
import { signInOverHttp } from './support/onboarding-gateway';
import { DEMO_PASSWORD, SLOW } from './support/onboarding-ui';
import { DEMO_COORDINATOR, InterruptibleGateway, WebHostProcess } from './support/stack';

interface GatewayTask {
  _id: string;
  title: string;
  status: string;
  version: number;
  blockedReason: string | null;
  hire: { fullName: string };
}

interface TaskComment {
  body: string;
  author: { fullName: string } | null;
}

const OFFLINE_BANNER = { name: /You.re offline/ };
/** Long enough for the core's probe, which backs off while the gateway stays away, to find it back. */
const BACK_ONLINE = { timeout: 45_000 } as const;

/** The coordinator's first open tasks, as the /tasks page lists them by default (due date first). */
async function openTasksOnGateway(gatewayUrl: string, count: number): Promise<GatewayTask[]> {
  const caller = await signInOverHttp(gatewayUrl, DEMO_COORDINATOR.email, DEMO_COORDINATOR.password);
  const page = await caller.get<{ items: GatewayTask[] }>('/tasks/assign-tasks-list?status=todo&sortBy=dueDate&sortOrder=asc&limit=10&offset=0');
  return page.items.slice(0, count);
}

async function taskOnGateway(gatewayUrl: string, taskId: string): Promise<GatewayTask> {
  const caller = await signInOverHttp(gatewayUrl, DEMO_COORDINATOR.email, DEMO_COORDINATOR.password);
  return caller.get<GatewayTask>(`/tasks/task/${taskId}`);
}

async function commentsOnGateway(gatewayUrl: string, taskId: string): Promise<TaskComment[]> {
  const caller = await signInOverHttp(gatewayUrl, DEMO_COORDINATOR.email, DEMO_COORDINATOR.password);
  return caller.get<TaskComment[]>(`/tasks/task-comments/${taskId}`);
}

async function signInRemembered(page: Page, hostUrl: string): Promise<void> {
  await page.goto(`${hostUrl}/sign-in`);
  await page.getByLabel('Email').fill(DEMO_COORDINATOR.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('checkbox', { name: 'Remember me' }).check();
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).not.toHaveURL(/\/sign-in/, SLOW);
}

const row = (page: Page, task: GatewayTask) => page.locator(`tr[data-row-key="${task._id}"]`);

/** The page has handed its copy to the core (it writes on every change; this waits for the first). */
async function copyKept(page: Page, text: string): Promise<void> {
  await expect
    .poll(
      async () =>
        page.evaluate(async () => {
          const result = await window.hcm.offline.load();
          return result.ok ? (result.data ?? '') : '';
        }),
      SLOW,
    )
    .toContain(text);
}

test.describe('reviewing tasks while the gateway is away', () => {
  let gateway: InterruptibleGateway;
  let host: WebHostProcess;

  test.beforeEach(async () => {
    test.setTimeout(180_000);
    gateway = await InterruptibleGateway.start();
    host = await WebHostProcess.start(gateway.url);
  });

  test.afterEach(async () => {
    await host?.dispose();
    await gateway?.dispose();
  });

  test('changes made offline survive two restarts and reach the gateway once each when it is back', async ({ page }) => {
    const [first, second, third, fourth] = await openTasksOnGateway(gateway.url, 4);
    if (!first || !second || !third || !fourth) throw new Error('The demo coordinator needs four open tasks.');
    const comment = 'Laptop ordered; it arrives on Monday.';

    await signInRemembered(page, host.url);
    await page.goto(`${host.url}/tasks`);
    for (const task of [first, second, third, fourth]) await expect(row(page, task)).toBeVisible(SLOW);
    await expect(page.getByRole('status', { name: 'Online, no changes waiting' })).toBeVisible();
    await copyKept(page, fourth._id);

    // The gateway drops out and the app is closed and opened again: the tasks are still there.
    await gateway.interrupt();
    await host.restart();
    await page.reload();
    await expect(page.getByRole('alert', OFFLINE_BANNER)).toBeVisible(SLOW);
    await expect(page.getByRole('alert', OFFLINE_BANNER)).toContainText('Showing what was saved on this computer, last updated');
    for (const task of [first, second, third, fourth]) await expect(row(page, task)).toBeVisible();

    for (const task of [first, second, third])
      await row(page, task)
        .getByRole('button', { name: `Complete ${task.title}` })
        .click();
    await row(page, fourth)
      .getByRole('button', { name: `Block ${fourth.title}` })
      .click();
    const blockDialog = page.getByRole('dialog', { name: `Block “${fourth.title}”` });
    await blockDialog.getByLabel('Why is this task blocked?').fill('Waiting for the badge office');
    await blockDialog.getByRole('button', { name: 'Block task' }).click();
    await expect(blockDialog).toBeHidden();

    await row(page, first)
      .getByRole('button', { name: `Comments on ${first.title}` })
      .click();
    const drawer = page.getByRole('dialog').filter({ hasText: first.title });
    await drawer.getByRole('textbox', { name: 'Add a comment' }).fill(comment);
    await drawer.getByRole('button', { name: 'Add comment' }).click();
    await expect(drawer.getByText(comment)).toBeVisible();
    await expect(drawer.getByText('Waiting to send')).toBeVisible();
    await page.keyboard.press('Escape');

    await expect(page.getByRole('status', { name: 'Offline, 5 changes waiting' })).toBeVisible();
    for (const task of [first, second, third, fourth]) await expect(row(page, task).getByText('Waiting to send')).toBeVisible();

    // Closed and opened again, still offline: the changes are still waiting, none was sent.
    await host.restart();
    await page.reload();
    await expect(page.getByRole('alert', OFFLINE_BANNER)).toBeVisible(SLOW);
    await expect(page.getByRole('status', { name: 'Offline, 5 changes waiting' })).toBeVisible();

    // The gateway comes back: the core finds it on its own, and the changes go out in order.
    await gateway.resume();
    await expect(page.getByRole('status', { name: 'Online, no changes waiting' })).toBeVisible(BACK_ONLINE);
    await expect(page.getByRole('alert', OFFLINE_BANNER)).toBeHidden();

    for (const task of [first, second, third]) {
      const stored = await taskOnGateway(gateway.url, task._id);
      expect(stored.status).toBe('done');
      expect(stored.version).toBe(task.version + 1);
    }
    const blocked = await taskOnGateway(gateway.url, fourth._id);
    expect(blocked).toMatchObject({ status: 'blocked', blockedReason: 'Waiting for the badge office', version: fourth.version + 1 });
    const comments = await commentsOnGateway(gateway.url, first._id);
    expect(comments.filter((stored) => stored.body === comment)).toHaveLength(1);
  });

  test('a change that meets a newer version on the server is shown side by side, and the user keeps theirs', async ({ page }) => {
    const [task] = await openTasksOnGateway(gateway.url, 1);
    if (!task) throw new Error('The demo coordinator needs an open task.');

    await signInRemembered(page, host.url);
    await page.goto(`${host.url}/tasks`);
    await expect(row(page, task)).toBeVisible(SLOW);

    await gateway.interrupt();
    await row(page, task)
      .getByRole('button', { name: `Complete ${task.title}` })
      .click();
    await expect(page.getByRole('status', { name: 'Offline, 1 change waiting' })).toBeVisible(SLOW);

    // Meanwhile someone else blocks the same task: the administrator, through the gateway itself.
    await gateway.whileAway(async (url) => {
      const admin = await signInOverHttp(url, 'admin@acme.example', DEMO_PASSWORD);
      await admin.put(`/tasks/change-task-status/${task._id}`, { version: task.version, status: 'blocked', blockedReason: 'The supplier is closed' });
    });

    await gateway.resume();
    await page.getByRole('alert', OFFLINE_BANNER).getByRole('button', { name: 'Try again' }).click();
    // The conflict is put in front of the user; they may also decide later, from the header.
    const dialog = page.getByRole('dialog', { name: `“${task.title}” was changed by someone else` });
    await expect(dialog).toBeVisible(BACK_ONLINE);
    await dialog.getByRole('button', { name: 'Decide later' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: '1 change to review' }).click();
    await expect(dialog.getByRole('region', { name: 'Your change' })).toContainText('Done');
    await expect(dialog.getByRole('region', { name: 'On the server now' })).toContainText('The supplier is closed');
    // Nothing was overwritten while the user had not decided.
    expect((await taskOnGateway(gateway.url, task._id)).status).toBe('blocked');

    await dialog.getByRole('button', { name: 'Keep my change' }).click();
    await expect(page.getByRole('status', { name: 'Online, no changes waiting' })).toBeVisible(SLOW);
    await expect.poll(async () => (await taskOnGateway(gateway.url, task._id)).status, SLOW).toBe('done');
    expect((await taskOnGateway(gateway.url, task._id)).version).toBe(task.version + 2);
  });
});
