import { expect, type Page, test } from '@playwright/test';
import { ROUTES, routes } from '../../src/shared/routes';
import { NEW_HIRE_SCREENS, NOT_FOUND_PATH, SIGNED_OUT_SCREENS, STAFF_SCREENS } from './support/accessibility-journey';
import { type AuditOptions, COLOUR_RULES, expectAccessible, finishMotion } from './support/axe-audit';
import { signInOverHttp } from './support/onboarding-gateway';
import { DEMO_PASSWORD, SLOW, dayFromToday, signInAs, typeDate } from './support/onboarding-ui';
import { DEMO_COORDINATOR, sharedStack } from './support/stack';

type Preset = 'blue' | 'green' | 'indigo' | 'purple';
type Mode = 'light' | 'dark';
interface Theme {
  preset: Preset;
  mode: Mode;
}

const ADMIN = 'admin@acme.example';
const NEW_HIRE = 'maya.patel@example.com';
const WIDE = { width: 1280, height: 900 };
/** Below 900 px the menu moves into a drawer. */
const NARROW = { width: 800, height: 900 };
const SHORT = { timeout: 10_000 } as const;
const BLUE_LIGHT: Theme = { preset: 'blue', mode: 'light' };
const BLUE_DARK: Theme = { preset: 'blue', mode: 'dark' };
/** Every rule, in both modes of the default preset. */
const FULL_AUDIT_THEMES: readonly Theme[] = [BLUE_LIGHT, BLUE_DARK];
/**
 * Colour contrast is the only rule whose outcome depends on the preset and the mode: the other six
 * combinations run it alone, on screens the full audit has otherwise cleared. In this order each
 * switch changes one thing, the mode or the preset, and the last goes back to the default.
 */
const COLOUR_ONLY_THEMES: readonly Theme[] = [
  { preset: 'green', mode: 'dark' },
  { preset: 'green', mode: 'light' },
  { preset: 'indigo', mode: 'light' },
  { preset: 'indigo', mode: 'dark' },
  { preset: 'purple', mode: 'dark' },
  { preset: 'purple', mode: 'light' },
];
const COLOURS_ONLY: AuditOptions = { rules: COLOUR_RULES };
const PRESET_NAMES: Readonly<Record<Preset, string>> = { blue: 'Blue', green: 'Green', indigo: 'Indigo', purple: 'Purple' };

/** Where the journey opens a screen: the ones about a hire take a real hire, the mail links their query. */
function addressOf(path: string, hireId: string): string {
  switch (path) {
    case ROUTES.hireInfo:
      return routes.hireInfo(hireId);
    case ROUTES.hireProfile:
      return routes.hireProfile(hireId);
    case ROUTES.hireProfileEdit:
      return routes.hireProfileEdit(hireId);
    case ROUTES.hireWelcomePreview:
      return routes.hireWelcomePreview(hireId);
    case ROUTES.resetPassword:
      return `${ROUTES.resetPassword}?userId=someone%40example.com&code=1234`;
    case ROUTES.setNewPassword:
      return routes.setNewPassword({ userId: 'someone@example.com' });
    case ROUTES.otpVerification:
      return routes.otpVerification({ id: 'someone@example.com', type: 'email' });
    default:
      return path;
  }
}

function themeName(theme: Theme): string {
  return `${theme.preset} ${theme.mode}`;
}

/** Waits until the screen has drawn its content: a heading, and no spinner or skeleton left. */
async function settle(page: Page): Promise<void> {
  await expect(page.locator('h1, h2, h3, h4').first()).toBeVisible(SLOW);
  await expect(page.locator('.ant-spin-spinning, .ant-skeleton')).toHaveCount(0, SLOW);
  await finishMotion(page);
}

async function openScreen(page: Page, host: string, address: string): Promise<void> {
  await page.goto(`${host}${address}`);
  await settle(page);
}

/** The theme kept on this device, as the header keeps it: the next load draws it (the signed-out pages have no switch). */
async function keepTheme(page: Page, theme: Theme): Promise<void> {
  await page.evaluate((value) => localStorage.setItem('hcm.theme', JSON.stringify(value)), theme);
}

/** Changes the theme in place with the header's swatches and dark-mode switch, as a user does. */
async function switchTheme(page: Page, theme: Theme): Promise<void> {
  const swatch = page.getByRole('radio', { name: PRESET_NAMES[theme.preset], exact: true });
  if ((await swatch.count()) === 0) {
    // A screen without the header (the not-found page framed for no one) takes the theme on its next load.
    await keepTheme(page, theme);
    await page.reload();
    await settle(page);
    return;
  }
  // The swatches' radios are drawn under their buttons: a click on the radio is what the button passes on.
  await page.getByRole('radio', { name: PRESET_NAMES[theme.preset], exact: true }).dispatchEvent('click', undefined, SHORT);
  const dark = page.getByRole('switch', { name: 'Dark' });
  // Under an open dialog the header takes no pointer: the click goes to the switch itself.
  if ((await dark.isChecked(SHORT)) !== (theme.mode === 'dark')) await dark.dispatchEvent('click', undefined, SHORT);
  await expect(dark).toBeChecked({ ...SHORT, checked: theme.mode === 'dark' });
  // The page is drawn in the new theme once <html> names it (after React has committed the change).
  await expect(page.locator(`html[data-theme-preset="${theme.preset}"][data-theme-mode="${theme.mode}"]`)).toHaveCount(1, SHORT);
}

/** The open popup (menu, picker list, date panel). */
function openPopup(page: Page) {
  return page.locator('.ant-dropdown, .ant-select-dropdown, .ant-picker-dropdown').filter({ visible: true });
}

/** The state as it stands in the two modes of the default preset: the whole audit, switching in place. */
async function auditBothModes(page: Page, state: string): Promise<void> {
  await expectAccessible(page, `${state} (${themeName(BLUE_LIGHT)})`);
  await switchTheme(page, BLUE_DARK);
  await expectAccessible(page, `${state} (${themeName(BLUE_DARK)})`);
  await switchTheme(page, BLUE_LIGHT);
}

/**
 * Each screen opened once: the whole audit in light and dark, then (when asked) colour contrast
 * alone in the other six combinations, all switched in place.
 */
async function auditSignedInScreens(page: Page, host: string, addresses: readonly string[], everyPreset: boolean): Promise<void> {
  for (const address of addresses) {
    await openScreen(page, host, address);
    await auditBothModes(page, address);
    if (!everyPreset) continue;
    for (const theme of COLOUR_ONLY_THEMES) {
      await switchTheme(page, theme);
      await expectAccessible(page, `${address} (${themeName(theme)})`, COLOURS_ONLY);
    }
    await switchTheme(page, BLUE_LIGHT);
  }
}

test.describe('every screen, in every theme, passes axe (serious and critical findings)', () => {
  const stack = sharedStack();
  let hireId = '';
  let started = 0;

  test.beforeAll(async () => {
    started = Date.now();
    const api = await signInOverHttp(stack.gateway.url, DEMO_COORDINATOR.email, DEMO_PASSWORD);
    hireId = (await api.get<{ items: { _id: string }[] }>('/NewHire/list-preview-experience?search=Maya')).items[0]!._id;
  });

  test.afterAll(() => {
    console.log(`The accessibility journey took ${Math.round((Date.now() - started) / 1000)} s after the stack started.`);
  });

  test.beforeEach(async ({ page }) => {
    await page.setViewportSize(WIDE);
    // A screen left with changes asks the browser before it unloads: the journey goes on.
    page.on('dialog', (dialog) => void dialog.accept());
  });

  test('signed out: the sign-in pages, the sign-up steps and the not-found page', async ({ page }) => {
    test.setTimeout(600_000);
    const host = stack.host.url;
    await page.goto(`${host}${ROUTES.signIn}`);
    const screens = [...SIGNED_OUT_SCREENS.map((path) => addressOf(path, hireId)), NOT_FOUND_PATH];
    for (const theme of [...FULL_AUDIT_THEMES, ...COLOUR_ONLY_THEMES]) {
      await keepTheme(page, theme);
      for (const address of screens) {
        await openScreen(page, host, address);
        await expectAccessible(page, `${address} (${themeName(theme)})`, FULL_AUDIT_THEMES.includes(theme) ? {} : COLOURS_ONLY);
      }
    }

    for (const theme of FULL_AUDIT_THEMES) {
      const state = (name: string) => `sign-up: ${name} (${themeName(theme)})`;
      await keepTheme(page, theme);
      await openScreen(page, host, ROUTES.signUp);
      await page.getByRole('checkbox', { name: 'Onboarding' }).click(SHORT);
      await page.getByRole('button', { name: 'Continue' }).click(SHORT);
      await expect(page.getByRole('list', { name: 'Products you chose:' })).toBeVisible(SHORT);
      await expectAccessible(page, state('products chosen'));
      await page.getByRole('button', { name: 'Get Started' }).click(SHORT);
      await expect(page.getByRole('heading', { name: 'Personal Information (1/3)' })).toBeVisible(SHORT);
      await page.getByRole('button', { name: 'Continue' }).click(SHORT);
      await expect(page.getByRole('alert').first()).toBeVisible(SHORT);
      await expectAccessible(page, state('personal information, refused'));
      await page.getByLabel('First Name').fill('Rosa', SHORT);
      await page.getByLabel('Last Name').fill('Lind', SHORT);
      await page.getByLabel('Email').fill('rosa.lind@example.com', SHORT);
      await page.getByLabel('Contact Number').fill('07911 123456', SHORT);
      await page.getByRole('button', { name: 'Continue' }).click(SHORT);
      await expect(page.getByRole('heading', { name: 'Company Details (2/3)' })).toBeVisible(SHORT);
      await page.getByRole('combobox', { name: 'Company Size' }).click(SHORT);
      await expect(openPopup(page)).toHaveCount(1, SHORT);
      await expectAccessible(page, state('company details, a list open'));
      await page.keyboard.press('Escape');
    }
  });

  test('company admin: every screen in every theme, and the open menus, dialogs, pickers and table states', async ({ page }) => {
    test.setTimeout(1_200_000);
    const host = stack.host.url;
    await signInAs(page, host, ADMIN);
    await keepTheme(page, BLUE_LIGHT);
    await auditSignedInScreens(page, host, [...STAFF_SCREENS.map((path) => addressOf(path, hireId)), NOT_FOUND_PATH], true);

    // The hires table: a row's menu, the filter bar's pickers, and the table empty, loading and failing.
    await openScreen(page, host, ROUTES.newHires);
    const table = page.getByRole('table', { name: 'New hires' });
    await table
      .getByRole('button', { name: /^Actions for / })
      .first()
      .click(SHORT);
    await expect(openPopup(page)).toHaveCount(1, SHORT);
    await auditBothModes(page, 'hires: a row’s menu open');
    await page.keyboard.press('Escape');
    await page.getByRole('combobox', { name: 'Department' }).click(SHORT);
    await expect(openPopup(page)).toHaveCount(1, SHORT);
    await auditBothModes(page, 'hires: the department picker open');
    await page.keyboard.press('Escape');
    await page.getByRole('textbox', { name: 'Start date from' }).click(SHORT);
    await expect(openPopup(page)).toHaveCount(1, SHORT);
    await auditBothModes(page, 'hires: the start date calendar open');
    await page.keyboard.press('Escape');
    await openScreen(page, host, `${ROUTES.newHires}?search=nobody-has-this-name`);
    await expect(page.locator('.ant-empty')).toBeVisible(SLOW);
    await auditBothModes(page, 'hires: the table empty');

    // The web host answers the screens' calls at /bridge/…: held, the table shows its loading state; refused, its error.
    await page.route('**/bridge/**', (route) => (route.request().postData()?.includes('newHire.list') ? undefined : route.fallback()));
    await page.goto(`${host}${ROUTES.newHires}?search=held`);
    await expect(page.locator('.ant-spin-spinning, .ant-skeleton').first()).toBeVisible(SLOW);
    await auditBothModes(page, 'hires: the table loading');
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.route('**/bridge/**', (route) =>
      route.request().postData()?.includes('newHire.list') ? route.fulfill({ status: 500, body: '{}' }) : route.fallback(),
    );
    await page.goto(`${host}${ROUTES.newHires}?search=refused`);
    await expect(page.getByRole('alert').first()).toBeVisible(SLOW);
    await auditBothModes(page, 'hires: the table failing');
    await page.unrouteAll({ behavior: 'ignoreErrors' });

    // A withdrawn hire's menu offers to reopen them.
    await openScreen(page, host, routes.newHires({ status: ['withdrawn'] }));
    await table
      .getByRole('button', { name: /^Actions for / })
      .first()
      .click(SHORT);
    await page.getByRole('menuitem', { name: 'Reopen' }).click(SHORT);
    await expect(page.getByRole('dialog')).toBeVisible(SHORT);
    await auditBothModes(page, 'hires: the reopen dialog');
    await page.keyboard.press('Escape');

    // A hire's page: the task dialog, the plan dialog, the withdraw dialog.
    await openScreen(page, host, routes.hireInfo(hireId));
    for (const [button, state] of [
      ['Add task', 'the task dialog'],
      ['Assign plan', 'the assign-plan dialog'],
      ['Withdraw', 'the withdraw dialog'],
    ] as const) {
      await page.getByRole('button', { name: button, exact: true }).first().click(SHORT);
      await expect(page.getByRole('dialog')).toBeVisible(SHORT);
      await settle(page);
      await auditBothModes(page, `hire: ${state}`);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0, SHORT);
    }

    // Editing the hire: the check before saving a start date in the past, then leaving with changes.
    await openScreen(page, host, routes.hireProfileEdit(hireId));
    await typeDate(page.getByRole('textbox', { name: 'Start date' }), dayFromToday(-30));
    await page.getByRole('button', { name: 'Save changes' }).click(SHORT);
    await expect(page.getByRole('dialog', { name: 'Check before saving' })).toBeVisible(SHORT);
    await auditBothModes(page, 'hire edit: the check before saving');
    await page.getByRole('button', { name: 'Go back' }).click(SHORT);
    await page.getByRole('navigation').getByRole('link', { name: 'Home' }).click(SHORT);
    await expect(page.getByRole('dialog', { name: 'Leave without saving?' })).toBeVisible(SHORT);
    await auditBothModes(page, 'hire edit: the unsaved-changes dialog');
    await page.getByRole('button', { name: 'Leave' }).click(SHORT);

    // The task list: blocking a task, and its comments.
    await openScreen(page, host, ROUTES.tasks);
    await page
      .getByRole('button', { name: /^Block / })
      .first()
      .click(SHORT);
    await expect(page.getByRole('dialog')).toBeVisible(SHORT);
    await auditBothModes(page, 'tasks: the block dialog');
    await page.keyboard.press('Escape');
    await page
      .getByRole('button', { name: /^Comments on / })
      .first()
      .click(SHORT);
    await expect(page.getByRole('dialog')).toBeVisible(SHORT);
    await settle(page);
    await auditBothModes(page, 'tasks: the comments drawer');
    await page.keyboard.press('Escape');

    // The header: logging in as another user, its picker open.
    await page.getByRole('button', { name: 'Log in as…' }).click(SHORT);
    const loginAs = page.getByRole('dialog', { name: 'Log in as another user' });
    await loginAs.getByRole('combobox', { name: 'User' }).click(SHORT);
    await expect(openPopup(page)).toHaveCount(1, SHORT);
    await auditBothModes(page, 'header: the log-in-as dialog, its picker open');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');

    // The access pages: what a change of rights does, and the role editor.
    await openScreen(page, host, ROUTES.settingsAdministrativeAccess);
    const support = page.getByRole('region', { name: 'Support coordinator' });
    await support.getByRole('radio', { name: 'Only the hires their custom roles reach and the hires they manage' }).check(SHORT);
    await support.getByRole('button', { name: 'Save' }).click(SHORT);
    await expect(page.getByRole('dialog', { name: 'What this changes: Support coordinator access' })).toBeVisible(SLOW);
    await settle(page);
    await auditBothModes(page, 'administrative access: what a change does');
    await page.getByRole('button', { name: 'Cancel' }).click(SHORT);
    await openScreen(page, host, ROUTES.settingsCustomAccess);
    await page.getByRole('button', { name: 'Add role' }).first().click(SHORT);
    await expect(page.getByRole('dialog', { name: 'Add role' })).toBeVisible(SHORT);
    await settle(page);
    await auditBothModes(page, 'custom access: the role editor');
    await page.keyboard.press('Escape');

    // The welcome pages: a page's editor with its blocks.
    await openScreen(page, host, ROUTES.settingsPages);
    await page.getByRole('button', { name: 'Edit “Welcome to Acme”' }).click(SHORT);
    await expect(page.getByRole('button', { name: 'Save draft' })).toBeVisible(SLOW);
    await settle(page);
    await auditBothModes(page, 'welcome pages: the page editor');
    await page.keyboard.press('Escape');

    // The add flow, step by step.
    await openScreen(page, host, ROUTES.addNewHire);
    const startOver = page.getByRole('button', { name: 'Start over' });
    if (await startOver.isVisible()) await startOver.click(SHORT);
    await page.getByRole('button', { name: 'Continue' }).click(SHORT);
    await expect(page.getByRole('alert').first()).toBeVisible(SHORT);
    await auditBothModes(page, 'add hire: personal, refused');
    await page.getByLabel('First name', { exact: true }).fill('Sam', SHORT);
    await page.getByLabel('Last name', { exact: true }).fill('Okafor', SHORT);
    await page.getByLabel('Personal email', { exact: true }).fill(NEW_HIRE, SHORT);
    await expect(page.getByText('This may be a hire already added')).toBeVisible(SLOW);
    await auditBothModes(page, 'add hire: personal, a hire already added');
    await page.getByRole('button', { name: 'Continue' }).click(SHORT);
    await expect(page.getByRole('heading', { name: 'Job (2/5)' })).toBeVisible(SHORT);
    await page.getByLabel('Job title', { exact: true }).fill('Analyst', SHORT);
    await page.getByRole('combobox', { name: 'Employment status' }).click(SHORT);
    await expect(openPopup(page)).toHaveCount(1, SHORT);
    await auditBothModes(page, 'add hire: job, a list open');
    await page.getByTitle('Full time', { exact: true }).filter({ visible: true }).click(SHORT);
    await typeDate(page.getByRole('textbox', { name: 'Start date' }), dayFromToday(21));
    await page.getByRole('combobox', { name: 'Timezone' }).click(SHORT);
    await page.getByRole('combobox', { name: 'Timezone' }).fill('Edinburgh', SHORT);
    await page.getByTitle('(UTC) Edinburgh, London', { exact: true }).filter({ visible: true }).click(SHORT);
    await page.getByRole('button', { name: 'Continue' }).click(SHORT);
    await expect(page.getByRole('heading', { name: 'People (3/5)' })).toBeVisible(SHORT);
    await settle(page);
    await auditBothModes(page, 'add hire: people');
    await page.getByRole('button', { name: 'Continue' }).click(SHORT);
    await expect(page.getByRole('heading', { name: 'Plan (4/5)' })).toBeVisible(SHORT);
    await page.getByRole('radio', { name: /Standard onboarding/ }).check(SHORT);
    await expect(page.getByRole('heading', { name: /^Logistics \(/ })).toBeVisible(SLOW);
    await settle(page);
    await auditBothModes(page, 'add hire: plan');
    await page.getByRole('button', { name: 'Continue' }).click(SHORT);
    await expect(page.getByRole('heading', { name: 'Review (5/5)' })).toBeVisible(SHORT);
    await auditBothModes(page, 'add hire: review');

    // Below 900 px the menu is a drawer.
    await page.setViewportSize(NARROW);
    await openScreen(page, host, ROUTES.home);
    await page.getByRole('button', { name: 'Open the menu' }).click(SHORT);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeInViewport({ ratio: 1, ...SHORT });
    await auditBothModes(page, 'narrow: the menu drawer open');
  });

  test('coordinator: every screen they may open, light and dark', async ({ page }) => {
    test.setTimeout(600_000);
    const host = stack.host.url;
    await signInAs(page, host, DEMO_COORDINATOR.email);
    await keepTheme(page, BLUE_LIGHT);
    await auditSignedInScreens(
      page,
      host,
      STAFF_SCREENS.map((path) => addressOf(path, hireId)),
      false,
    );
  });

  test('new hire: their welcome and own pages in every theme, and a staff screen they may not open', async ({ page }) => {
    test.setTimeout(600_000);
    const host = stack.host.url;
    await signInAs(page, host, NEW_HIRE);
    await keepTheme(page, BLUE_LIGHT);
    await auditSignedInScreens(page, host, [...NEW_HIRE_SCREENS, ROUTES.newHires], true);
  });
});
