import dayjs from 'dayjs';
import type { StartDateShift } from '@shared/contract/new-hires';
import { WEEKDAY_NAMES, isoWeekdayOf } from '@shared/working-days';

type ShiftedTask = StartDateShift['tasks'][number];

const shortDate = (day: string) => dayjs(day).format('D MMM');

/** Why a task's new due date is not the day its rule gave: "25 Dec is Christmas Day: moved to 29 Dec". Null when it is. */
export function movedOffNote({ movedOff, to }: Pick<ShiftedTask, 'movedOff' | 'to'>): string | null {
  if (movedOff === null) return null;
  const why = movedOff.holiday === null ? `is a ${WEEKDAY_NAMES[isoWeekdayOf(movedOff.date)]}, not a working day` : `is ${movedOff.holiday}`;
  return `${shortDate(movedOff.date)} ${why}: moved to ${shortDate(to)}`;
}
