import { TIMEZONES } from '@shared/timezones';

/** The list entry of this computer's own zone, when the list has one (its text identifies it). */
export function ownTimezoneText(): string | undefined {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return TIMEZONES.find((entry) => entry.utc.includes(zone))?.text;
}
