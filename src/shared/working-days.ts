/** Working days and holiday calendars, as the gateway and the settings screen both speak of them. */

/** What a due rule's offset counts: every day, or only the days the hire's location works. */
export const DUE_OFFSET_UNITS = ['calendarDays', 'workingDays'] as const;
export type DueOffsetUnit = (typeof DUE_OFFSET_UNITS)[number];

/** Where a location's day off comes from: its public holidays, or the company itself. */
export const HOLIDAY_ORIGINS = ['imported', 'company'] as const;
export type HolidayOrigin = (typeof HOLIDAY_ORIGINS)[number];

/** ISO weekdays: 1 is Monday, 7 is Sunday. */
export const ISO_WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export type IsoWeekday = (typeof ISO_WEEKDAYS)[number];

export const WEEKDAY_NAMES: Readonly<Record<IsoWeekday, string>> = {
  1: 'Monday',
  2: 'Tuesday',
  3: 'Wednesday',
  4: 'Thursday',
  5: 'Friday',
  6: 'Saturday',
  7: 'Sunday',
};

/** A company that has not said otherwise works Monday to Friday. */
export const DEFAULT_WORKING_DAYS: readonly IsoWeekday[] = [1, 2, 3, 4, 5];

/** The years a holiday import may cover, and how many at once. */
export const HOLIDAY_YEARS = { min: 2000, max: 2100, perImport: 10 } as const;

/** The ISO weekday of a YYYY-MM-DD. */
export function isoWeekdayOf(day: string): IsoWeekday {
  return (((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7) + 1) as IsoWeekday;
}

/** What the working-days and holiday calls refuse with, word for word at the form's fields. */
export const WORKING_DAYS_TEXT = {
  workingDaysEmpty: 'Choose at least one working day.',
  workingDaysInvalid: 'Working days are weekdays 1 (Monday) to 7 (Sunday).',
  countryRequired: 'Choose a country.',
  yearInvalid: (label: string) => `${label} must be a year from ${HOLIDAY_YEARS.min} to ${HOLIDAY_YEARS.max}.`,
  yearsReversed: 'The last year cannot be before the first.',
  tooManyYears: `Import at most ${HOLIDAY_YEARS.perImport} years at once.`,
  nameRequired: 'Name the day off.',
} as const;
