import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { basicCompanyDataRow, writeBasicCompanyData } from '../gateway/company-register-files';
import { walkPasswordLifecycle } from './support/password-journey';
import { chooseCompanySize, chooseCountry, choosePersonalDetails, finishWithRegistration } from './support/sign-up-ui';
import { startTestGateway, WebHostProcess } from './support/stack';

const UK_COMPANY = { name: 'BRIGHTWATER ANALYTICS LTD', number: '09876543', addressLine1: '12 Canal Street', postTown: 'Manchester', postCode: 'M1 3HE' };

test.describe('a company signs up from the app and owns its password from then on', () => {
  let gateway: Awaited<ReturnType<typeof startTestGateway>>;
  let host: WebHostProcess;
  let registerDir: string;

  test.beforeAll(async () => {
    gateway = await startTestGateway();
    registerDir = mkdtempSync(join(tmpdir(), 'hcm-e2e-register-'));
    const registerFile = join(registerDir, 'BasicCompanyData-part1.csv');
    writeBasicCompanyData(registerFile, [
      basicCompanyDataRow({ name: 'BRIGHTWATER CONSULTING LTD', number: '01112223', postCode: 'LS1 4AP' }),
      basicCompanyDataRow(UK_COMPANY),
      basicCompanyDataRow({ name: 'HARBOUR FREIGHT PLC', number: 'SC123456', postCode: 'G1 1AA' }),
    ]);
    await gateway.importRegister(registerFile);
    host = await WebHostProcess.start(gateway.url);
  });

  test.afterAll(async () => {
    await host?.dispose();
    await gateway?.close();
    if (registerDir) rmSync(registerDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
  });

  const mailsTo = (email: string) => async () => (await gateway.outbox()).filter((mail) => mail.to === email);

  test('a French company: chosen products, typed company name, then the whole password lifecycle', async ({ page }) => {
    const person = { firstName: 'Nina', lastName: 'Moreau', email: 'nina@moreau.example', phone: '07911 123456' };
    await page.goto(`${host.url}/sign-in`);
    await page.getByRole('link', { name: 'Register Now' }).click();
    await expect(page.getByRole('heading', { name: 'Ready to Become Great at HCM?' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Learning' })).toHaveAttribute('aria-disabled', 'true');
    await expect(page.getByRole('button', { name: 'Continue' })).toHaveCount(0);
    await page.getByRole('checkbox', { name: 'Onboarding' }).click();
    await page.getByRole('checkbox', { name: 'ClockLog' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page.getByRole('list', { name: 'Products you chose:' })).toContainText('Onboarding');
    await page.getByRole('button', { name: 'Get Started' }).click();
    await choosePersonalDetails(page, person);
    await chooseCountry(page, 'France');
    await page.getByLabel('Company Name').fill('Moreau Conseil SAS');
    await chooseCompanySize(page, '41-75');
    await finishWithRegistration(page, { companyNo: '552 100 554', companyAddress: '1 Rue de Rivoli, Paris', postalCode: '75001' });
    await expect(page).toHaveURL(`${host.url}/sign-in`);

    await walkPasswordLifecycle({
      page,
      hostUrl: host.url,
      email: person.email,
      companyName: 'Moreau Conseil SAS',
      mailsTo: mailsTo(person.email),
      passwords: { first: 'Moreau@2026', changed: 'Changed@2026', reset: 'Reset@2026x' },
    });
  });

  test('a UK company found in the imported register, checked against its number and postal code', async ({ page }) => {
    const person = { firstName: 'Owen', lastName: 'Hughes', email: 'owen@brightwater.example', phone: '07824 556677' };
    await page.goto(`${host.url}/sign-up`);
    await page.getByRole('checkbox', { name: 'Performance' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Get Started' }).click();
    await choosePersonalDetails(page, person);

    await chooseCountry(page, 'United Kingdom');
    await page.getByRole('combobox', { name: 'Company Name' }).fill('brightwater an');
    await page.locator('.ant-select-item-option', { hasText: UK_COMPANY.number }).click();
    await chooseCompanySize(page, '76-250');

    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Company No').fill('09876540');
    await expect(page.getByText('Field does not match with company number')).toBeVisible();
    await page.getByLabel('Postal Code').fill('M1 3HF');
    await expect(page.getByText('Field does not match with company postal code')).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();
    await finishWithRegistration(page, { companyNo: UK_COMPANY.number, companyAddress: '12 Canal Street, Manchester', postalCode: 'm1 3he' });
    await expect(page).toHaveURL(`${host.url}/sign-in`);

    // The same company cannot be signed up twice.
    const again = await fetch(`${gateway.url}/auth/signup-company`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', product: 'ONBOARDING' },
      body: JSON.stringify({
        firstName: 'Eve',
        lastName: 'Hughes',
        email: 'eve@brightwater.example',
        contactNumber: '+447911000000',
        country: 'United Kingdom',
        companyName: UK_COMPANY.name,
        companySize: '76-250',
        companyNo: UK_COMPANY.number,
        companyAddress: '12 Canal Street',
        postalCode: UK_COMPANY.postCode,
        defaultCompany: 'PERFORMANCE',
        description: '',
      }),
    });
    expect(again.status).toBe(409);

    await walkPasswordLifecycle({
      page,
      hostUrl: host.url,
      email: person.email,
      companyName: UK_COMPANY.name,
      mailsTo: mailsTo(person.email),
      passwords: { first: 'Bright@2026', changed: 'Changed@2026', reset: 'Reset@2026x' },
    });
  });
});
