import { expect, type Page } from '@playwright/test';
import { LIFECYCLE_MESSAGES } from '../../../src/gateway/auth/lifecycle-messages';
import type { OutboxMail } from '../../../src/gateway/mail/outbox';
import { toast } from './onboarding-ui';
import { mailLinkPath, mailValue } from './stack';

const OUTBOX_POLL_MS = 30_000;

export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

export interface PasswordJourney {
  page: Page;
  hostUrl: string;
  email: string;
  companyName: string;
  /** The mails sent to this address so far, newest first. */
  mailsTo(): Promise<OutboxMail[]>;
  passwords: { first: string; changed: string; reset: string };
}

/**
 * From the welcome mail to a reset: the temporary password cannot sign in, the mailed link sets
 * the first password, the signed-in user changes it (and is signed out), forgets it, and resets it
 * with the mailed code; only the newest password then signs in.
 */
export async function walkPasswordLifecycle({ page, hostUrl, email, companyName, mailsTo, passwords }: PasswordJourney): Promise<void> {
  // Mail leaves after the gateway has answered, so the journey waits for it as a person would.
  // Each read runs `npm run outbox` in a new process, which alone can take seconds on a busy machine.
  await expect.poll(async () => (await mailsTo()).length, { timeout: OUTBOX_POLL_MS }).toBeGreaterThan(0);
  const [welcome] = await mailsTo();
  expect(welcome?.to).toBe(email);
  const temporary = mailValue(welcome!, 'Temporary password');

  // The mailed link opens the page for this account, asking for the temporary password.
  await page.goto(`${hostUrl}${mailLinkPath(welcome!, 'set-new-password')}`);
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
  await expect(page.getByLabel('Temporary Password', { exact: true })).toHaveValue('');

  // Signing in with the temporary password goes on to the same page, the password carried in memory only.
  await page.goto(`${hostUrl}/sign-in`);
  await signIn(page, email, temporary.slice(0, 15));
  await expect(toast(page, LIFECYCLE_MESSAGES.passwordChangeRequired)).toBeVisible();
  await expect(page).toHaveURL(`${hostUrl}${mailLinkPath(welcome!, 'set-new-password')}`);
  expect(page.url()).not.toContain(temporary);
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
  await expect(page.getByLabel('Temporary Password', { exact: true })).toHaveValue(temporary);
  await page.getByLabel('New Password', { exact: true }).fill(passwords.first);
  await page.getByLabel('Confirm Password', { exact: true }).fill(passwords.first);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(`${hostUrl}/sign-in`);

  await signIn(page, email, passwords.first);
  await expect(page).toHaveURL(`${hostUrl}/home`);
  await expect(page.getByText(companyName).first()).toBeVisible();

  await page.goto(`${hostUrl}/change-password`);
  await expect(page.getByRole('heading', { name: 'Change Password' })).toBeVisible();
  await page.getByLabel('Current Password', { exact: true }).fill(passwords.first);
  await page.getByLabel('New Password', { exact: true }).fill(passwords.changed);
  await page.getByLabel('Confirm Password', { exact: true }).fill(passwords.changed);
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page).toHaveURL(`${hostUrl}/sign-in`);

  await page.getByRole('link', { name: 'Forgot Password' }).click();
  await expect(page).toHaveURL(`${hostUrl}/forgot-password`);
  // The address changes at once; the sign-in form, with an Email field of its own, stays until the page's code is in.
  await expect(page.getByRole('heading', { name: 'Forgot Password' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send link' }).click();
  await expect(toast(page, LIFECYCLE_MESSAGES.resetRequested)).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue('');

  const isReset = (mail: OutboxMail) => mail.subject !== welcome!.subject;
  await expect.poll(async () => (await mailsTo()).some(isReset), { timeout: OUTBOX_POLL_MS }).toBe(true);
  const reset = (await mailsTo()).find(isReset);
  expect(reset?.to).toBe(email);
  expect(mailValue(reset!, 'Code')).toMatch(/^\d{6}$/);
  await page.goto(`${hostUrl}${mailLinkPath(reset!, 'reset-password')}`);
  await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
  await page.getByLabel('New Password', { exact: true }).fill(passwords.reset);
  await page.getByLabel('Confirm Password', { exact: true }).fill(passwords.reset);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(`${hostUrl}/sign-in`);

  await signIn(page, email, passwords.changed);
  await expect(page).toHaveURL(/\/sign-in/);
  await signIn(page, email, passwords.reset);
  await expect(page).toHaveURL(`${hostUrl}/home`);
}
