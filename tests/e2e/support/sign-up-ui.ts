import { expect, type Page } from '@playwright/test';

/** The sign-up screens, filled as a person would. */

export interface Person {
  firstName: string;
  lastName: string;
  email: string;
  /** A GB national number; the phone field defaults to GB. */
  phone: string;
}

export async function choosePersonalDetails(page: Page, person: Person): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Personal Information (1/3)' })).toBeVisible();
  await page.getByLabel('First Name').fill(person.firstName);
  await page.getByLabel('Last Name').fill(person.lastName);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Contact Number').fill(person.phone);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Company Details (2/3)' })).toBeVisible();
}

export async function chooseCountry(page: Page, country: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Country' }).click();
  await page.getByRole('combobox', { name: 'Country' }).fill(country);
  await page.keyboard.press('Enter');
}

export async function chooseCompanySize(page: Page, size: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Company Size' }).click();
  await page.locator(`.ant-select-item-option[title="${size}"]`).click();
}

export async function finishWithRegistration(page: Page, values: { companyNo: string; companyAddress: string; postalCode: string }): Promise<void> {
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Company Details (3/3)' })).toBeVisible();
  await page.getByLabel('Company No').fill(values.companyNo);
  await page.getByLabel('Company Address').fill(values.companyAddress);
  await page.getByLabel('Postal Code').fill(values.postalCode);
  await page.getByRole('button', { name: 'Continue' }).click();
}

export interface FrenchCompany {
  name: string;
  size: string;
  companyNo: string;
  companyAddress: string;
  postalCode: string;
}

/** Signs a French company up for Onboarding, as its first administrator, up to the sign-in page that follows. */
export async function signUpForOnboarding(page: Page, hostUrl: string, admin: Person, company: FrenchCompany): Promise<void> {
  await page.goto(`${hostUrl}/sign-up`);
  await page.getByRole('checkbox', { name: 'Onboarding' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Get Started' }).click();
  await choosePersonalDetails(page, admin);
  await chooseCountry(page, 'France');
  await page.getByLabel('Company Name').fill(company.name);
  await chooseCompanySize(page, company.size);
  await finishWithRegistration(page, company);
  await expect(page).toHaveURL(`${hostUrl}/sign-in`, { timeout: 30_000 });
}
