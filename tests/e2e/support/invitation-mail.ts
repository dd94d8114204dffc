import { expect, type Page } from '@playwright/test';
import type { OutboxMail } from '../../../src/gateway/mail/outbox';
import { SLOW } from './onboarding-ui';
import { signIn } from './password-journey';
import { mailLinkPath, mailValue } from './stack';

const OUTBOX_POLL_MS = 30_000;

/** The newest mail to this address, once it is in the outbox. */
export async function newestMailTo(outbox: () => Promise<OutboxMail[]>, email: string): Promise<OutboxMail> {
  const mailsTo = async () => (await outbox()).filter((mail) => mail.to === email);
  await expect.poll(async () => (await mailsTo()).length, { timeout: OUTBOX_POLL_MS }).toBeGreaterThan(0);
  return (await mailsTo())[0]!;
}

/** Opens the mail's set-password link, replaces the temporary password, and signs in with the new one. */
export async function setPasswordFromMail(page: Page, hostUrl: string, mail: OutboxMail, email: string, password: string): Promise<void> {
  await page.goto(`${hostUrl}${mailLinkPath(mail, 'set-new-password')}`);
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email, SLOW);
  await page.getByLabel('Temporary Password', { exact: true }).fill(mailValue(mail, 'Temporary password'));
  await page.getByLabel('New Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(`${hostUrl}/sign-in`, SLOW);
  await signIn(page, email, password);
  await expect(page).not.toHaveURL(/\/sign-in/, SLOW);
}
