import { expect, type Page, test } from '@playwright/test';
import { ROUTES, routes } from '../../src/shared/routes';
import { pngOfSides } from '../gateway/sample-files';
import { signInOverHttp } from './support/onboarding-gateway';
import { chooseOption, DEMO_PASSWORD, fitsAt600, SLOW, signInAs, toast } from './support/onboarding-ui';
import { addSelectField } from './support/settings-ui';
import { DEMO_COORDINATOR, sharedStack } from './support/stack';

const ACME_ADMIN = 'admin@acme.example';
const MAYA = 'maya.patel@example.com';
const FIELD = 'T-shirt size';
const PAGE = 'Your kit';
/** A dark teal: white text on it reads at well over 4.5:1. */
const BRAND = '#0f5132';
const BRAND_RGB = 'rgb(15, 81, 50)';

/** Chooses one value per criterion on /settings/preview and waits for the answer. */
async function previewFor(page: Page, department: string): Promise<void> {
  await chooseOption(page, page.getByRole('combobox', { name: 'Department' }), department);
  await expect(page.getByText('The pages a hire with these values gets')).toBeVisible(SLOW);
}

test.describe('welcome pages through the real UI, core and gateway', () => {
  const stack = sharedStack();

  test('an admin adds an Engineering page asking for a T-shirt size and orders it first; the preview shows it to Engineering only; Maya fills it in the brand and the coordinator reads it', async ({
    page,
    browser,
  }) => {
    test.setTimeout(300_000);
    const host = stack.host.url;
    await signInAs(page, host, ACME_ADMIN);

    // The brand colour, checked for contrast before it is saved.
    await page.goto(`${host}${ROUTES.settingsBrandedAssets}`);
    const colour = page.getByRole('textbox', { name: 'Brand colour (hex)' });
    await expect(colour).toBeVisible(SLOW);
    await colour.fill('#ffe08a');
    await expect(page.getByText(/White text on this colour is hard to read/).first()).toBeVisible(SLOW);
    await colour.fill(BRAND);
    await expect(page.getByText(/^Contrast with white text: \d+\.\d\d:1/)).toBeVisible(SLOW);
    // A logo for dark backgrounds, checked by its bytes before it is saved.
    const darkLogo = page.locator('.ant-card').filter({ has: page.getByText('Logo for dark backgrounds', { exact: true }) });
    await darkLogo.locator('input[type="file"]').setInputFiles({ name: 'logo-dark.png', mimeType: 'image/png', buffer: Buffer.from(pngOfSides(240, 64)) });
    await expect(darkLogo.getByText('logo-dark.png, 240 × 64 px')).toBeVisible(SLOW);
    await fitsAt600(page);
    await page.getByRole('button', { name: 'Save', exact: true }).click(SLOW);
    await expect(toast(page, 'Branding saved.')).toBeVisible(SLOW);
    // The app's menu shows it in the dark theme; the demo has no logo for light backgrounds, so the light theme shows none.
    const menuLogo = page.getByRole('complementary').getByRole('img', { name: / logo$/ });
    const darkMode = page.getByRole('switch', { name: 'Dark' });
    // The toast sits over the header's switch at the top centre (and stays while a pointer rests on it).
    await expect(toast(page, 'Branding saved.')).toBeHidden(SLOW);
    await darkMode.click();
    await expect(menuLogo).toBeVisible(SLOW);
    await darkMode.click();
    await expect(menuLogo).toHaveCount(0);

    // A select field the new hire fills in.
    await addSelectField(page, host, FIELD, ['S', 'M', 'L'], 'New hire');

    // The page: a form asking for the field, published, then moved before the demo's page.
    await page.goto(`${host}${ROUTES.settingsPages}`);
    await expect(page.getByRole('button', { name: 'Edit “Welcome to Acme”' })).toBeVisible(SLOW);
    await page.getByRole('button', { name: 'Add page' }).first().click(SLOW);
    const adding = page.getByRole('dialog', { name: 'Add page' });
    await adding.getByLabel('Page title').fill(PAGE);
    await adding.getByRole('button', { name: 'Add page' }).click(SLOW);
    const editor = page.locator('.ant-drawer').filter({ has: page.getByRole('button', { name: 'Save draft' }) });
    await expect(editor.getByLabel('Page title')).toHaveValue(PAGE, SLOW);
    await chooseOption(page, editor.getByRole('combobox', { name: 'Kind of block' }), 'Form for the new hire');
    await editor.getByRole('button', { name: 'Add block' }).click(SLOW);
    await editor.getByRole('checkbox', { name: FIELD }).check(SLOW);
    await editor.getByRole('button', { name: 'Save draft' }).click(SLOW);
    await expect(toast(page, 'Page saved.')).toBeVisible(SLOW);
    await editor.getByRole('button', { name: 'Publish' }).click(SLOW);
    await page.locator('.ant-popover').getByRole('button', { name: 'Publish' }).click(SLOW);
    await expect(toast(page, 'Page published.')).toBeVisible(SLOW);
    await editor.getByRole('button', { name: 'Close', exact: true }).click(SLOW);
    await expect(editor).toBeHidden(SLOW);
    await page.getByRole('button', { name: `Move “${PAGE}” up` }).click(SLOW);
    await expect(toast(page, 'Pages reordered.')).toBeVisible(SLOW);
    await expect(page.getByRole('button', { name: /^Edit “/ }).first()).toHaveAccessibleName(`Edit “${PAGE}”`, SLOW);

    // Its rule: Engineering only, with who gains and loses it shown before saving.
    await page.goto(`${host}${ROUTES.settingsPageRules}`);
    await page.getByRole('button', { name: `Edit rules: ${PAGE}` }).click(SLOW);
    const rules = page.getByRole('dialog', { name: `Rules: ${PAGE}` });
    await chooseOption(page, rules.getByRole('combobox', { name: 'Department' }), 'Engineering');
    await rules.getByRole('button', { name: 'Review changes' }).click(SLOW);
    const changes = page.getByRole('dialog', { name: `What this changes: ${PAGE}` });
    await expect(changes.getByText(/^Lose the page \(\d+\)$/)).toBeVisible(SLOW);
    await expect(changes.getByText('Maya Patel')).toHaveCount(0);
    await changes.getByRole('button', { name: 'Save rules' }).click(SLOW);
    await expect(toast(page, 'Page rules saved.')).toBeVisible(SLOW);
    await expect(page.getByRole('region', { name: PAGE }).getByText(/Engineering/)).toBeVisible(SLOW);

    // The preview: an Engineering hire gets it first; a Sales hire does not.
    await page.goto(`${host}${ROUTES.settingsPreview}`);
    await page
      .locator('label')
      .filter({ hasText: /^Criteria values$/ })
      .click(SLOW);
    await expect(page.getByRole('radio', { name: 'Criteria values' })).toBeChecked();
    await previewFor(page, 'Engineering');
    const result = page.getByRole('region', { name: 'The pages a hire with these values gets' });
    await expect(result.getByRole('heading', { name: PAGE })).toBeVisible(SLOW);
    const sequence = result.getByRole('list', { name: 'The pages a hire with these values gets' });
    await expect(sequence.getByRole('heading').first()).toHaveText(`1. ${PAGE}`);
    await previewFor(page, 'Sales');
    await expect(result.getByRole('heading', { name: PAGE })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Not shown to this hire' }).getByText(PAGE)).toBeVisible(SLOW);

    // Maya sees it first, in the company's colour, and sends her size.
    const context = await browser.newContext();
    const maya = await context.newPage();
    await signInAs(maya, host, MAYA);
    await maya.goto(`${host}${ROUTES.welcome}`);
    await expect(maya.getByText('Page 1 of 2')).toBeVisible(SLOW);
    await expect(maya.getByRole('heading', { name: PAGE })).toBeVisible(SLOW);
    // The greeting sits on the company's colour.
    const hero = maya.getByRole('heading', { name: 'Welcome to Acme Ltd, Maya!' }).locator('xpath=../..');
    await expect(hero).toHaveCSS('background-color', BRAND_RGB, SLOW);
    const send = maya.getByRole('button', { name: 'Send' });
    await fitsAt600(maya);
    await chooseOption(maya, maya.getByRole('combobox', { name: FIELD }), 'M');
    await send.click(SLOW);
    await expect(maya.getByText(/^Sent on /)).toBeVisible(SLOW);
    await context.close();

    // The coordinator reads it on her profile.
    const coordinator = await signInOverHttp(stack.gateway.url, DEMO_COORDINATOR.email, DEMO_PASSWORD);
    const { items } = await coordinator.get<{ items: { _id: string }[] }>('/NewHire/list-preview-experience?search=Maya');
    const coordinatorContext = await browser.newContext();
    const profile = await coordinatorContext.newPage();
    await signInAs(profile, host, DEMO_COORDINATOR.email);
    await profile.goto(`${host}${routes.hireProfile(items[0]!._id)}`);
    const sizeRow = profile.locator('.ant-descriptions-item').filter({ has: profile.getByText(FIELD, { exact: true }) });
    await expect(sizeRow.locator('.ant-descriptions-item-content')).toHaveText('M', SLOW);
    await coordinatorContext.close();
  });
});
