import { toDisplayDate } from '@shared/date-format';
import type { OperationHandler } from '../../http/operation-handler';
import type { GatewayServices } from '../../services';
import { badRequest } from '../onboarding-access';
import { CALENDAR_TEXT } from './calendar-text';
import { locationCalendar, requireLocation } from './location-calendar';
import { importPublicHolidays } from './import-public-holidays';
import { calendarName, holidayCountries } from './public-holidays';

const yearOf = (day: string) => Number(day.slice(0, 4));

/** `GET settings/holiday-countries`: what a location may import from. */
export function holidayCountriesHandler(): OperationHandler<'settings.holidayCountries'> {
  return async () => ({ message: CALENDAR_TEXT.countries, data: holidayCountries() });
}

/** `GET settings/locations/{locationId}/holidays`: a location's calendar for a year. */
export function locationHolidaysHandler(services: GatewayServices): OperationHandler<'settings.locationHolidays'> {
  return async ({ locationId, year }, { caller }) => {
    const location = await requireLocation(services.db, caller.companyId, locationId);
    return { message: CALENDAR_TEXT.holidays(location.name, year), data: await locationCalendar(services.db, caller.companyId, location, year) };
  };
}

/** `POST settings/locations/{locationId}/holidays/import`: a country's or region's public holidays as rows of the location (importPublicHolidays). */
export function importHolidaysHandler(services: GatewayServices): OperationHandler<'settings.importHolidays'> {
  return async ({ locationId, country, region, fromYear, toYear }, { caller }) => {
    const location = await requireLocation(services.db, caller.companyId, locationId);
    const code = country.toUpperCase();
    const known = holidayCountries().find((each) => each.code === code);
    if (known === undefined) throw badRequest(CALENDAR_TEXT.countryUnknown, { country: [CALENDAR_TEXT.countryUnknown] });
    const name = calendarName(code, region);
    if (name === null) throw badRequest(CALENDAR_TEXT.regionUnknown, { region: [CALENDAR_TEXT.regionUnknown] });

    const years = Array.from({ length: toYear - fromYear + 1 }, (_, index) => fromYear + index);
    const calendar = { country: code, region };
    const imported = await services.db.transaction().execute((trx) => importPublicHolidays(trx, caller.companyId, location, calendar, years));
    const span = fromYear === toYear ? String(fromYear) : `${fromYear}–${toYear}`;
    const stored = { ...location, holiday_country: code, holiday_region: region };
    return {
      message: CALENDAR_TEXT.imported(imported, name, location.name, span),
      data: { imported, calendar: await locationCalendar(services.db, caller.companyId, stored, fromYear) },
    };
  };
}

/** `POST settings/locations/{locationId}/holidays`: a day off of the company's own, or a removed imported day put back. */
export function addDayOffHandler(services: GatewayServices): OperationHandler<'settings.addDayOff'> {
  return async ({ locationId, day, name }, { caller }) => {
    const location = await requireLocation(services.db, caller.companyId, locationId);
    await services.db
      .insertInto('location_holidays')
      .values({ company_id: caller.companyId, location_id: location.id, day, name, origin: 'company', created_at: new Date().toISOString() })
      .onConflict((conflict) => conflict.columns(['company_id', 'location_id', 'day']).doUpdateSet({ name, removed: false }))
      .execute();
    return {
      message: CALENDAR_TEXT.dayOffAdded(toDisplayDate(day), name, location.name),
      data: await locationCalendar(services.db, caller.companyId, location, yearOf(day)),
    };
  };
}

/** `DELETE settings/locations/{locationId}/holidays/{day}`: the company's own day goes; an imported one is kept, removed. */
export function removeDayOffHandler(services: GatewayServices): OperationHandler<'settings.removeDayOff'> {
  return async ({ locationId, day }, { caller }) => {
    const { db } = services;
    const location = await requireLocation(db, caller.companyId, locationId);
    const row = await db
      .selectFrom('location_holidays')
      .select(['name', 'origin'])
      .where('company_id', '=', caller.companyId)
      .where('location_id', '=', location.id)
      .where('day', '=', day)
      .executeTakeFirst();
    if (row === undefined) throw badRequest(CALENDAR_TEXT.dayOffMissing, { day: [CALENDAR_TEXT.dayOffMissing] });
    // An imported day stays as a removed row, so that importing again does not bring it back.
    const thisDay = { company_id: caller.companyId, location_id: location.id, day };
    if (row.origin === 'imported')
      await db
        .updateTable('location_holidays')
        .set({ removed: true })
        .where((where) => where.and(thisDay))
        .execute();
    else
      await db
        .deleteFrom('location_holidays')
        .where((where) => where.and(thisDay))
        .execute();
    return {
      message: CALENDAR_TEXT.dayOffRemoved(toDisplayDate(day), row.name, location.name),
      data: await locationCalendar(db, caller.companyId, location, yearOf(day)),
    };
  };
}
