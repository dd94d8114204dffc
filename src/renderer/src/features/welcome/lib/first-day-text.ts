import dayjs from 'dayjs';
import { parseApiDate, toDisplayDate } from '@shared/date-format';

export const NOT_SET_YET = 'To be confirmed';

/** A start date as people read it: 12/01/2026 (Tuesday). */
export function startDateText(startDate: string): string {
  const date = parseApiDate(startDate);
  return date ? `${toDisplayDate(date)} (${date.format('dddd')})` : startDate;
}

/** Whole days from today to the start date, in words; null once it has passed. */
export function startCountdown(startDate: string, today = dayjs()): string | null {
  const date = parseApiDate(startDate);
  if (!date) return null;
  const days = date.startOf('day').diff(today.startOf('day'), 'day');
  if (days < 0) return null;
  if (days === 0) return 'Today is your first day.';
  return days === 1 ? 'Your first day is tomorrow.' : `Your first day is in ${days} days.`;
}
