import { expect, type Locator, type Page, type Route, test } from '@playwright/test';
import { auditPage } from './support/axe-audit';
import { SLOW, signInAs } from './support/onboarding-ui';
import { DEMO_COORDINATOR, sharedStack } from './support/stack';

const hiresTable = (page: Page) => page.getByRole('table', { name: 'New hires' });

/** Opens a picker from the keyboard, as a person who does not use a mouse does. */
async function openByKeyboard(combobox: Locator): Promise<void> {
  await combobox.focus();
  await combobox.press('ArrowDown');
  await expect(combobox).toHaveAttribute('aria-expanded', 'true');
}

/** Escape closes the picker and leaves the focus on its field. */
async function closeWithEscape(combobox: Locator): Promise<void> {
  await expect(combobox).toBeFocused();
  await combobox.page().keyboard.press('Escape');
  await expect(combobox).toHaveAttribute('aria-expanded', 'false');
  await expect(combobox).toBeFocused();
}

/** Holds the hires list's bridge calls until released, then lets them through unchanged. */
function holdHireLists(page: Page) {
  const held: Route[] = [];
  let holding = true;
  const ready = page.route('**/bridge/api', async (route) => {
    const call = route.request().postDataJSON() as { name?: string };
    if (holding && call.name === 'newHire.list') held.push(route);
    else await route.continue();
  });
  return {
    ready,
    held: () => held.length,
    async release() {
      holding = false;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
  };
}

test.describe('tables and filter pickers read as what they are', () => {
  const stack = sharedStack();

  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAs(page, stack.host.url, DEMO_COORDINATOR.email);
  });

  test('/new-hiring: the hires are table rows with cells under their column headers, and the row menus are named', async ({ page }) => {
    await page.goto(`${stack.host.url}/new-hiring`);
    const table = hiresTable(page);
    await expect(table).toHaveAttribute('aria-busy', 'false', SLOW);
    const rows = table.getByRole('row');
    await expect(rows).toHaveCount(11);
    const headers = rows.first().getByRole('columnheader');
    await expect(headers.first()).toHaveText('S.No');
    await expect(table.getByRole('columnheader', { name: 'Name' })).toBeVisible();

    const first = rows.nth(1);
    const cells = first.getByRole('cell');
    await expect(cells).toHaveCount(await headers.count());
    await expect(cells.first()).toHaveText('1');
    const name = (await cells.nth(1).getByRole('link').textContent())!.replace(/ \(.*\)$/, '');
    const actions = first.getByRole('button', { name: `Actions for ${name}` });
    await actions.focus();
    await actions.press('Enter');
    const view = page.getByRole('menuitem', { name: 'View', exact: true });
    await expect(view).toBeFocused();
    expect(await auditPage(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(view).toBeHidden();
    await expect(actions).toBeFocused();
  });

  test('/new-hiring: each filter picker opens from the keyboard with no serious finding, Escape closes it onto its field, and Enter chooses', async ({
    page,
  }) => {
    // Six pickers, each checked by axe: longer than one journey step on this small machine.
    test.setTimeout(240_000);
    await page.goto(`${stack.host.url}/new-hiring`);
    await expect(hiresTable(page)).toHaveAttribute('aria-busy', 'false', SLOW);
    for (const label of ['Status', 'Department', 'Location', 'Manager']) {
      await test.step(label, async () => {
        const picker = page.getByRole('combobox', { name: label, exact: true });
        await openByKeyboard(picker);
        if (label === 'Manager') await expect(page.getByRole('option').filter({ visible: true }).first()).toBeVisible(SLOW);
        expect(await auditPage(page)).toEqual([]);
        await closeWithEscape(picker);
      });
    }
    const calendar = page.locator('.ant-picker-dropdown').filter({ visible: true });
    for (const label of ['Start date from', 'Start date to']) {
      await test.step(label, async () => {
        const field = page.getByLabel(label, { exact: true });
        // antd's date field opens on Enter (and on a click), not on the focus alone.
        await field.focus();
        await field.press('Enter');
        await expect(calendar).toHaveCount(1);
        expect(await auditPage(page)).toEqual([]);
        await field.press('Escape');
        await expect(calendar).toHaveCount(0);
        await expect(field).toBeFocused();
      });
    }

    await test.step('choosing by keyboard', async () => {
      const department = page.getByRole('combobox', { name: 'Department', exact: true });
      await openByKeyboard(department);
      await department.press('Enter');
      await expect(page).toHaveURL(/[?&]department=/);
      await expect(department).toHaveAttribute('aria-expanded', 'false');
      // Its list is gone once it has faded out.
      await expect(page.locator('.ant-select-dropdown').filter({ visible: true })).toHaveCount(0);
      await expect(hiresTable(page)).toHaveAttribute('aria-busy', 'false', SLOW);
      expect(await auditPage(page)).toEqual([]);
    });
  });

  test('/new-hiring: the loading, empty and failed table have no serious finding', async ({ page }) => {
    const hold = holdHireLists(page);
    await hold.ready;
    // A list this browser has not kept a copy of, so the screen has nothing to show while it loads.
    await page.goto(`${stack.host.url}/new-hiring?search=a`);
    const table = hiresTable(page);
    await expect(table).toHaveAttribute('aria-busy', 'true', SLOW);
    await expect(page.getByRole('status').filter({ hasText: 'Loading records…' })).toBeVisible();
    expect(await auditPage(page)).toEqual([]);
    await hold.release();
    await expect(table).toHaveAttribute('aria-busy', 'false', SLOW);
    await page.unroute('**/bridge/api');

    const search = page.getByRole('textbox', { name: 'Search' });
    await search.fill('nobody-has-this-name');
    await search.press('Enter');
    await expect(table.getByText('No new hires match these filters.')).toBeVisible(SLOW);
    expect(await auditPage(page)).toEqual([]);

    await page.route('**/bridge/api', (route) =>
      (route.request().postDataJSON() as { name?: string }).name === 'newHire.list' ? route.abort('connectionfailed') : route.continue(),
    );
    await page.goto(`${stack.host.url}/new-hiring?search=still-nobody`);
    await expect(table.getByRole('alert')).toContainText('The records could not be loaded.', SLOW);
    expect(await auditPage(page)).toEqual([]);
  });

  test('/tasks: the tasks table and its filter pickers have no serious finding', async ({ page }) => {
    test.setTimeout(240_000);
    await page.goto(`${stack.host.url}/tasks`);
    const table = page.getByRole('table').first();
    await expect(table).toHaveAttribute('aria-busy', 'false', SLOW);
    expect(await auditPage(page)).toEqual([]);
    const pickers = page.getByRole('main').getByRole('combobox');
    for (let index = 0; index < (await pickers.count()); index += 1) {
      const picker = pickers.nth(index);
      await test.step((await picker.getAttribute('aria-label')) ?? `picker ${index + 1}`, async () => {
        await openByKeyboard(picker);
        expect(await auditPage(page)).toEqual([]);
        await closeWithEscape(picker);
      });
    }
  });
});
