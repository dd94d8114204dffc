import type { Kysely } from 'kysely';
import { MAX_DUE_OFFSET_DAYS } from '@shared/onboarding';
import { DEFAULT_WORKING_DAYS, ISO_WEEKDAYS, type IsoWeekday } from '@shared/working-days';
import type { GatewayDatabase } from '../../db/schema';
import { addDays } from '../hires/hire-dates';
import { type WorkingCalendar, calendarReach } from './working-calendar';

/** The weekdays a stored `working_days` names ('12345'); the default when it names none. */
export function workingDaysOf(stored: string): IsoWeekday[] {
  const days = ISO_WEEKDAYS.filter((day) => stored.includes(String(day)));
  return days.length === 0 ? [...DEFAULT_WORKING_DAYS] : days;
}

export async function companyWorkingDays(db: Kysely<GatewayDatabase>, companyId: string): Promise<IsoWeekday[]> {
  const row = await db.selectFrom('companies').select('working_days').where('id', '=', companyId).executeTakeFirst();
  return workingDaysOf(row?.working_days ?? '');
}

/**
 * The calendar due dates around `dates` are worked out on: the company's working days and the
 * holidays of the location (none without one) within reach of any offset a due rule may have.
 * One read of the location's days in a range of its primary key.
 */
export async function loadWorkingCalendar(
  db: Kysely<GatewayDatabase>,
  companyId: string,
  locationId: string | null,
  dates: readonly string[],
): Promise<WorkingCalendar> {
  const workingDays = await companyWorkingDays(db, companyId);
  const holidays = new Map<string, string>();
  if (locationId !== null && dates.length > 0) {
    const sorted = [...dates].sort();
    const reach = calendarReach(workingDays.length, MAX_DUE_OFFSET_DAYS);
    const rows = await db
      .selectFrom('location_holidays')
      .select(['day', 'name'])
      .where('company_id', '=', companyId)
      .where('location_id', '=', locationId)
      .where('day', '>=', addDays(sorted[0] as string, -reach))
      .where('day', '<=', addDays(sorted[sorted.length - 1] as string, reach))
      .where('removed', '=', false)
      .execute();
    for (const row of rows) holidays.set(row.day, row.name);
  }
  return { workingDays: new Set(workingDays), holidays };
}
