import { expect, test } from '@playwright/test';
import { SLOW, toast } from './support/onboarding-ui';
import { newestMailTo, setPasswordFromMail } from './support/invitation-mail';
import { signUpForOnboarding } from './support/sign-up-ui';
import { sharedStack } from './support/stack';

const ADMIN = { firstName: 'Lena', lastName: 'Lund', email: 'lena@lundgren.example', phone: '07911 123456' };
const COLLEAGUE = { firstName: 'Karl', lastName: 'Berg', email: 'karl@lundgren.example' };

test.describe('a new company sets itself up and brings in a colleague', () => {
  const stack = sharedStack();

  test('signs up, starts from the sample set, invites a colleague who sets a password from the mail and signs in', async ({ page, browser }) => {
    test.setTimeout(180_000);
    await signUpForOnboarding(page, stack.host.url, ADMIN, {
      name: 'Lundgren Design SAS',
      size: '41-75',
      companyNo: '732 829 320',
      companyAddress: '8 Rue Lafayette, Paris',
      postalCode: '75009',
    });
    await setPasswordFromMail(page, stack.host.url, await newestMailTo(stack.gateway.outbox, ADMIN.email), ADMIN.email, 'Lundgren@2026');

    // The sidebar's Settings opens the settings home, whose overview shows a company with nothing set up.
    await page.getByRole('navigation').getByRole('link', { name: 'Settings' }).click();
    await expect(page).toHaveURL(`${stack.host.url}/settings`, SLOW);
    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible(SLOW);
    await expect(page.getByText('0 departments')).toBeVisible(SLOW);
    await page.getByRole('link', { name: 'Setup overview' }).click();
    await expect(page).toHaveURL(`${stack.host.url}/settings/settings-overview`, SLOW);
    await expect(page.getByRole('heading', { name: 'First steps (0 of 5 done)' })).toBeVisible(SLOW);

    await page.getByRole('button', { name: 'Start from the sample set' }).click();
    await expect(toast(page, 'Sample departments and the “Standard onboarding” plan are added. Change them to fit your company.')).toBeVisible(SLOW);
    await expect(page.getByRole('heading', { name: 'First steps (2 of 5 done)' })).toBeVisible(SLOW);
    await expect(page.getByRole('button', { name: 'Start from the sample set' })).toHaveCount(0);

    await page.getByRole('link', { name: 'Invite your colleagues' }).click();
    await expect(page).toHaveURL(`${stack.host.url}/settings/permissions`, SLOW);
    await page.getByRole('button', { name: 'Invite user' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite user' });
    await dialog.getByLabel('First name').fill(COLLEAGUE.firstName);
    await dialog.getByLabel('Last name').fill(COLLEAGUE.lastName);
    await dialog.getByLabel('Email').fill(COLLEAGUE.email);
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(toast(page, `An invitation is on its way to ${COLLEAGUE.email}.`)).toBeVisible(SLOW);
    const row = page.getByRole('row').filter({ hasText: 'Karl Berg' });
    await expect(row.getByText('Invitation sent')).toBeVisible(SLOW);

    // The colleague, on a browser of their own, reads the mail, sets a password and signs in.
    const invitation = await newestMailTo(stack.gateway.outbox, COLLEAGUE.email);
    expect(invitation.subject).toBe('Lundgren Design SAS invites you to HCM Onboarding: your temporary password');
    const colleagueContext = await browser.newContext();
    try {
      const colleaguePage = await colleagueContext.newPage();
      await setPasswordFromMail(colleaguePage, stack.host.url, invitation, COLLEAGUE.email, 'Karlberg@2026');
      await expect(colleaguePage).toHaveURL(`${stack.host.url}/home`, SLOW);
    } finally {
      await colleagueContext.close();
    }

    await page.reload();
    await expect(page.getByRole('row').filter({ hasText: 'Karl Berg' }).getByText('Active')).toBeVisible(SLOW);
  });
});
