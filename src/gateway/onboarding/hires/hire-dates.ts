import { findTimezone } from '@shared/timezones';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(zone, formatter);
  }
  return formatter;
}

function utcDay(instant: number): string {
  return new Date(instant).toISOString().slice(0, 10);
}

/** The calendar day (YYYY-MM-DD) it is now in a timezone entry (its text, @shared/timezones). */
export function localDate(timezoneText: string, now: Date): string {
  const entry = findTimezone(timezoneText);
  const zone = entry?.utc[0];
  if (zone !== undefined) {
    try {
      return formatterFor(zone).format(now);
    } catch {
      // An IANA name this runtime does not know: the entry's fixed offset is the next best answer.
    }
  }
  return utcDay(now.getTime() + (entry?.offset ?? 0) * 3_600_000);
}

/** The latest calendar day anywhere on Earth (UTC+14): no hire's own today is later. */
export function latestDate(now: Date): string {
  return utcDay(now.getTime() + 14 * 3_600_000);
}

function dayNumber(date: string): number {
  return Date.parse(`${date}T00:00:00Z`) / 86_400_000;
}

/** Days from one YYYY-MM-DD to another; negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round(dayNumber(to) - dayNumber(from));
}

export function addDays(date: string, days: number): string {
  return utcDay((dayNumber(date) + days) * 86_400_000);
}

export function isoTimestamp(value: Date | string): string {
  return new Date(value).toISOString();
}
