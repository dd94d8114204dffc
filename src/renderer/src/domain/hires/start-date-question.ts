import dayjs, { type Dayjs } from 'dayjs';
import { parseApiDate, toDisplayDate } from '@shared/date-format';

/** A start date further ahead than this is asked about: most likely a year typed wrong. */
const FAR_AHEAD_YEARS = 1;

const count = (n: number, unit: string) => `${n.toLocaleString('en')} ${unit}${n === 1 ? '' : 's'}`;

/** A span of days as a coordinator says it: "3 days", "2 weeks", "5 months", "6 years". */
function spanInWords(start: Dayjs, end: Dayjs): string {
  const days = end.diff(start, 'day');
  if (days < 14) return count(days, 'day');
  if (days < 60) return count(Math.floor(days / 7), 'week');
  const months = end.diff(start, 'month');
  if (months < 24) return count(months, 'month');
  return count(end.diff(start, 'year'), 'year');
}

/** The exact count after the words, where the words round it: "6 years ago (2,507 days)". */
function withDays(span: string, phrase: string, days: number): string {
  return span === count(days, 'day') ? phrase : `${phrase} (${count(days, 'day')})`;
}

/**
 * The question to ask before saving a start date that is in the past or more than a year ahead,
 * counted in calendar days from `today`; undefined for any other date (or no date).
 */
export function startDateQuestion(startDate: string, today: Dayjs = dayjs()): string | undefined {
  const start = parseApiDate(startDate);
  if (!start) return undefined;
  const day = today.startOf('day');
  const shown = toDisplayDate(start);
  if (start.isBefore(day)) {
    const days = day.diff(start, 'day');
    const span = spanInWords(start, day);
    const when = days === 1 ? 'yesterday' : withDays(span, `${span} ago`, days);
    return `The start date, ${shown}, was ${when}. Is it right?`;
  }
  if (start.isAfter(day.add(FAR_AHEAD_YEARS, 'year'))) {
    const span = spanInWords(day, start);
    return `The start date, ${shown}, is more than a year away: ${withDays(span, `in ${span}`, start.diff(day, 'day'))}. Is it right?`;
  }
  return undefined;
}
