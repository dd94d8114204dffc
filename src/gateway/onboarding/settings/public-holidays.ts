import Holidays from 'date-holidays';
import type { HolidayCountry } from '@shared/contract/settings';

/** A country's (or region's) public holidays, as date-holidays keeps them: the maintained source a location imports from. */

export interface PublicHoliday {
  /** YYYY-MM-DD. */
  day: string;
  name: string;
}

let countries: HolidayCountry[] | undefined;

/** Every country date-holidays knows, with its regions, by name in English; read once. */
export function holidayCountries(): HolidayCountry[] {
  if (countries === undefined) {
    const catalogue = new Holidays();
    const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'en');
    countries = Object.entries(catalogue.getCountries('en'))
      .map(([code, name]) => ({
        code,
        name,
        regions: Object.entries(catalogue.getStates(code, 'en') ?? {})
          .map(([regionCode, regionName]) => ({ code: regionCode, name: regionName }))
          .sort(byName),
      }))
      .sort(byName);
  }
  return countries;
}

/** The calendar's name as people read it, "England (United Kingdom)", or null when date-holidays has no such country or region. */
export function calendarName(country: string, region: string | null): string | null {
  const known = holidayCountries().find((each) => each.code === country);
  if (known === undefined) return null;
  if (region === null) return known.name;
  const regionName = known.regions.find((each) => each.code === region)?.name;
  return regionName === undefined ? null : `${regionName} (${known.name})`;
}

/**
 * The public holidays of a known country or region in the years given, one per day (a day with
 * two holidays is named after the first). Other kinds date-holidays lists (bank, school,
 * observance) are not days off for everyone and are left out.
 */
export function publicHolidays(country: string, region: string | null, years: readonly number[]): PublicHoliday[] {
  const calendar = region === null ? new Holidays(country) : new Holidays(country, region);
  const days = new Map<string, string>();
  for (const year of years) {
    for (const holiday of calendar.getHolidays(year, 'en')) {
      const day = holiday.date.slice(0, 10);
      if (holiday.type === 'public' && !days.has(day)) days.set(day, holiday.name);
    }
  }
  return [...days].map(([day, name]) => ({ day, name }));
}
