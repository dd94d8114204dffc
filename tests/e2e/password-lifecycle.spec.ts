import { expect, type Page, test } from '@playwright/test';
import { mailLinkPath, mailValue, startTestGateway, WebHostProcess } from './support/stack';

const ADMIN = { email: 'nina@novak.example', firstName: 'Nina' };
const FIRST_PASSWORD = 'Novak@2026';
const CHANGED_PASSWORD = 'Changed@2026';
const RESET_PASSWORD = 'Reset@2026x';

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

test.describe('the password lifecycle of a company that has just signed up', () => {
  let gateway: Awaited<ReturnType<typeof startTestGateway>>;
  let host: WebHostProcess;

  test.beforeAll(async () => {
    gateway = await startTestGateway();
    host = await WebHostProcess.start(gateway.url);
    // The company signs up through the gateway's own call; its screens are not part of this journey.
    const signUp = await fetch(`${gateway.url}/auth/signup-company`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', product: 'ONBOARDING' },
      body: JSON.stringify({
        firstName: ADMIN.firstName,
        lastName: 'Novak',
        email: ADMIN.email,
        contactNumber: '+49 30 1234567',
        country: 'Germany',
        companyName: 'Novak GmbH',
        companySize: '41-75',
        companyNo: 'HRB 12345',
        companyAddress: 'Hauptstrasse 1, Berlin',
        postalCode: '10115',
        allowedCompany: ['ONBOARDING'],
        defaultCompany: 'ONBOARDING',
        description: '',
      }),
    });
    expect(signUp.status).toBe(200);
  });

  test.afterAll(async () => {
    await host?.dispose();
    await gateway?.close();
  });

  test('set it from the welcome mail, sign in, change it, forget it, reset it with the mailed code', async ({ page }) => {
    const [welcome] = await gateway.outbox();
    expect(welcome?.to).toBe(ADMIN.email);
    const temporary = mailValue(welcome!, 'Temporary password');

    // The temporary password cannot be used to sign in.
    await page.goto(`${host.url}/sign-in`);
    await signIn(page, ADMIN.email, temporary.slice(0, 15));
    await expect(page.getByText('Set your own password first: open the link in your welcome email.')).toBeVisible();
    await expect(page).toHaveURL(/\/sign-in/);

    await page.goto(`${host.url}${mailLinkPath(welcome!, 'set-new-password')}`);
    await page.getByLabel('Temporary Password', { exact: true }).fill(temporary);
    await page.getByLabel('New Password', { exact: true }).fill(FIRST_PASSWORD);
    await page.getByLabel('Confirm Password', { exact: true }).fill(FIRST_PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(`${host.url}/sign-in`);

    await signIn(page, ADMIN.email, FIRST_PASSWORD);
    await expect(page).toHaveURL(`${host.url}/home`);
    await expect(page.getByText('Novak GmbH').first()).toBeVisible();

    await page.goto(`${host.url}/change-password`);
    await expect(page.getByRole('heading', { name: 'Change Password' })).toBeVisible();
    await page.getByLabel('Current Password', { exact: true }).fill(FIRST_PASSWORD);
    await page.getByLabel('New Password', { exact: true }).fill(CHANGED_PASSWORD);
    await page.getByLabel('Confirm Password', { exact: true }).fill(CHANGED_PASSWORD);
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect(page).toHaveURL(`${host.url}/sign-in`);

    await page.getByRole('link', { name: 'Forgot Password' }).click();
    await expect(page).toHaveURL(`${host.url}/forgot-password`);
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByRole('button', { name: 'Send link' }).click();
    await expect(page.getByLabel('Email')).toHaveValue('');

    const reset = (await gateway.outbox()).find((mail) => mail.subject !== welcome!.subject);
    expect(reset?.to).toBe(ADMIN.email);
    expect(mailValue(reset!, 'Code')).toMatch(/^\d{6}$/);
    await page.goto(`${host.url}${mailLinkPath(reset!, 'reset-password')}`);
    await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
    await page.getByLabel('New Password', { exact: true }).fill(RESET_PASSWORD);
    await page.getByLabel('Confirm Password', { exact: true }).fill(RESET_PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(`${host.url}/sign-in`);

    await signIn(page, ADMIN.email, CHANGED_PASSWORD);
    await expect(page).toHaveURL(/\/sign-in/);
    await signIn(page, ADMIN.email, RESET_PASSWORD);
    await expect(page).toHaveURL(`${host.url}/home`);
  });
});
