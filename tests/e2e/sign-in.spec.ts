import { expect, type Page, test } from '@playwright/test';
import { DEMO_COORDINATOR, startTestGateway, WebHostProcess } from './support/stack';
import { toast } from './support/onboarding-ui';

const JWT_SHAPE = /eyJ[\w-]+\.[\w-]+\.[\w-]+/;

async function signIn(page: Page, credentials: { email: string; password: string }, rememberMe: boolean): Promise<void> {
  await page.getByLabel('Email').fill(credentials.email);
  await page.getByLabel('Password').fill(credentials.password);
  const remember = page.getByRole('checkbox', { name: /remember me/i });
  if ((await remember.isChecked()) !== rememberMe) await remember.click();
  await page.getByRole('button', { name: 'Login' }).click();
}

async function readableSecrets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const values = [document.cookie];
    for (const storage of [localStorage, sessionStorage]) {
      for (let index = 0; index < storage.length; index += 1) {
        const key = storage.key(index) ?? '';
        values.push(key, storage.getItem(key) ?? '');
      }
    }
    return values.filter((value) => value.length > 0);
  });
}

test.describe('signing in', () => {
  let gateway: Awaited<ReturnType<typeof startTestGateway>>;
  let host: WebHostProcess;

  test.beforeAll(async () => {
    gateway = await startTestGateway();
    host = await WebHostProcess.start(gateway.url);
  });

  test.afterAll(async () => {
    await host?.dispose();
    await gateway?.close();
  });

  test('remember-me survives a restart, no token reaches page script, and sign-out keeps the email', async ({ page }) => {
    const bridgeAnswers: string[] = [];
    page.on('response', async (response) => {
      if (response.url().includes('/bridge/')) bridgeAnswers.push(await response.text().catch(() => ''));
    });

    await page.goto(`${host.url}/sign-in`);
    await expect(page.getByRole('heading', { name: "Let's sign you in" })).toBeVisible();
    await signIn(page, DEMO_COORDINATOR, true);

    await expect(toast(page, 'Sign in successfully!')).toBeVisible();
    await expect(page).toHaveURL(`${host.url}/home`);
    await expect(page.getByText(DEMO_COORDINATOR.email).first()).toBeVisible();
    await expect(page.getByText('Acme Ltd').first()).toBeVisible();

    const secrets = await readableSecrets(page);
    expect(secrets.filter((value) => JWT_SHAPE.test(value))).toEqual([]);
    expect(await page.evaluate(() => document.cookie)).toBe('');
    expect(bridgeAnswers.join('\n')).not.toMatch(/authToken|refreshToken/);
    expect(bridgeAnswers.join('\n')).not.toMatch(JWT_SHAPE);

    await host.restart();
    await page.goto(`${host.url}/home`);
    await expect(page).toHaveURL(`${host.url}/home`);
    await expect(page.getByText('Acme Ltd').first()).toBeVisible();

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/sign-in/);
    await expect(page.getByLabel('Email')).toHaveValue(DEMO_COORDINATOR.email);
    await expect(page.getByRole('checkbox', { name: /remember me/i })).toBeChecked();

    await page.goto(`${host.url}/home`);
    await expect(page).toHaveURL(/\/sign-in\?returnTo=%2Fhome/);
  });

  test('a wrong password shows the gateway message and keeps what was typed', async ({ page }) => {
    await page.goto(`${host.url}/sign-in`);
    // The email remembered above is that browser's: this one finds the form empty.
    await expect(page.getByLabel('Email')).toHaveValue('');
    await expect(page.getByRole('checkbox', { name: /remember me/i })).not.toBeChecked();
    await signIn(page, { email: DEMO_COORDINATOR.email, password: 'Wrong@2026' }, false);

    await expect(page.getByText('The email or password is incorrect.')).toBeVisible();
    await expect(page).toHaveURL(/\/sign-in/);
    await expect(page.getByLabel('Email')).toHaveValue(DEMO_COORDINATOR.email);
    await expect(page.getByLabel('Password')).toHaveValue('Wrong@2026');
  });

  test('without remember-me a restart of the host signs the browser out', async ({ page }) => {
    await page.goto(`${host.url}/sign-in`);
    await signIn(page, DEMO_COORDINATOR, false);
    await expect(page).toHaveURL(`${host.url}/home`);

    await host.restart();
    await page.goto(`${host.url}/home`);
    await expect(page).toHaveURL(/\/sign-in\?returnTo=%2Fhome/);
    await expect(page.getByLabel('Email')).toHaveValue('');
  });
});

test.describe('an expired session', () => {
  let gateway: Awaited<ReturnType<typeof startTestGateway>>;
  let host: WebHostProcess;

  test.beforeAll(async () => {
    gateway = await startTestGateway({ accessTokenTtlSeconds: 2, refreshTokenTtlSeconds: 4 });
    host = await WebHostProcess.start(gateway.url);
  });

  test.afterAll(async () => {
    await host?.dispose();
    await gateway?.close();
  });

  test('sends the user to sign-in with returnTo, and signing in again brings them back', async ({ page }) => {
    await page.goto(`${host.url}/sign-in`);
    await signIn(page, DEMO_COORDINATOR, false);
    await expect(page).toHaveURL(`${host.url}/home`);

    // Both the access token and the refresh token run out.
    await page.waitForTimeout(5_000);
    await page.goto(`${host.url}/home`);
    await expect(page).toHaveURL(`${host.url}/sign-in?returnTo=%2Fhome`);

    await signIn(page, DEMO_COORDINATOR, false);
    await expect(page).toHaveURL(`${host.url}/home`);
    await expect(page.getByText('Acme Ltd').first()).toBeVisible();
  });
});
