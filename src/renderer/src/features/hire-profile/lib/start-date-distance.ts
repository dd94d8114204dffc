import dayjs, { type Dayjs } from 'dayjs';
import { parseApiDate } from '@shared/date-format';
import { plural } from './plural';

/** "starts in 10 days", "starts today" or "started 3 days ago", counted in whole calendar days from today. */
export function startDateDistance(startDate: string, today: Dayjs = dayjs()): string {
  const start = parseApiDate(startDate);
  if (!start) return '';
  const days = start.diff(today.startOf('day'), 'day');
  if (days === 0) return 'starts today';
  return days > 0 ? `starts in ${plural(days, 'day')}` : `started ${plural(-days, 'day')} ago`;
}
