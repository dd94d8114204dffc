import Holidays from 'date-holidays';
import { expect, type Locator, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Onboard@2026';

/** antd renders lazily and the test machine is small: waits for the screens' own work are generous. */
export const SLOW = { timeout: 30_000 } as const;

/** Signs in on /sign-in and waits until the app has left the sign-in page. */
export async function signInAs(page: Page, hostUrl: string, email: string): Promise<void> {
  await page.goto(`${hostUrl}/sign-in`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).not.toHaveURL(/\/sign-in/, SLOW);
}

/** A day counted from today on this machine's calendar (the browser shares it), as YYYY-MM-DD. */
export function dayFromToday(days: number): string {
  const date = new Date();
  date.setHours(12, 0, 0, 0);
  date.setDate(date.getDate() + days);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

export function addDays(apiDate: string, days: number): string {
  const [year, month, day] = apiDate.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day + days));
  return date.toISOString().slice(0, 10);
}

/** YYYY-MM-DD as the screens show and take it: MM/DD/YYYY. */
export function onScreen(apiDate: string): string {
  const [year, month, day] = apiDate.split('-');
  return `${month}/${day}/${year}`;
}

/** Types a date into a date picker the way a person does, and confirms it with Enter. */
export async function typeDate(field: Locator, apiDate: string): Promise<void> {
  await field.click();
  await field.fill(onScreen(apiDate));
  await field.press('Enter');
  await expect(field).toHaveValue(onScreen(apiDate));
}

/**
 * Chooses an option of a select: opens it, types the search (when it has one), waits for the option
 * to show in the open list and clicks it. antd names its option rows by their title.
 */
export async function chooseOption(page: Page, combobox: Locator, title: string, search?: string): Promise<void> {
  await combobox.click();
  if (search !== undefined) await combobox.fill(search);
  // A closed list stays in the page, hidden; the field's own value (around its input) is no option.
  const option = page
    .getByTitle(title, { exact: true })
    .filter({ visible: true })
    .filter({ hasNot: page.getByRole('combobox') });
  await expect(option).toBeVisible(SLOW);
  await option.click();
}

/**
 * Picks a person in an async picker: types a search that names only them, waits until the open list
 * shows just that person (the gateway's answer, not the list from before the search), clicks them.
 */
export async function pickPerson(page: Page, combobox: Locator, search: string, fullName: string): Promise<void> {
  await combobox.click();
  await combobox.fill(search);
  // A closed picker keeps its list in the page, hidden; only the open one's options count.
  const shown = page.getByRole('option').filter({ visible: true });
  await expect(shown).toHaveText([fullName], SLOW);
  await shown.click();
  // The list fades out; the next picker's list must not be mistaken for it.
  await expect(shown).toHaveCount(0);
}

/**
 * A toast (antd message or notification) with the given text; not the live region that reads it
 * out to screen readers, which repeats its words out of sight.
 */
export function toast(page: Page, text: string | RegExp): Locator {
  return page.locator('.ant-message, .ant-notification').getByText(text).first();
}

const ENGLAND = new Holidays('GB', 'ENG');

/** Whether a day is worked in England: Monday to Friday and no public holiday, as date-holidays has them. */
function workedInEngland(apiDate: string): boolean {
  const weekday = new Date(`${apiDate}T00:00:00Z`).getUTCDay();
  return (
    weekday !== 0 &&
    weekday !== 6 &&
    !ENGLAND.getHolidays(Number(apiDate.slice(0, 4))).some((holiday) => holiday.type === 'public' && holiday.date.startsWith(apiDate))
  );
}

/** A due date `offset` calendar days from a start in England: off a weekend or holiday to the next working day, or the previous one before the start. */
export function dueInEngland(startDate: string, offset: number): string {
  let day = addDays(startDate, offset);
  while (!workedInEngland(day)) day = addDays(day, offset < 0 ? -1 : 1);
  return day;
}

/** The page fits a 600 px wide window, nothing scrolling sideways; the window is put back to 1280 px after. */
export async function fitsAt600(page: Page): Promise<void> {
  await page.setViewportSize({ width: 600, height: 900 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 900 });
}
