import type { Kysely } from 'kysely';
import type { GatewayDatabase } from '../../db/schema';
import { publicHolidays } from './public-holidays';

/**
 * Stores a country's or region's public holidays of `years` as rows of the location; call it in a
 * transaction. Days already on the calendar stay as they are (a removed one stays removed, the
 * company's own keeps its name). A location switching to another calendar first loses the days
 * imported from the previous one. Answers how many days it added.
 */
export async function importPublicHolidays(
  trx: Kysely<GatewayDatabase>,
  companyId: string,
  location: { id: string; holiday_country: string | null; holiday_region: string | null },
  calendar: { country: string; region: string | null },
  years: readonly number[],
): Promise<number> {
  const thisLocation = { company_id: companyId, location_id: location.id };
  if (location.holiday_country !== calendar.country || location.holiday_region !== calendar.region) {
    await trx
      .deleteFrom('location_holidays')
      .where((where) => where.and({ ...thisLocation, origin: 'imported' }))
      .execute();
    await trx
      .updateTable('locations')
      .set({ holiday_country: calendar.country, holiday_region: calendar.region })
      .where('company_id', '=', companyId)
      .where('id', '=', location.id)
      .execute();
  }
  const holidays = publicHolidays(calendar.country, calendar.region, years);
  if (holidays.length === 0) return 0;
  const createdAt = new Date().toISOString();
  const result = await trx
    .insertInto('location_holidays')
    .values(holidays.map((holiday) => ({ ...thisLocation, day: holiday.day, name: holiday.name, origin: 'imported' as const, created_at: createdAt })))
    .onConflict((conflict) => conflict.columns(['company_id', 'location_id', 'day']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}
