import type { DueOffsetUnit, IsoWeekday } from '@shared/working-days';
import { isoWeekdayOf } from '@shared/working-days';
import { addDays } from '../hires/hire-dates';

/** The days a hire's location works: the company's working weekdays less the location's holidays, by day. */
export interface WorkingCalendar {
  workingDays: ReadonlySet<IsoWeekday>;
  /** Day (YYYY-MM-DD) to the holiday's name. */
  holidays: ReadonlyMap<string, string>;
}

/** A due rule: an offset from the start date, in calendar or working days. */
export interface DueRule {
  offsetDays: number;
  unit: DueOffsetUnit;
}

/** Why a day is not worked: the holiday's name, or null for a weekday the company does not work. */
export interface DayOff {
  date: string;
  holiday: string | null;
}

export interface DueDate {
  dueDate: string;
  /** The day the rule gave when that day was not worked and the due date moved off it. */
  movedOff: DayOff | null;
}

/** No calendar walk goes further than this; a company works at least one weekday, and no location has years of holidays in a row. */
const MAX_WALK_DAYS = 3660;

export function dayOffOf(calendar: WorkingCalendar, date: string): DayOff | null {
  const holiday = calendar.holidays.get(date);
  if (holiday !== undefined) return { date, holiday };
  return calendar.workingDays.has(isoWeekdayOf(date)) ? null : { date, holiday: null };
}

/** The nearest working day from `date` in `direction` (1 later, -1 earlier), `date` itself when worked. */
export function nearestWorkingDay(calendar: WorkingCalendar, date: string, direction: 1 | -1): string {
  let day = date;
  for (let step = 0; step < MAX_WALK_DAYS && dayOffOf(calendar, day) !== null; step++) day = addDays(day, direction);
  return day;
}

/**
 * `count` working days after the start (before it when negative), the start itself not counted;
 * 0 is the start date, or the next working day when the start is not worked.
 */
export function addWorkingDays(calendar: WorkingCalendar, startDate: string, count: number): string {
  if (count === 0) return nearestWorkingDay(calendar, startDate, 1);
  const direction = count > 0 ? 1 : -1;
  let day = startDate;
  for (let left = Math.abs(count), step = 0; left > 0 && step < MAX_WALK_DAYS; step++) {
    day = addDays(day, direction);
    if (dayOffOf(calendar, day) === null) left--;
  }
  return day;
}

/**
 * A due date from a start date and a rule. Working days are counted; a calendar-day date that is
 * not worked moves to the next working day, or, when it is before the start, to the previous one,
 * so a task meant to be done before the start stays before it.
 */
export function dueDateOf(calendar: WorkingCalendar, startDate: string, rule: DueRule): DueDate {
  if (rule.unit === 'workingDays') return { dueDate: addWorkingDays(calendar, startDate, rule.offsetDays), movedOff: null };
  return onWorkingDay(calendar, addDays(startDate, rule.offsetDays), rule.offsetDays < 0 ? -1 : 1);
}

/** `date`, or the nearest working day in `direction` with the day it moved off. */
export function onWorkingDay(calendar: WorkingCalendar, date: string, direction: 1 | -1): DueDate {
  const movedOff = dayOffOf(calendar, date);
  return { dueDate: movedOff === null ? date : nearestWorkingDay(calendar, date, direction), movedOff };
}

/** How many calendar days either side of a set of dates a calendar must cover for offsets up to `maxOffset` working days. */
export function calendarReach(workingDays: number, maxOffset: number): number {
  return Math.ceil((Math.abs(maxOffset) * 7) / Math.max(1, workingDays)) + 62;
}
