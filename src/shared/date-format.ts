import dayjs, { type Dayjs } from 'dayjs';

/** Spec section 9: dates travel as YYYY-MM-DD in calls and the URL, and read MM/DD/YYYY on screen. */
export const API_DATE_FORMAT = 'YYYY-MM-DD';
export const DISPLAY_DATE_FORMAT = 'MM/DD/YYYY';
/** A whole month on screen, in the same order as the day format. */
export const DISPLAY_MONTH_FORMAT = 'MM/YYYY';

const API_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export type DateInput = Dayjs | Date | string;

/** The date as YYYY-MM-DD, the form the gateway and the URL use. */
export function toApiDate(date: DateInput): string {
  return dayjs(date).format(API_DATE_FORMAT);
}

/** The date as MM/DD/YYYY, the form people read. */
export function toDisplayDate(date: DateInput): string {
  return dayjs(date).format(DISPLAY_DATE_FORMAT);
}

/** A YYYY-MM-DD text as a date, or undefined when it is not a real calendar day in that form. */
export function parseApiDate(text: string): Dayjs | undefined {
  if (!API_DATE_PATTERN.test(text)) return undefined;
  const date = dayjs(text);
  // dayjs rolls 2025-02-30 over to March, so a round trip tells real days from impossible ones.
  return date.isValid() && date.format(API_DATE_FORMAT) === text ? date : undefined;
}

export function isApiDate(text: string): boolean {
  return parseApiDate(text) !== undefined;
}
