import type { Kysely } from 'kysely';
import { DEFAULT_WORKING_DAYS } from '@shared/working-days';
import type { GatewayDatabase } from '../db/schema';
import { importPublicHolidays } from '../onboarding/settings/import-public-holidays';
import { publicHolidays } from '../onboarding/settings/public-holidays';
import type { WorkingCalendar } from '../onboarding/settings/working-calendar';

/** Where a demo location imports its public holidays from. */
export interface DemoHolidayCalendar {
  country: string;
  region: string | null;
}

/** The years the demo's calendars cover: last year to two years on, past every demo hire's tasks. */
export function demoYears(today: string): number[] {
  const year = Number(today.slice(0, 4));
  return [year - 1, year, year + 1, year + 2];
}

/** The calendar a demo location's due dates are worked out on, as it will be stored: Monday to Friday and its public holidays. */
export function demoWorkingCalendar(calendar: DemoHolidayCalendar | null, years: readonly number[]): WorkingCalendar {
  const holidays = calendar === null ? [] : publicHolidays(calendar.country, calendar.region, years);
  return { workingDays: new Set(DEFAULT_WORKING_DAYS), holidays: new Map(holidays.map((holiday) => [holiday.day, holiday.name])) };
}

/** Imports each demo location's public holidays, as "Import public holidays" does. */
export async function importDemoCalendars(
  db: Kysely<GatewayDatabase>,
  companyId: string,
  locations: readonly { id: string; calendar: DemoHolidayCalendar | null }[],
  years: readonly number[],
): Promise<void> {
  for (const { id, calendar } of locations) {
    if (calendar !== null) await importPublicHolidays(db, companyId, { id, holiday_country: null, holiday_region: null }, calendar, years);
  }
}
