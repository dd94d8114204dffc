import { parseApiDate, toDisplayDate } from '@shared/date-format';

/** 11/23/2026 (Monday). */
export function startDateText(startDate: string): string {
  const date = parseApiDate(startDate);
  return date ? `${toDisplayDate(date)} (${date.format('dddd')})` : startDate;
}
