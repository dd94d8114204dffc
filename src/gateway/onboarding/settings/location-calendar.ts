import type { Kysely } from 'kysely';
import type { LocationCalendar } from '@shared/contract/settings';
import type { GatewayDatabase } from '../../db/schema';
import { recordIdOf } from '../hires/record-ids';
import { notFound } from '../onboarding-access';
import { CALENDAR_TEXT } from './calendar-text';
import { calendarName } from './public-holidays';

export interface LocationRow {
  id: string;
  name: string;
  timezone: string | null;
  holiday_country: string | null;
  holiday_region: string | null;
}

/** The caller's company's location, or 404. */
export async function requireLocation(db: Kysely<GatewayDatabase>, companyId: string, locationId: string): Promise<LocationRow> {
  const id = recordIdOf(locationId);
  const row =
    id === null
      ? undefined
      : await db
          .selectFrom('locations')
          .select(['id', 'name', 'timezone', 'holiday_country', 'holiday_region'])
          .where('company_id', '=', companyId)
          .where('id', '=', id)
          .executeTakeFirst();
  if (row === undefined) throw notFound(CALENDAR_TEXT.locationNotFound);
  return row;
}

/** A location's calendar for a year: where it imports from, and every day off of the year, removed ones included. */
export async function locationCalendar(db: Kysely<GatewayDatabase>, companyId: string, location: LocationRow, year: number): Promise<LocationCalendar> {
  const rows = await db
    .selectFrom('location_holidays')
    .select(['day', 'name', 'origin', 'removed'])
    .where('company_id', '=', companyId)
    .where('location_id', '=', location.id)
    .where('day', '>=', `${year}-01-01`)
    .where('day', '<=', `${year}-12-31`)
    .orderBy('day')
    .execute();
  const country = location.holiday_country;
  return {
    location: { _id: location.id, label: location.name, timezone: location.timezone },
    imported: country === null ? null : { country, region: location.holiday_region, name: calendarName(country, location.holiday_region) ?? country },
    year,
    holidays: rows.map((row) => ({ day: row.day, name: row.name, origin: row.origin, removed: Boolean(row.removed) })),
  };
}
