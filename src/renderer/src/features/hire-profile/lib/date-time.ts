import dayjs from 'dayjs';
import { DISPLAY_DATE_FORMAT, parseApiDate, toDisplayDate } from '@shared/date-format';

/** A YYYY-MM-DD date as MM/DD/YYYY; other text is shown as it is. */
export function displayDate(text: string): string {
  return parseApiDate(text) ? toDisplayDate(text) : text;
}

/** An ISO timestamp as MM/DD/YYYY h:mm AM/PM in the user's own timezone. */
export function displayDateTime(iso: string): string {
  const moment = dayjs(iso);
  return moment.isValid() ? moment.format(`${DISPLAY_DATE_FORMAT} h:mm A`) : iso;
}
