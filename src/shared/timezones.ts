import timezoneList from 'timezones.json';

/** Spec section 3: a timezone entry, as the timezones.json package ships it. */
export interface Timezone {
  /** The Windows zone name, e.g. 'GMT Standard Time'; two entries share it, so it is not an id. */
  readonly value: string;
  readonly abbr: string;
  /** Hours from UTC, including daylight saving when isdst is true. */
  readonly offset: number;
  readonly isdst: boolean;
  /** The label people read, e.g. '(UTC) Edinburgh, London'; unique, so it identifies the entry. */
  readonly text: string;
  /** The IANA zone names the entry covers, e.g. 'Europe/London'. */
  readonly utc: readonly string[];
}

export const TIMEZONES: readonly Timezone[] = timezoneList;

export function findTimezone(text: string): Timezone | undefined {
  return TIMEZONES.find((entry) => entry.text === text);
}

const normalise = (text: string) => text.toLowerCase().replaceAll('_', ' ').trim();

/** Whether a name holds the query, ignoring case; underscores count as spaces ('new york' finds America/New_York). */
export function nameMatches(name: string, query: string): boolean {
  return normalise(name).includes(normalise(query));
}

/** Whether an entry answers a search: its text, name, abbreviation or one of its zone names holds the query. */
export function timezoneMatches(entry: Timezone, query: string): boolean {
  return [entry.text, entry.value, entry.abbr, ...entry.utc].some((field) => nameMatches(field, query));
}

export function searchTimezones(query: string): Timezone[] {
  return TIMEZONES.filter((entry) => timezoneMatches(entry, query));
}
