import type { OperationHandler } from '../../http/operation-handler';
import type { GatewayServices } from '../../services';
import { COMPANY_TEXT } from './company-text';

/** A list's values by name as picker options, archived ones marked. */
async function placeOptions(services: GatewayServices, table: 'departments' | 'other_criteria', companyId: string) {
  const rows = await services.db
    .selectFrom(table as 'departments')
    .select(['id', 'name', 'archived_at'])
    .where('company_id', '=', companyId)
    .orderBy('name')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ _id: row.id, label: row.name, archived: row.archived_at !== null }));
}

/** `GET settings/departments`: the company's departments by name, as filter and picker options; archived ones marked. */
export function departmentsHandler(services: GatewayServices): OperationHandler<'settings.departments'> {
  return async (_input, { caller }) => ({ message: COMPANY_TEXT.departments, data: await placeOptions(services, 'departments', caller.companyId) });
}

/** `GET settings/locations`: the company's locations by name, each with its timezone entry's text when set; archived ones marked. */
export function locationsHandler(services: GatewayServices): OperationHandler<'settings.locations'> {
  return async (_input, { caller }) => {
    const rows = await services.db
      .selectFrom('locations')
      .select(['id', 'name', 'timezone', 'archived_at'])
      .where('company_id', '=', caller.companyId)
      .orderBy('name')
      .orderBy('id')
      .execute();
    return {
      message: COMPANY_TEXT.locations,
      data: rows.map((row) => ({ _id: row.id, label: row.name, timezone: row.timezone, archived: row.archived_at !== null })),
    };
  };
}

/** `GET settings/other-criteria`: the company's other criteria by name, as picker options; archived ones marked. */
export function otherCriteriaHandler(services: GatewayServices): OperationHandler<'settings.otherCriteria'> {
  return async (_input, { caller }) => ({ message: COMPANY_TEXT.otherCriteria, data: await placeOptions(services, 'other_criteria', caller.companyId) });
}
