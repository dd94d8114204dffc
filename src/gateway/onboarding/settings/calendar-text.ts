import { WEEKDAY_NAMES, type IsoWeekday } from '@shared/working-days';

/** What the working-days and holiday calls answer in `message`, and why they refuse. */
export const CALENDAR_TEXT = {
  workingDays: 'Working days.',
  workingDaysSaved: (days: readonly IsoWeekday[]) => `Working days saved: ${days.map((day) => WEEKDAY_NAMES[day]).join(', ')}.`,
  countries: 'Countries with public holidays.',
  holidays: (location: string, year: number) => `Days off at ${location} in ${year}.`,
  locationNotFound: 'This location does not exist in your company.',
  countryUnknown: 'Choose a country from the list.',
  regionUnknown: 'Choose a region of that country from the list.',
  imported: (count: number, calendar: string, location: string, years: string) =>
    count === 0
      ? `${location} already has every public holiday of ${calendar} for ${years}.`
      : `${count} public holiday${count === 1 ? '' : 's'} of ${calendar} imported to ${location} for ${years}.`,
  dayOffAdded: (day: string, name: string, location: string) => `${day} (${name}) is a day off at ${location}.`,
  dayOffRemoved: (day: string, name: string, location: string) => `${day} (${name}) is no longer a day off at ${location}.`,
  dayOffMissing: 'This day is not on the location’s calendar.',
} as const;
