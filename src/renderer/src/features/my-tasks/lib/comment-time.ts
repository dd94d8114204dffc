import dayjs from 'dayjs';
import { DISPLAY_DATE_FORMAT } from '@shared/date-format';

/** When a comment was written, as MM/DD/YYYY h:mm AM/PM in the user's own timezone. */
export function commentTime(iso: string): string {
  const moment = dayjs(iso);
  return moment.isValid() ? moment.format(`${DISPLAY_DATE_FORMAT} h:mm A`) : iso;
}
